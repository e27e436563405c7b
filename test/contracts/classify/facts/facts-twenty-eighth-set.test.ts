/**
 * What the twenty-eighth blind contract-level set left (h36f28's causes, fixed by h37f28): an individual's entry with
 * an identity number in brackets after the name. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, contactRoles, partiesByImportance, primary } from '../facts-readers.js';

describe('an individual\'s entry with an identity number in brackets (h37f28)', () => {
  const contract = (person: string) => [
    'CONTRACT FOR SERVICES',
    'This Contract for Services is made on 2 May 2029 between:',
    '(1) Harbourline Logistics Pte. Ltd., a company incorporated in Singapore, having its registered office at 10 Anson Road, Singapore 079903 (the "Company"); and',
    `(2) ${person}, of Block 12 Tampines Street 21, #05-33, Singapore 521012 (the "Contractor").`,
    '1. The Contractor shall provide bookkeeping services to the Company.',
    '2. The Company shall pay the Contractor S$2,000 per month.',
  ];
  it('the person is the party, with or without the number; the company keeps its role', () => {
    for (const person of ['Mr Arjun Pillai', 'Mr Arjun Pillai (NRIC No. S7712345B)', 'Arjun Pillai (passport number K1234567)', 'Ms Mei Ling Chua (NRIC No. SXXXX123A)', 'Mr Arjun Pillai (HKID No. A123456(7))']) {
      expect(primary(...contract(person)).map((p) => p.replace(/^MRS? |^MS /, ''))).toEqual(['HARBOURLINE LOGISTICS Buyer', expect.stringMatching(/^(?:ARJUN PILLAI|MEI LING CHUA) Supplier$/)]);
    }
  });
  it('a bracket that is no identity number still is no party name', () => {
    expect(primary(...contract('Mr Arjun Pillai (trading as Pillai Books)'))).not.toContain('MR ARJUN PILLAI (TRADING AS PILLAI BOOKS) Supplier');
  });
});

describe('"For the First Party:" signs for the party whose entry the label opens (h37f28)', () => {
  const contract = (first: string, second: string) => [
    'PEST CONTROL SERVICES AGREEMENT',
    'This Agreement is made in Dubai on 1 June 2029 between:',
    'First Party: Palm Crest Facilities Management L.L.C., a limited liability company registered in Dubai, represented by Mr. Omar Haddad, General Manager (the "Client").',
    'Second Party: Desert Shield Pest Control L.L.C., a limited liability company registered in Sharjah, represented by Mr. Ravi Menon, Managing Director (the "Contractor").',
    '1. The Contractor shall provide monthly pest control services at the Client\'s buildings.',
    '2. The Client shall pay the Contractor AED 4,500 per month.',
    `${first}: Omar Haddad, General Manager`,
    `${second}: Ravi Menon, Managing Director`,
  ];
  it('the label gives each party its signer, as the alias does', () => {
    const both = [['PALM CREST FACILITIES MANAGEMENT', ['Omar Haddad']], ['DESERT SHIELD PEST CONTROL', ['Ravi Menon']]];
    expect(contactLists(...contract('For the First Party', 'For the Second Party'))).toEqual(both);
    expect(contactLists(...contract('For the Client', 'For the Contractor'))).toEqual(both);
    expect(primary(...contract('For the First Party', 'For the Second Party'))).toEqual(['PALM CREST FACILITIES MANAGEMENT Buyer', 'DESERT SHIELD PEST CONTROL Supplier']);
  });
  it('without the entries\' labels, "For the First Party:" names no one: the contacts are the preamble\'s representatives (h39a)', () => {
    const unlabelled = contract('For the First Party', 'For the Second Party').map((line) => line.replace(/^(?:First|Second) Party: /, ''));
    expect(contactRoles(...unlabelled)).toEqual(['PALM CREST FACILITIES MANAGEMENT: Omar Haddad (representative)', 'DESERT SHIELD PEST CONTROL: Ravi Menon (representative)']);
  });
});

describe('"Signed for <COMPANY> by <name>, <title>" and "Signed on behalf of … by …" (h37f28)', () => {
  const contract = (first: string, second: string) => [
    'VEHICLE MAINTENANCE AGREEMENT',
    'This Agreement is dated 4 March 2029 and is made between Oakfield Bakeries Limited, a company incorporated in Ireland, having its registered office at Unit 4, Ballymount Road, Dublin 12 (the "Customer"), and Liffey Fleet Services Limited, a company incorporated in Ireland, having its registered office at 22 Naas Road, Dublin 22 (the "Contractor").',
    '1. The Contractor shall service the Customer\'s delivery vans every three months.',
    first,
    second,
  ];
  it('the company first, then its signer and title, gives the contact', () => {
    expect(contactLists(...contract('Signed for OAKFIELD BAKERIES LIMITED by Niamh Walsh, Director', 'Signed on behalf of LIFFEY FLEET SERVICES LIMITED by Conor Byrne, Managing Director')))
      .toEqual([['OAKFIELD BAKERIES', ['Niamh Walsh']], ['LIFFEY FLEET SERVICES', ['Conor Byrne']]]);
  });
  it('"by its Director, <name>" still reads the title first; "by the Director" alone names no one', () => {
    expect(contactLists(...contract('Signed for OAKFIELD BAKERIES LIMITED by its Director, Niamh Walsh', 'Signed on behalf of LIFFEY FLEET SERVICES LIMITED by the Managing Director')))
      .toEqual([['OAKFIELD BAKERIES', ['Niamh Walsh']], ['LIFFEY FLEET SERVICES', []]]);
  });
});

describe('the Mexican civil partnership "S.C." ends a firm\'s name (h37f28)', () => {
  const contract = (clause: string) => [
    'MAQUILA SERVICES AGREEMENT',
    'This Agreement is entered into on 5 May 2029 by and between Cobalt Pumps Inc., a Delaware corporation ("Client"), and Manufacturas del Desierto, S.A. de C.V., a Mexican corporation ("Maquiladora").',
    clause,
  ];
  const others = (clause: string) => partiesByImportance(...contract(clause)).filter((p) => !p.includes('Primary'));
  it('a firm named with "S.C." is an organisation, as with "S.A. de C.V." or "S. de R.L. de C.V."', () => {
    expect(others('1. The Maquiladora shall import the materials through Puerto Verde Logística, S.C. as its freight forwarder.')).toEqual(['PUERTO VERDE LOGÍSTICA Unknown Unknown']);
    expect(others('1. The Maquiladora shall lease its warehouse from Inmobiliaria Sonora, S. de R.L. de C.V.')).toEqual(['INMOBILIARIA SONORA Unknown Unknown']);
  });
  it('South Carolina after a town is no legal form; nor is alternating current\'s "A.C."', () => {
    expect(others('1. Notices go to 12 King Street, Charleston, S.C. 29401 and to the Client\'s counsel in Greenville, S.C.')).toEqual([]);
    expect(others('1. The plant runs on 220 V A.C. power, and the Client\'s A.C. units shall be serviced yearly.')).toEqual([]);
  });
});

describe('an organ\'s office written after it is a title, no organisation (h37f28)', () => {
  const contract = (first: string, second: string) => [
    'STORAGE SERVICES AGREEMENT',
    `This Agreement is concluded on 3 June 2029 in Warsaw between Wisła Storage Sp. z o.o. with its registered office in Warsaw, represented by Ewa Lis, ${first}, hereinafter referred to as the "Provider", and Baltic Foods S.A. with its registered office in Gdańsk, represented by Jan Nowak, ${second}, hereinafter referred to as the "Client".`,
    '§ 1. The Provider shall store the Client\'s goods.',
  ];
  const others = (first: string, second: string) => partiesByImportance(...contract(first, second)).filter((p) => !p.includes('Primary'));
  it('"Management Board Member" and "Supervisory Board Chair" after a name give no "MANAGEMENT BOARD"', () => {
    expect(others('Management Board Member', 'Supervisory Board Chair')).toEqual([]);
    expect(others('Member of the Management Board', 'President of the Management Board')).toEqual([]);
  });
  it('a board that is a body of its own is still one', () => {
    expect(partiesByImportance(...contract('Management Board Member', 'Supervisory Board Chair'), '§ 2. Disputes go to the Polish Standards Board.').filter((p) => !p.includes('Primary'))).toEqual(['POLISH STANDARDS BOARD Unknown Unknown']);
  });
});

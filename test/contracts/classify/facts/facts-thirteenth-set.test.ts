/**
 * The thirteenth blind contract-level set's drafting (h20f13, bench/data/contracts-facts-13.json): money marks of
 * Morocco, Kazakhstan and the peso countries, legal forms of Slovenia, Greece, Malta, Sri Lanka and Kazakhstan, dates of
 * making written other ways, loan notes and side letters as titles. Each rule with sentences written for it (none from
 * the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { amounts, currencies, effective, facts, partyNames as names, types } from '../facts-readers.js';

describe('money marks of other countries (h20f13)', () => {
  it('the Moroccan dirham "MAD" before a figure, in a contract', () => {
    expect(amounts('The Distributor shall pay a deposit of MAD 75 000,00 on signature.')).toEqual(['75000 MAD']);
    expect(currencies('The Distributor shall pay a deposit of MAD 75 000,00 on signature.')).toEqual(['MAD']);
  });
  it('the tenge and the Moroccan dirham named after the figure', () => {
    expect(amounts('The Lessee shall pay a rent of 2,400,000 tenge per month.')).toEqual(['2400000 KZT']);
    expect(amounts('The fee is 12,000 Moroccan dirhams per visit, payable on invoice.')).toEqual(['12000 MAD']);
  });
  it('a bare "$" is the peso of the one peso country the contract names', () => {
    expect(amounts('This contract is made in Rosario, Argentina.', 'The Buyer shall pay $ 2.150.000 on delivery.')).toEqual(['2150000 ARS']);
    expect(amounts('Montevideo, Uruguay.', 'The monthly fee is $ 1.284.000, payable in advance.')).toEqual(['1284000 UYU']);
    // One dot group after a peso's "$" is thousands too (h21f14: no peso sum is quoted to a tenth of a centavo; the
    // recognizer's "$3.459 per gallon" reading, DECIMAL_POINT_MARKS, stays for dollars).
    expect(amounts('Montevideo, Uruguay.', 'The monthly fee is $ 84.000, payable in advance.')).toEqual(['84000 UYU']);
    // A US place as well: the recognizer's reading (US dollars) stays.
    expect(amounts('Offices in Córdoba, Argentina and Miami, Florida.', 'The Buyer shall pay $ 2,150 on delivery.')).toEqual(['2150 USD']);
  });
});

describe('legal forms of other countries (h20f13)', () => {
  it('Slovenian "d.o.o." and "d.d.", Greek "IKE" and "Single Member S.A.", Maltese "p.l.c."', () => {
    const parties = names('This Agreement is made between Gradnje Drava d.o.o. (the "Builder") and Jadran Turizam d.d. (the "Employer").');
    expect(parties).toEqual(expect.arrayContaining(['GRADNJE DRAVA', 'JADRAN TURIZAM']));
    expect(names('This Agreement is made between Olympos Foods IKE (the "Buyer") and Attiki Ktimata Single Member S.A. (the "Seller").'))
      .toEqual(expect.arrayContaining(['OLYMPOS FOODS', 'ATTIKI KTIMATA']));
    expect(names('This Agreement is made between Valletta Shipping p.l.c. (the "Customer") and Sliema Tugs Limited (the "Contractor").'))
      .toEqual(expect.arrayContaining(['VALLETTA SHIPPING', 'SLIEMA TUGS']));
  });
  it('Sri Lankan "(Pvt) Ltd", a Kazakh "Limited Liability Partnership" after the name and "Joint Stock Company" before it', () => {
    expect(names('This Agreement is made between Kandy Tea Exporters (Pvt) Ltd (the "Seller") and Harbour Foods PLC (the "Buyer").'))
      .toEqual(expect.arrayContaining(['KANDY TEA EXPORTERS', 'HARBOUR FOODS']));
    expect(names('This Contract is made between Aral Feed Limited Liability Partnership (the "Supplier") and Joint Stock Company "Karaganda Mills" (the "Buyer").'))
      .toEqual(expect.arrayContaining(['ARAL FEED', 'KARAGANDA MILLS']));
  });
});

describe('dates of making written other ways (h20f13)', () => {
  it('"Made in <place>, on <date>, in two original copies."', () => {
    expect(effective('SERVICES CONTRACT', 'The Contractor shall clean the offices.', 'Made in Rabat, on 3 February 2025, in two original copies.')).toEqual(['2025-02-03']);
  });
  it('"concluded on <date> in <place> between:" under the title', () => {
    expect(effective('LEASE AGREEMENT', 'concluded on 9 June 2025 in Maribor between:', 'Stanovanja Pohorje d.o.o. (the "Lessor")')).toEqual(['2025-06-09']);
    // An earlier contract "concluded" inside a sentence dates nothing of its own this way.
    expect(effective('LEASE AGREEMENT', 'The parties refer to the lease they concluded in Maribor, which was extended on 9 June 2025 by letter.')).toEqual([]);
  });
  it('"<Place> city, <date>" under the title', () => {
    expect(effective('SERVICES CONTRACT No. 14', 'Astana city, 2 March 2025', 'The Contractor shall clean the offices.')).toEqual(['2025-03-02']);
  });
  it('a place-and-date line under an order\'s "issued under the …" line', () => {
    expect(effective('WORK ORDER No. 5', 'issued under the Framework Services Agreement dated 1 March 2024', 'Rosario, 3 July 2025', 'Client: Agro Litoral S.A.'))
      .toEqual(expect.arrayContaining(['2025-07-03']));
  });
  it('a first sentence opening "Under the …" that promises is the body: the place and date after it are no date of making (hrev12)', () => {
    expect(effective('SERVICES AGREEMENT', 'Under the terms below, the Supplier shall keep the servers running.', 'Leeds, 3 March 2025', 'The Customer shall pay monthly.')).toEqual([]);
    expect(effective('CALL-OFF ORDER No. 9', 'placed under the Framework Agreement for Office Supplies of 2 January 2024', 'Leeds, 3 March 2025', 'Supplier: Quill Office Ltd'))
      .toEqual(expect.arrayContaining(['2025-03-03']));
  });
  it('a note\'s "Date of issue:" field and a letter\'s "Agreed and accepted on <date>" line', () => {
    expect(effective('CONVERTIBLE LOAN NOTE', 'Date of issue: 12 May 2025', 'The Issuer shall repay the principal.')).toEqual(['2025-05-12']);
    expect(effective('Dear Sirs,', 'Yours faithfully,', 'Agreed and accepted on 20 May 2025', 'For Ionian Foods Ltd')).toEqual(['2025-05-20']);
  });
});

describe('loan notes and side letters as titles (h20f13)', () => {
  it('"SECURED LOAN NOTE No. …" and "SIDE LETTER to the … Agreement dated …"', () => {
    expect(types('SECURED LOAN NOTE No. SN-12', 'Date of issue: 12 May 2025')).toEqual(['SECURED LOAN NOTE']);
    expect(types('Harbour Paints Ltd', '3 June 2025', 'SIDE LETTER to the Supply Agreement dated 1 March 2024 between the parties', 'Dear Sirs,'))
      .toEqual(['SIDE LETTER']);
  });
  it('a letter "to" someone in a title line is no side letter', () => {
    expect(types('Letter to the Board of Directors')).toEqual([]);
  });
});

describe('a note\'s issuer borrows and its holder lends (h20f13)', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  it('"Issuer" pays and "Noteholder" provides under a loan note; elsewhere an issuer takes no side by its word', () => {
    expect(primary('SECURED LOAN NOTE No. 4', 'Mwanza Fisheries Limited (the "Issuer") acknowledges that Lake Capital Partners Limited (the "Noteholder") has lent it TZS 90,000,000.'))
      .toEqual(['MWANZA FISHERIES Buyer', 'LAKE CAPITAL PARTNERS Supplier']);
    expect(primary('COOPERATION AGREEMENT', 'This Agreement is made between Mwanza Fisheries Limited (the "Issuer") and Lake Capital Partners Limited (the "Arranger").'))
      .toEqual(['MWANZA FISHERIES Unknown', 'LAKE CAPITAL PARTNERS Unknown']);
  });
  it('only a note of debt: a credit or cover note\'s issuer and holder lent nothing', () => {
    const parties = 'Kanto Traders Limited (the "Issuer") issues this note to Harbour Retail Limited (the "Holder") for goods returned.';
    expect(primary('CREDIT NOTE No. 118', parties)).toEqual(['KANTO TRADERS Unknown', 'HARBOUR RETAIL Unknown']);
    expect(primary('CREDIT NOTE SETTLEMENT AGREEMENT', parties)).toEqual(['KANTO TRADERS Unknown', 'HARBOUR RETAIL Unknown']);
    expect(primary('DELIVERY NOTE PRINTING AGREEMENT', parties)).toEqual(['KANTO TRADERS Unknown', 'HARBOUR RETAIL Unknown']);
    expect(primary('PROMISSORY NOTE', parties)).toEqual(['KANTO TRADERS Buyer', 'HARBOUR RETAIL Supplier']);
    expect(primary('LOAN NOTE INSTRUMENT', parties)).toEqual(['KANTO TRADERS Buyer', 'HARBOUR RETAIL Supplier']);
  });
});

describe('a legal form that is also a surname reads only as written (hrev12)', () => {
  const preamble = 'This Agreement is made between Chinedu Ike of 4 Allen Avenue, Lagos (the "Consultant") and Olympos Foods IKE (the "Client").';
  it('"Chinedu Ike" is a person with his surname; "IKE" in capitals is the Greek company\'s form', () => {
    expect(names(preamble)).toEqual(['CHINEDU IKE', 'OLYMPOS FOODS']);
    const found = classifyContract(elements(preamble)).elements[0].attributes.filter((a) => a.type === 'Person' || a.type === 'Organization');
    expect(found.map((a) => `${a.type}:${preamble.slice(a.begin, a.end)}`)).toEqual(['Person:Chinedu Ike', 'Organization:Olympos Foods IKE']);
  });
  it('a signer named Ike signs as a person, not as a company', () => {
    const signed = facts('This Agreement is made between Lagos Print Works Ltd (the "Client") and Harbour Design Ltd (the "Consultant").', 'The Consultant shall deliver the designs.', 'For Lagos Print Works Ltd', 'By: Ebere Ike', 'Title: Director');
    expect(signed.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${(p.contacts ?? []).map((c) => c.name).join(', ')}`))
      .toEqual(['LAGOS PRINT WORKS: Ebere Ike', 'HARBOUR DESIGN: ']);
  });
});

describe('a role field closing the contract with the party and its titled signer (h20f13)', () => {
  const contacts = (...items: (string | ElementInput)[]) =>
    facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${(p.contacts ?? []).map((c) => `${c.name} (${c.role})`).join(', ')}`);
  const preamble = 'This Agreement is made between Gradnje Drava d.o.o. (the "Buyer") and Jadran Turizam d.d. (the "Seller").';
  it('"<Role>: <company>, <job title> <name>" gives the signer', () => {
    expect(contacts(preamble, 'The Buyer shall pay the price.', 'Buyer: Gradnje Drava d.o.o., director Luka Horvat', 'Seller: Jadran Turizam d.d., management board member Ana Kovač'))
      .toEqual(['GRADNJE DRAVA: Luka Horvat (director)', 'JADRAN TURIZAM: Ana Kovač (management board member)']);
  });
  it('an address after the comma is no signer', () => {
    expect(contacts(preamble, 'The Buyer shall pay the price.', 'Buyer: Gradnje Drava d.o.o., Mariborska cesta 7 Celje', 'Seller: Jadran Turizam d.d., Obala Street Koper'))
      .toEqual(['GRADNJE DRAVA: ', 'JADRAN TURIZAM: ']);
  });
});

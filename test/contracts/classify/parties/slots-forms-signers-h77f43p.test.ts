/**
 * Party slots, legal forms, titles and signer labels of Lusophone, Arabic, Finnish, Ethiopian and Eritrean, and Spanish
 * drafting in English (facts set 43's causes 2, 4, 6, 7, 10 and 11, h77f43p): "hereinafter designated as "X"" as an alias;
 * "1- " / "2) " numbering before a party's entry; "Oy" before a name and the registered association's "r.f." / "rf" /
 * "ry" after one as legal forms; "Ato" / "W/ro" / "Sister" before a name of two more words as titles; "Sgd.:" as a
 * signer's label. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

describe('"hereinafter designated as "X"" gives the alias (h77f43p)', () => {
  const TRAINING = (verb: string) => [
    'TRAINING SERVICES CONTRACT',
    `FIRST SIGNATORY: CENTRO DE FORMAÇÃO TÉCNICA DE CACHEU, LDA., with registered office at Rua 12, Cacheu, represented by its managing partner Mr. Fernando Mendes Correia, hereinafter ${verb} "the Centre";`,
    `SECOND SIGNATORY: COOPERATIVA AGRÍCOLA DE BAFATÁ, with registered office at Bafatá, represented by its president Mrs. Aissatu Baldé Djaló, hereinafter ${verb} "the Cooperative";`,
    'The Cooperative shall pay the Centre the fee within fifteen (15) days of the invoice.',
  ];
  it('both parties and their representatives, as "referred to as" gives them', () => {
    expect(sorted(primary(...TRAINING('designated as')))).toEqual(['CENTRO DE FORMAÇÃO TÉCNICA DE CACHEU Supplier', 'COOPERATIVA AGRÍCOLA DE BAFATÁ Buyer']);
    expect(contactsOf(...TRAINING('designated as'))['COOPERATIVA AGRÍCOLA DE BAFATÁ']).toEqual(['Aissatu Baldé Djaló']);
  });
  it('in a bracket too: "(hereinafter designated as "the Lessee")"', () => {
    expect(sorted(primary('LEASE', 'Between Imobiliária Quelele, Lda. (hereinafter designated as "the Lessor") and Farmácia Bandim, Lda. (hereinafter designated as "the Lessee").',
      'The Lessee pays the Lessor the rent on the first day of each month.'))).toEqual(['FARMÁCIA BANDIM Buyer', 'IMOBILIÁRIA QUELELE Supplier']);
  });
  it('near miss: "designated as" without "hereinafter" gives no alias', () => {
    expect(primary('NOTICE', 'The warehouse at Rua 5, Bissau, is designated as "the Store" for the purposes of the inventory.')).toEqual([]);
  });
});

describe('an entry number closed by a hyphen or a bracket (h77f43p)', () => {
  const SUPPLY = (n1: string, n2: string) => [
    'SUPPLY CONTRACT',
    'This contract was concluded in Aden on 2 May 2037 between:',
    `${n1} Al-Noor Fuel Distribution Establishment, Crater, Aden, represented by its owner Mr. Saleh Ahmed Qasim, and hereinafter called the First Party (the Supplier).`,
    `${n2} Al-Shifa Medical Centre, Khor Maksar, Aden, represented by its director Mr. Omar Hassan Ali, and hereinafter called the Second Party (the Buyer).`,
    'The Second Party shall pay the First Party within five (5) days.',
  ];
  it('"1- " and "1) " number the entry as "1." does; the business without a legal form is the party', () => {
    const both = ['AL-NOOR FUEL DISTRIBUTION ESTABLISHMENT Supplier', 'AL-SHIFA MEDICAL CENTRE Buyer'];
    expect(sorted(primary(...SUPPLY('1-', '2-')))).toEqual(both);
    expect(sorted(primary(...SUPPLY('1)', '2)')))).toEqual(both);
    expect(contactsOf(...SUPPLY('1-', '2-'))['AL-NOOR FUEL DISTRIBUTION ESTABLISHMENT']).toEqual(['Saleh Ahmed Qasim']);
  });
  it('near miss: a figure with a hyphen inside a clause numbers no entry', () => {
    expect(partyNames('DELIVERY NOTE', 'The 2- and 3-axle tankers of the Supplier shall use the northern gate.')).toEqual([]);
  });
});

describe('Finnish and Nordic legal forms: "Oy" before a name, "r.f." / "rf" / "ry" after one (h77f43p)', () => {
  it('"Oy" before the name is no part of it, as after it', () => {
    expect(sorted(primary('SERVICE AGREEMENT', 'This Agreement is made between Oy Pohjanmaan Kuljetus, Helsinki (the "Supplier") and Kaleva Data Oy, Helsinki (the "Customer").',
      'The Customer shall pay within 14 days net.'))).toEqual(['KALEVA DATA Buyer', 'POHJANMAAN KULJETUS Supplier']);
  });
  it('a registered association\'s "r.f.", "rf" or "ry" ends its name', () => {
    const lines = (club: string) => ['SPONSORSHIP AGREEMENT', `This Agreement is made between Kvarkens Bygg Oy, Vaasa (the "Sponsor") and ${club}, Vaasa (the "Organiser").`, 'The Sponsor pays the Organiser 5 000 euro.'];
    const expected = ['KVARKENS BYGG Buyer', 'VASA BOLLKLUBB Supplier'];
    expect(sorted(primary(...lines('Vasa Bollklubb r.f.')))).toEqual(expected);
    expect(sorted(primary(...lines('Vasa Bollklubb rf')))).toEqual(expected);
    expect(sorted(primary(...lines('Vasa Bollklubb ry')))).toEqual(expected);
  });
  it('near misses: "RF" in capitals stays a word of the name; "Ab" before a Malay name is the name\'s', () => {
    expect(partyNames('SUPPLY AGREEMENT', 'This Agreement is made between Northgate RF Systems Limited (the "Supplier") and Harrow Radio Limited (the "Buyer").')).toContain('NORTHGATE RF SYSTEMS');
    expect(partyNames('LOAN AGREEMENT', 'This Agreement is made between Ab Rahman bin Yusof of No. 3, Jalan Mawar, Johor Bahru (the "Lender") and Kedai Runcit Mawar Sdn. Bhd. (the "Borrower").')).not.toContain('RAHMAN BIN YUSOF');
  });
});

describe('"Ato", "W/ro" and "Sister" before a name of two more words are titles (h77f43p)', () => {
  it('"Seller: Ato <three names>" is the person, without the title', () => {
    expect(primary('SUPPLY AGREEMENT', 'Seller: Ato Kidane Weldu Tesfamariam, holder of trade licence No. 55/2037, Keren (herein after called "Seller")',
      'Buyer: Keren Builders PLC, Keren (herein after called "Buyer")', 'The Buyer shall pay the Seller within 10 (ten) days.')).toContain('KIDANE WELDU TESFAMARIAM Supplier');
  });
  it('near misses: one word after the title, and a company named with the word, keep it', () => {
    expect(partyNames('SERVICE AGREEMENT', 'This Agreement is made between Sister Company Holdings Limited (the "Supplier") and Ato Forson Trading Limited (the "Customer").'))
      .toEqual(expect.arrayContaining(['SISTER COMPANY HOLDINGS', 'ATO FORSON TRADING']));
  });
});

describe('"Sgd.:" labels a signer as "Signed:" does (h77f43p)', () => {
  const SIGNED = (...block: string[]) => [
    'SUPPLY CONTRACT',
    'Between HIERROS DEL LITORAL, S.L., represented by Mr. Andrés Obiang Mba, hereinafter "THE SUPPLIER", and CONSTRUCCIONES ATLÁNTICO, S.A., represented by Mr. José Nguema Eyang, hereinafter "THE BUYER".',
    'THE BUYER shall pay THE SUPPLIER within ten (10) days.',
    ...block,
  ];
  it('"Sgd.: <name>" over its title, and "Sgd: <name>, <title>"', () => {
    const c = contactsOf(...SIGNED('THE SUPPLIER', 'Sgd.: Andrés Obiang Mba', 'Manager', 'THE BUYER', 'Sgd: José Nguema Eyang, Director'));
    expect(c['HIERROS DEL LITORAL']).toEqual(['Andrés Obiang Mba']);
    expect(c['CONSTRUCCIONES ATLÁNTICO']).toEqual(['José Nguema Eyang']);
  });
});

describe('"Owner of …" / "Head of …" under a signer\'s name is a title (h77f43p)', () => {
  const COUNCIL = (title: string) => ['SERVICE AGREEMENT', 'PARTIES', 'VAITUPU ISLAND COUNCIL, of Asau, Vaitupu, Tuvalu (the "Council")',
    'KAPANA BOAT REPAIRS LIMITED, of Funafuti (the "Mechanic")', '1. The Council shall pay the Mechanic A$200.00 per visit.',
    'Signed for the Vaitupu Island Council by:', 'Losa Tapu Manoa', title];
  it('"Head of the Council" and "Owner of the Business" give the signer', () => {
    expect(contactsOf(...COUNCIL('Head of the Council'))['VAITUPU ISLAND COUNCIL']).toEqual(['Losa Tapu Manoa']);
    expect(contactsOf(...COUNCIL('Owner of the Business'))['VAITUPU ISLAND COUNCIL']).toEqual(['Losa Tapu Manoa']);
  });
  it('near miss: a place after the name ("Funafuti Harbour") is no title', () => {
    expect(contactsOf(...COUNCIL('Funafuti Harbour'))['VAITUPU ISLAND COUNCIL']).toEqual([]);
  });
});

describe('a public health laboratory and a standards institution are bodies (h77f43p)', () => {
  const lines = (clause: string) => ['SUPPLY CONTRACT', 'Between Harbour Fuels Limited (the "Supplier") and Kesteven Farms Limited (the "Buyer").', clause];
  it('"National Public Health Laboratory", "Central Veterinary Laboratory", "Kenya Standards Institution"', () => {
    expect(partyNames(...lines('1. The samples shall be tested by the National Public Health Laboratory or by the Central Veterinary Laboratory.')))
      .toEqual(expect.arrayContaining(['NATIONAL PUBLIC HEALTH LABORATORY', 'CENTRAL VETERINARY LABORATORY']));
    expect(partyNames(...lines('2. The stone shall meet the standards of the Kenya Standards Institution.'))).toContain('KENYA STANDARDS INSTITUTION');
  });
  it('near misses: "the Testing Laboratory of the Supplier" and "any financial institution" name no body', () => {
    expect(sorted(partyNames(...lines('3. Any financial institution may hold the deposit; the Testing Laboratory of the Supplier shall keep the records.'))))
      .toEqual(['HARBOUR FUELS', 'KESTEVEN FARMS']);
  });
});

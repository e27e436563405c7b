/**
 * Review hrev70 of session 42's party, signer and body rules (h77f42p) on ordinary contract language: six misfires, each
 * narrowed by its shape, the rule's own case still read. Sentences written for the review, none from a set.
 * - A field quoting its own label names a party only for a label naming someone, or a name with a courtesy title: a
 *   schedule's thing quotes its label so too ("Vehicle: Ford Transit Custom … (the "Vehicle")").
 * - An individual business's initials before a quoted nickname and a surname are a person's ('P.F. "Paddy" Murphy').
 * - "Director, Kenya Operations": a region's or a country's words after the post's comma are a department, no signer.
 * - "the Beneficiary's Bank": an English noun's possessive right before "Bank" after an article is whose bank, no name.
 * - "Avenue de l'Union des Mutuelles": a street named after a French body is an address, no body.
 * - "the High Court of Kenya, the Department of Immigration and …": a body after a court's comma and "the" is the list's next.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

const SALE = [
  'VEHICLE SALE AGREEMENT',
  'This Agreement is made on 1 May 2032 between Greenfield Motors Limited, of 4 Station Road, Reading (the "Seller") and Thames Couriers Limited (the "Buyer").',
];

describe('a field quoting its own label (review hrev70)', () => {
  it('near miss: a thing\'s field (a vehicle, premises, a property) names no party', () => {
    expect(sorted(primary(...SALE, 'Vehicle: Ford Transit Custom, registration AB12 CDE (the "Vehicle")', '1. The Seller sells the Vehicle to the Buyer for GBP 18,000.')))
      .toEqual(['GREENFIELD MOTORS Supplier', 'THAMES COURIERS Buyer']);
    expect(partyNames(...SALE, 'Premises: Greenfield House, Mill Lane, Reading (the "Premises")', '1. The Seller lets the Premises to the Buyer.')).not.toContain('GREENFIELD HOUSE');
  });
  it('a label naming someone\'s trade, or a courtesy title before the name, still names the party', () => {
    const licence = (field: string) => ['GRAZING LICENCE', 'This licence is made on 2 April 2034.', 'Owner: Brolga Downs Pty Ltd, of Longreach ("the Owner")', field, '1. The licensee may graze 200 head of cattle.'];
    expect(partyNames(...licence('Grazier: Morwenna Hale, of 4 Eagle Street, Longreach ("the Grazier")'))).toContain('MORWENNA HALE');
    expect(partyNames(...licence('Agistee: Ms. Morwenna Hale, of 4 Eagle Street, Longreach ("the Agistee")'))).toContain('MORWENNA HALE');
    expect(partyNames(...licence('Stockholder: Mrs Morwenna Hale of Longreach ("the Stockholder")'))).toContain('MORWENNA HALE');
  });
});

const CONSULTANCY = (signing: string) => [
  'CONSULTANCY AGREEMENT',
  'This Agreement is dated 2 May 2031 and is made between Kerrygold Analytics Limited, a company registered in Ireland (the "Client"), and Patrick Murphy, of 12 Main Street, Tralee (the "Consultant").',
  '1. The Consultant shall advise the Client on dairy markets.',
  signing,
];

describe('an individual business\'s initials before a quoted nickname (review hrev70)', () => {
  it('near miss: \'P.F. "Paddy" Murphy\' and \'I.I. "Vanya" Petrov\' are people, no company "Paddy" or "Vanya"', () => {
    expect(partyNames(...CONSULTANCY('Signed by P.F. "Paddy" Murphy.'))).not.toContain('PADDY');
    expect(partyNames(...CONSULTANCY('The Consultant is known as I.I. "Vanya" Petrov in Chisinau.'))).not.toContain('VANYA');
  });
  it('the form before a quoted trade name still marks the business, before its comma or its end', () => {
    expect(partyNames(...CONSULTANCY('The Consultant may subcontract the survey to N.T.P. "Furra Dardania", Prizren.'))).toContain('FURRA DARDANIA');
    expect(partyNames(...CONSULTANCY('The Consultant may subcontract the survey to I.I. "Codru Vin".'))).toContain('CODRU VIN');
  });
});

const TOWERS = (first: string, second: string) => [
  'SERVICES AGREEMENT',
  'This Agreement is made on 6 June 2032 between Acacia Telecom Limited, a company registered in Kenya (the "Client"), and Savanna Networks Limited, a company registered in Kenya (the "Contractor").',
  '1. The Contractor shall maintain the Client\'s towers.',
  'ACACIA TELECOM LIMITED', 'Signature: ____________', first,
  'SAVANNA NETWORKS LIMITED', 'Signature: ____________', second,
];

describe('a post, its comma and a region (review hrev70)', () => {
  it('near miss: "Director, Kenya Operations", "Managing Director, East Africa", "Director, Asia Pacific" name no signer', () => {
    const c = contactsOf(...TOWERS('Director, Kenya Operations', 'Managing Director, East Africa'));
    expect(c['ACACIA TELECOM']).toEqual([]);
    expect(c['SAVANNA NETWORKS']).toEqual([]);
    expect(contactsOf(...TOWERS('Director, Finance', 'Director, Asia Pacific'))['SAVANNA NETWORKS']).toEqual([]);
  });
  it('the post before a person\'s name still gives the contact', () => {
    const c = contactsOf(...TOWERS('Director, Wanjiru Kamau', 'Managing Director, Otieno Odhiambo'));
    expect(c['ACACIA TELECOM']).toEqual(['Wanjiru Kamau']);
    expect(c['SAVANNA NETWORKS']).toEqual(['Otieno Odhiambo']);
  });
});

describe('a payment clause\'s "the <noun>\'s Bank" (review hrev70)', () => {
  const CHARTER = (clause: string) => [
    'TIME CHARTER',
    'This Charter is made between Aegean Bulk Carriers S.A. (the "Owner") and Nordic Grain AB (the "Charterer").',
    clause,
    '2. The Charterer shall pay hire of USD 12,000 a day.',
  ];
  it('near miss: "the Beneficiary\'s Bank", "the Remitter\'s Bank", "the Correspondent\'s Bank" name no bank', () => {
    const names = partyNames(...CHARTER('1. Payment is made when the Beneficiary\'s Bank credits the Owner, through the Remitter\'s Bank or the Correspondent\'s Bank.'));
    expect(names.filter((n) => /BANK/.test(n))).toEqual([]);
  });
  it('a founder\'s bank is still named, with its words or without an article', () => {
    expect(partyNames(...CHARTER('1. Hire is paid to the Owner\'s account with Farmer\'s Commercial Bank, Piraeus.'))).toContain("FARMER'S COMMERCIAL BANK");
    expect(partyNames(...CHARTER('1. Hire is paid to the Owner\'s account with Merchant\'s Bank, Piraeus.'))).toContain("MERCHANT'S BANK");
  });
});

describe('a street named after a French body (review hrev70)', () => {
  const LEASE = (landlord: string) => [
    'LEASE OF A WAREHOUSE',
    `This Lease is made between Kivu Immobilier SARL, with its seat at ${landlord}, Goma (the "Landlord"), and Grands Lacs Transport SARL, with its seat at 12, Rue de l'Association des Commerçants, Bukavu (the "Tenant").`,
    '1. The Tenant shall pay USD 1,500 a month.',
  ];
  it('near miss: "Avenue de l\'Union des Mutuelles", "Rue de l\'Association des Commerçants", "Avenue de la Société Nationale" are addresses', () => {
    const names = partyNames(...LEASE('45, Avenue de l\'Union des Mutuelles'), '2. The warehouse is at Avenue de la Société Nationale 7, Goma.');
    expect(names.filter((n) => /UNION|ASSOCIATION|SOCIÉTÉ/.test(n))).toEqual([]);
  });
  it('the body itself is still named in the clauses', () => {
    const names = partyNames(...LEASE('45, Avenue du Lac'), '2. The Tenant is a member of the Union des Transporteurs du Kivu and of the Association des Commerçants de Goma.');
    expect(names).toContain('UNION DES TRANSPORTEURS DU KIVU');
    expect(names).toContain('ASSOCIATION DES COMMERÇANTS DE GOMA');
  });
});

describe('a body after a court, its comma and "the" (review hrev70)', () => {
  const SETTLEMENT = (clause: string) => [
    'SETTLEMENT AGREEMENT',
    'This Agreement is made between Redfern Estates Limited (the "Claimant") and Bellhaven Builders Limited (the "Defendant").',
    clause,
  ];
  it('near miss: "the High Court of Kenya, the Department of Immigration and the Kenya Revenue Authority" lists three bodies', () => {
    const names = partyNames(...SETTLEMENT('1. The Defendant shall notify the High Court of Kenya, the Department of Immigration and the Kenya Revenue Authority of the settlement.'));
    expect(names).toContain('DEPARTMENT OF IMMIGRATION');
    expect(names).toContain('KENYA REVENUE AUTHORITY');
  });
  it('the court\'s own department, bare or after "its", is still no body of its own', () => {
    const names = partyNames(...SETTLEMENT('1. The Basic Court of Prishtina, Department for Commercial Matters, shall have jurisdiction; either party may apply to the District Court of Leeds, its Commercial Division, for an injunction.'));
    expect(names.filter((n) => /^(?:DEPARTMENT|COMMERCIAL DIVISION)/.test(n))).toEqual([]);
  });
});

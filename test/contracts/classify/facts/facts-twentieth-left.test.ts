/**
 * What the twentieth facts set left (h27f20b): signature lines in the forms Spanish, Andorran, Latin American, Tongan
 * and West African contracts sign with. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../facts-readers.js';

/** Each party as "NAME (Role, Importance)" with its contacts' names. */
const parties = (...items: string[]) =>
  facts(...items).parties.map((p) => ({ party: `${p.party} (${p.role}, ${p.importance})`, contacts: p.contacts.map((c) => `${c.name}, ${c.role}`) }));

const SALE_PREAMBLE = [
  'SHARE PURCHASE AGREEMENT',
  'BETWEEN',
  '1. CORAL BAY TRADING, S.L., of Valencia, represented by Mr. Pablo Ruiz Ortega (the "Seller");',
  '2. MONTSANT CAPITAL, S.A., of Reus, represented by its sole director Ms. Elena Vidal Roca (the "Buyer").',
  '1. Price. The Buyer shall pay EUR 50,000 to the Seller.',
];

describe('"The Seller: <name>" under a preamble naming the representative (h27f20b)', () => {
  it('the person the preamble names as the company\'s representative signs for it: a contact, no party', () => {
    expect(parties(...SALE_PREAMBLE, 'The Seller: Pablo Ruiz Ortega', 'The Buyer: Elena Vidal Roca')).toEqual([
      { party: 'CORAL BAY TRADING (Supplier, Primary)', contacts: ['Pablo Ruiz Ortega, signatory'] },
      { party: 'MONTSANT CAPITAL (Buyer, Primary)', contacts: ['Elena Vidal Roca, signatory'] },
    ]);
  });
  it('a person in a role field the preamble does not name as anyone\'s representative is still the party', () => {
    expect(parties('This lease is made between Blue Harbour Properties Ltd ("Landlord") and the tenant named below.', 'Tenant: Mary Josephine Walsh', 'The Tenant shall pay the rent monthly.').map((p) => p.party))
      .toEqual(['BLUE HARBOUR PROPERTIES (Supplier, Primary)', 'MARY JOSEPHINE WALSH (Buyer, Primary)']);
  });
});

describe('"<name>, for <COMPANY>" signature lines (h27f20b)', () => {
  it('the signer first, then "for" and the party: a contact of that party', () => {
    expect(parties(
      'LOAN AGREEMENT',
      'This agreement is made between HIERRO DEL NORTE, S.A. DE C.V., hereinafter "the Lender", and FERRETERÍA LOS ALAMOS, S.A. DE C.V., hereinafter "the Borrower".',
      'FIRST. The Lender lends the Borrower US$ 20,000.00.',
      'Tomás Ibarra Luna, for HIERRO DEL NORTE, S.A. DE C.V.',
      'Lucía Pérez de León, for and on behalf of FERRETERÍA LOS ALAMOS, S.A. DE C.V.',
    ).map((p) => p.contacts)).toEqual([['Tomás Ibarra Luna, signatory'], ['Lucía Pérez de León, signatory']]);
  });
  it('a title before ", for and on behalf of" is no signer\'s name', () => {
    expect(parties(
      'This agreement is made between HIERRO DEL NORTE, S.A. DE C.V., hereinafter "the Lender", and FERRETERÍA LOS ALAMOS, S.A. DE C.V., hereinafter "the Borrower".',
      'Finance Director, for and on behalf of HIERRO DEL NORTE, S.A. DE C.V.',
    ).map((p) => p.contacts)).toEqual([[], []]);
  });
  it('a sentence with ", for" is no signature line', () => {
    expect(parties(
      'This agreement is made between HIERRO DEL NORTE, S.A. DE C.V., hereinafter "the Lender", and FERRETERÍA LOS ALAMOS, S.A. DE C.V., hereinafter "the Borrower".',
      'The Borrower shall repay the loan, for the Lender has lent it.',
    ).map((p) => p.contacts)).toEqual([[], []]);
  });
});

describe('countersignatures and officers (h27f20b)', () => {
  const DEED = [
    'DEED OF INDEMNITY',
    'THIS DEED is made the 3rd day of March 2025',
    'BY',
    'KOLOFO\'OU TRADING LIMITED, of Nuku\'alofa (the "Indemnifier")',
    'IN FAVOUR OF',
    'OCEANIA CHARTER SERVICES LIMITED, of Neiafu (the "Beneficiary").',
    '1. The Indemnifier shall pay any loss of the Beneficiary within ten (10) days of demand.',
  ];
  it('a second officer whose name opens with an okina, and "Accepted by <COMPANY>: <name>, <title>"', () => {
    expect(parties(
      ...DEED,
      'EXECUTED AS A DEED by KOLOFO\'OU TRADING LIMITED acting by Tevita Mahe Fonua, Director, and \'Ofa Lupe Kaufusi, Director',
      'Accepted by OCEANIA CHARTER SERVICES LIMITED: Losana Vea, Operations Manager',
    ).map((p) => p.contacts)).toEqual([
      ['Tevita Mahe Fonua, Director', '\'Ofa Lupe Kaufusi, Director'],
      ['Losana Vea, Operations Manager'],
    ]);
  });
  it('"Acknowledged and agreed for <COMPANY>: <name>, <title>, on <date>": the date is no part of the title', () => {
    expect(parties(
      'Harbour City, 2 May 2025',
      'From: Greenfield Cocoa Company, Inc., Port Road',
      'To: Riverline Transport Corporation, Main Street',
      '1. Greenfield Cocoa Company, Inc. ("we") intends to engage Riverline Transport Corporation ("you") to carry cocoa at US$ 12.00 per tonne.',
      'For Greenfield Cocoa Company, Inc.: Ruth A. Doe-Barclay, Managing Director',
      'Acknowledged and agreed for Riverline Transport Corporation: Samuel K. Dolo, President, on 9 May 2025',
    ).map((p) => p.contacts)).toEqual([['Ruth A. Doe-Barclay, Managing Director'], ['Samuel K. Dolo, President']]);
  });
});

describe('an agreement "to be signed by <date>" is not signed yet (h27f20b)', () => {
  const effective = (...items: string[]) => facts(...items).effective_dates.map((d) => d.text_normalized);
  it('the date is a deadline, no date of making', () => {
    expect(effective('We intend to engage you to build the depot under a works contract to be signed by 15 March 2026.')).toEqual([]);
    expect(effective('The parties expect the share purchase agreement, to be signed by 30 June 2026, to follow this term sheet.')).toEqual([]);
  });
  it('a countersignature "Acknowledged and agreed for …: <name>, <title>, on <date>" dates the acceptance', () => {
    expect(effective('Acknowledged and agreed for Riverline Transport Corporation: Samuel K. Dolo, President, on 9 May 2025')).toEqual(['2025-05-09']);
    expect(effective('Acknowledged and agreed for Riverline Transport Corporation: Samuel K. Dolo, President')).toEqual([]);
  });
  it('an agreement signed on a date is still dated so', () => {
    expect(effective('This Agreement was signed by the parties on 15 March 2026.')).toEqual(['2026-03-15']);
  });
});

/**
 * Facts set 68's dates, amounts, payment terms, currencies and types, causes 9–14 (issue 18, h108d68), each decided on
 * sentences written for it, near misses kept (none is the set's own sentence):
 * - 9: the units of account contracts are priced in — Mexico's UDI (MXV), Uruguay's Unidad Indexada "UI" (UYI), the WIR
 *   franc (CHW), Colombia's UVR (COU) — raw marks named by a contract naming the unit's country or the unit in words
 *   (local-currency.ts), their codes and names themselves;
 * - 10: the Uruguayan peso's "$U" (currency.ts uruguayanPesoAt);
 * - 11–12: a sum moved by a relative clause right after it, "…, which you transfer to my account within two (2) days",
 *   "…, which I return to you within seven (7) days" (money-sent.ts sumMovedAsWhich);
 * - 13: a settlement's abbreviation before the town of a place-and-date line, "s. Churapcha 18.06.2046"
 *   (place-date-lines.ts SETTLEMENT_BEFORE), and the acceptor's signing line ending on its place and date under an
 *   acceptance's heading (acceptance-lines.ts acceptorLineDated, ACCEPTANCE_FOR_HEADING);
 * - 14: a title in capitals going on with the unit it is denominated in (contract-types.ts UNIT_QUALIFIER).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sumMovedAsWhich } from '../../../../src/contracts/classify/facts/money-sent.js';
import { isPlaceAndDateLine, isPlaceBlankDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { amounts, distinctCurrencies, effective, facts, paymentTerms, types } from '../facts-readers.js';

const MEXICO = 'The Borrower farms coffee near Huauchinango, Puebla, Mexico.';
const URUGUAY = 'The house stands at Punta del Diablo, Rocha, Uruguay.';
const SWISS = 'Both companies are registered in the Swiss commercial register.';
const COLOMBIA = 'The flat is in Manizales, Colombia.';

describe('the units of account contracts are priced in (cause 9)', () => {
  it('"UDI(s)" is MXV in a contract naming Mexico or its pesos "M.N."', () => {
    expect(amounts('LOAN CONTRACT', 'The Lender lends the Borrower 28,000 UDIS, repaid in 24 instalments of 1,250.75 UDIS each.', MEXICO)).toEqual(['28000 MXV', '1250.75 MXV']);
    expect(amounts('LOAN CONTRACT', 'The sum of 28,000 UDIs is paid in pesos M.N. at the day\'s value.')).toEqual(['28000 MXV']);
  });
  it('"UI" is UYI in a contract naming Uruguay or its Unidades Indexadas', () => {
    expect(amounts('LEASE', 'The rent is UI 14.500 for February, and UI 7.250 is paid on signing.', URUGUAY)).toEqual(['14500 UYI', '7250 UYI']);
    expect(distinctCurrencies('LEASE', 'The rent is UI 14.500 (fourteen thousand five hundred Unidades Indexadas).')).toEqual(['UYI']);
  });
  it('"WIR" is CHW in a contract naming Switzerland or the WIR Bank, and "CHW" is itself', () => {
    expect(amounts('QUOTATION', 'The Client pays 20% of the price in WIR, WIR 4,120.00, and the rest in CHF.', SWISS)).toEqual(['4120 CHW']);
    expect(distinctCurrencies('QUOTATION', 'The Client pays CHW 4,120.00 through the WIR Bank and CHF 16,480.00 by transfer.')).toEqual(['CHW', 'CHF']);
  });
  it('"UVR" is COU in a contract naming Colombia', () => {
    expect(amounts('MORTGAGE LOAN', 'The loan amount is UVR 150.000, repaid over 15 years.', COLOMBIA)).toEqual(['150000 COU']);
  });
  it('near misses: no country, a user interface, a device identifier, German in capitals', () => {
    expect(amounts('LOAN CONTRACT', 'The Lender lends the Borrower 28,000 UDIS in all.')).toEqual([]);
    expect(distinctCurrencies('SOFTWARE LICENCE', 'The Licensor ships UI 2.0 by 1 May 2046 for a fee of USD 1,200.', URUGUAY)).toEqual(['USD']);
    expect(distinctCurrencies('SUPPLY AGREEMENT', 'Each of the 1,200 UDI labels carries the lot number; the price is USD 900.', MEXICO)).toEqual(['USD']);
    expect(distinctCurrencies('VERTRAG', 'WENN WIR 2,400.00 ZAHLEN, the Buyer pays CHF 900.')).toEqual(['CHF']);
  });
});

describe('the Uruguayan peso\'s "$U" (cause 10)', () => {
  it('"$U" is UYU, its dot group thousands', () => {
    expect(amounts('LEASE', 'Cleaning at the end of the stay: $U 3.200, paid on arrival.', URUGUAY)).toEqual(['3200 UYU']);
    expect(distinctCurrencies('LEASE', 'Cleaning: $U 3,200.00, paid on arrival.')).toEqual(['UYU']);
  });
  it('near miss: the bare "$" keeps its reading', () => {
    expect(distinctCurrencies('LEASE', 'Cleaning: $ 3,200, paid on arrival.')).toEqual(['USD']);
  });
});

describe('a sum moved by a relative clause right after it (causes 11–12)', () => {
  it('"which you transfer / which I return … within N days" is a time to pay', () => {
    expect(paymentTerms('LEASE', 'Advance: a third of the rent, USD 400, which you transfer to my current account at the bank within three (3) days of this message.')).toEqual(['3 days']);
    expect(paymentTerms('LEASE', 'Deposit: USD 500 in cash on arrival, which I return to you within ten (10) days of your departure.')).toEqual(['10 days']);
    expect(paymentTerms('HIRE', 'The bond is EUR 200, which we refund within 14 days of the return of the boat.')).toEqual(['14 days']);
  });
  it('near misses: no sum before the clause, a sum in another clause, another verb', () => {
    expect(paymentTerms('LEASE', 'Keys: two sets, which I return to you within ten (10) days of your departure.')).toEqual([]);
    expect(paymentTerms('LEASE', 'The rent is USD 900; the keys, which you return within 2 days of departure, stay ours.')).toEqual([]);
    expect(paymentTerms('LEASE', 'Deposit: USD 500 in cash on arrival, which I count within ten (10) minutes.')).toEqual([]);
    expect(sumMovedAsWhich('the goods, which you transfer within 3 days', [])).toBe(false);
  });
});

describe('a place-and-date line with a settlement\'s abbreviation (cause 13)', () => {
  it('"s." / "g." / "p." / "village of" before the town, with a comma, a wide gap or one blank', () => {
    expect(isPlaceAndDateLine('s. Amga                              12.07.2046')).toBe(true);
    expect(isPlaceAndDateLine('g. Yakutsk, 12 July 2046')).toBe(true);
    expect(isPlaceBlankDateLine('p. Khandyga 12.07.2046')).toBe(true);
    expect(isPlaceAndDateLine('village of Amga                      12.07.2046')).toBe(true);
    expect(effective('CONTRACT No. 4 FOR THE SHEARING OF SHEEP', 's. Amga                              12.07.2046', 'The parties agree as follows.')).toEqual(['2046-07-12']);
  });
  it('near misses: a stamp after the abbreviation, another letter, no town', () => {
    expect(isPlaceBlankDateLine('s. Version 12.07.2046')).toBe(false);
    expect(isPlaceAndDateLine('q. Amga                              12.07.2046')).toBe(false);
    expect(isPlaceAndDateLine('s. 12                                12.07.2046')).toBe(false);
  });
});

describe('the acceptor\'s signing line dated under the acceptance\'s heading (cause 13)', () => {
  const letter = ['LETTER OF ENGAGEMENT', 'We engage the Tanna Dancers (the "Group") to dance each Saturday for VT 9,000 per night.', 'Yours sincerely,', 'Mary Kalo, Manager', 'For and on behalf of Bay Lodge Limited'];
  it('"<name>, <title>, [<place>,] <date>" under "Accepted for …:" dates the acceptance (Low)', () => {
    expect(effective(...letter, 'Accepted for the Tanna Dancers:', 'Peter Nako, Leader, Lenakel, 2 June 2046')).toEqual(['2046-06-02']);
    expect(effective(...letter, 'Accepted by the Group:', 'Peter Nako, Leader, 2 June 2046')).toEqual(['2046-06-02']);
    expect(effective(...letter, 'Accepted for the Tanna Dancers:', 'Peter Nako, Leader', 'Lenakel, 2 June 2046')).toEqual(['2046-06-02']);
    expect(facts(...letter, 'Accepted for the Tanna Dancers:', 'Peter Nako, Leader, Lenakel, 2 June 2046').effective_dates.map((d) => d.confidence_level)).toEqual(['Low']);
  });
  it('near misses: no heading, another act accepted, a name without its office', () => {
    expect(effective(...letter, 'Peter Nako, Leader, Lenakel, 2 June 2046')).toEqual([]);
    expect(effective(...letter, 'Accepted for delivery:', 'Peter Nako, Leader, Lenakel, 2 June 2046')).toEqual([]);
    expect(effective(...letter, 'Accepted for the Tanna Dancers:', 'The show runs to 2 June 2046')).toEqual([]);
  });
});

describe('a title in capitals going on with its unit (cause 14)', () => {
  it('names the agreement before the qualifier', () => {
    expect(types('MORTGAGE LOAN CONTRACT DENOMINATED IN UNITS OF REAL VALUE (UVR)', 'The Bank lends the Borrower the sum below.')).toEqual(['MORTGAGE LOAN CONTRACT']);
    expect(types('LEASE AGREEMENT EXPRESSED IN INDEXED UNITS', 'The Landlord lets the house.')).toEqual(['LEASE AGREEMENT']);
    expect(types('Loan Contract in US Dollars', 'The Lender lends the sum below.')).toEqual(['Loan Contract']);
  });
  it('near miss: a sentence with a contract in it is no title', () => {
    expect(types('We sign the loan contract in pesos today.')).toEqual([]);
  });
});

describe('properties (h108d68)', () => {
  it('any sum a relative clause transfers or returns within N days makes N days a payment term', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 60 }), fc.constantFrom('transfer', 'return', 'refund', 'pay'), fc.constantFrom('you', 'I', 'we'), (days, verb, who) => {
      expect(paymentTerms('LEASE', `Deposit: USD 500 on arrival, which ${who} ${verb} within ${days} days of departure.`)).toEqual([`${days} days`]);
    }), { numRuns: 30 });
  });
});

describe('the new patterns on hostile input (h108d68)', () => {
  for (const unit of [', which you transfer ', 's. A ', 'Accepted for the A:', 'LOAN CONTRACT DENOMINATED IN ', 'USD 1, which I return ']) {
    it(`"${unit}" repeated: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => sumMovedAsWhich(text, []) || isPlaceAndDateLine(text) || isPlaceBlankDateLine(text) || types(text, text).length;
      }, 1000);
    });
  }
});

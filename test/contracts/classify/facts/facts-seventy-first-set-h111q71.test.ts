/**
 * Facts set 71's causes (issue 18, h111q71), each decided on sentences written for it, near misses kept (none is the
 * set's own sentence):
 * - 10: a field naming the period the contract sells ("Period of service:", "Course:"): period-fields.ts PERIOD_OF_SERVICE,
 *   LETTING_SPANS;
 * - 12: a dotted or stroked contract mark in a table header's brackets ("Amount (B/.)"): table-money.ts HEAD_DOTTED_MARK;
 * - 13: "FCFA" before one dot group (WHOLE_UNIT_CURRENCIES) and the Portuguese "francos CFA" (CFA_FRANC_WORDS);
 * - 14: "Rs." under a contract writing one rupee's code (local-currency.ts, the rupee's `explicit`; the lead's decision);
 * - 15: the rouble's "rub." after a figure (currency-units.ts), its stop before a bracket no sentence's end (sentences.ts,
 *   tested in test/contracts/structure/rouble-stop-h111q71.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { tableMoneyCells } from '../../../../src/contracts/classify/facts/table-money.js';
import { contractLocalCurrencies } from '../../../../src/contracts/classify/facts/local-currency.js';
import { amounts, dates, distinctCurrencies, paymentTerms, terms } from '../facts-readers.js';

describe('a field naming the period the contract sells (cause 10)', () => {
  it('"Period of service:", "Period of performance:" and "Course:" give the start and the end, a bracketed length the term', () => {
    const order = ['SERVICE ORDER No. 12', 'Supplier: Ana Ruiz, cook', 'Period of service: 2 May 2040 to 11 May 2040 (10 days)'];
    expect(dates(...order)).toEqual({ effective: ['2040-05-02'], termination: ['2040-05-11'] });
    expect(terms(...order)).toEqual(['10 days']);
    expect(dates('WORK ORDER', 'Period of performance: 1 June 2041 to 30 June 2041')).toEqual({ effective: ['2041-06-01'], termination: ['2041-06-30'] });
    expect(dates('ORDER CONTRACT', 'Course: ten lessons of sailing at the club, from 3 July 2042 to 14 July 2042')).toEqual({ effective: ['2042-07-03'], termination: ['2042-07-14'] });
  });
  it('near misses: a notice\'s or a payment\'s period, a course named with no range', () => {
    expect(dates('ORDER', 'Period of notice: 1 May 2040 to 31 May 2040').effective).toEqual([]);
    expect(dates('ORDER', 'Course: first aid; the certificate is issued on 3 July 2042.').effective).toEqual([]);
    // A quotation's time to do the job from a start still to be agreed is no term of the contract (facts set 60; the
    // lead, session 74): "Duration" is not among the field's nouns.
    expect(terms('QUOTATION No. 7', 'Duration of the works: 9 working days from the start date, which we will agree with you.')).toEqual([]);
  });
});

describe('a dotted or stroked mark in a header\'s brackets (cause 12)', () => {
  it('"(B/.)", "(S/.)" and "(R.O.)" name the column\'s currency, so its bare figures are sums', () => {
    const rows = ['Service | Days | Rate (B/.) | Total (B/.)', 'Boat hire | 4 | 120.00 | 480.00', 'Total | 480.00'];
    expect(amounts('WORK ORDER', ...rows)).toEqual(['120 PAB', '480 PAB', '480 PAB']);
    expect(amounts('QUOTATION', 'Item | Cost (S/.)', 'Scaffolding | 2,350.00')).toEqual(['2350 PEN']);
    expect(tableMoneyCells(['Item | Fee (R.O.)', 'Survey | 1,250.000']).get(1)?.[0]?.unit).toEqual({ code: 'OMR', written: 'R.O.' });
  });
  it('near misses: a stroke that is no mark, a bracket of initials', () => {
    expect(tableMoneyCells(['Item | Size (W/H)', 'Door | 90']).get(1)).toBeUndefined();
    expect(tableMoneyCells(['Name | Rank (A.B.)', 'Ortiz | 12']).get(1)).toBeUndefined();
  });
});

describe('the CFA franc\'s shapes (cause 13)', () => {
  it('"FCFA" before one dot group is thousands, as after it', () => {
    expect(amounts('SERVICE CONTRACT', 'The fee is FCFA 45.000 per week, paid in Dakar, Senegal.')).toEqual(['45000 XOF']);
    expect(amounts('SERVICE CONTRACT', 'The fee is FCFA 120.000 per week, paid in Douala, Cameroon.')).toEqual(['120000 XAF']);
  });
  it('the Portuguese "francos CFA" is the CFA franc', () => {
    expect(amounts('CONTRATO', 'A deposit of 20 000 francos CFA is paid in Bissau, Guinea-Bissau.')).toEqual(['20000 XOF']);
    expect(distinctCurrencies('CONTRATO', 'Each trip costs 3 500 francos CFA; the office is in Bissau.')).toEqual(['XOF']);
  });
  it('near misses: a "franco" alone, a franc of no zone named', () => {
    expect(amounts('SALE', 'Delivery is franco 2 000 kg at the warehouse in Bissau.')).toEqual([]);
    expect(amounts('SERVICE CONTRACT', 'The fee is FCFA 45.000 per week.')).toEqual([]);
  });
});

describe('"Rs." under a contract writing one rupee\'s code (cause 14, the lead\'s decision)', () => {
  it('takes that code, whatever places it names or leaves unnamed', () => {
    expect(amounts('LEASE', 'The rent is Rs. 2,400/- a month.', 'A late fee of LKR 500 is due.')).toEqual(['2400 LKR', '500 LKR']);
    expect(amounts('LEASE', 'The rent is Rs. 2,400/- a month.', 'A late fee of NPR 500 is due.')).toEqual(['2400 NPR', '500 NPR']);
    expect(contractLocalCurrencies(['Rs. 15,000 is paid at Kandy.', 'Stamp duty PKR 300.']).get('INR')).toBe('PKR');
  });
  it('near misses: no code, India\'s own code, two codes', () => {
    expect(amounts('LEASE', 'The rent is Rs. 2,400/- a month.')).toEqual(['2400 INR']);
    expect(amounts('LEASE', 'The rent is Rs. 2,400/- a month.', 'A late fee of INR 500 is due.')).toEqual(['2400 INR', '500 INR']);
    expect(contractLocalCurrencies(['Rs. 15,000 is paid.', 'LKR 300 or NPR 200.']).get('INR')).toBeUndefined();
  });
});

describe('the rouble\'s "rub." after a figure (cause 15)', () => {
  it('is the rouble, and its stop before a bracket ends no sentence', () => {
    expect(amounts('CONTRACT', 'The Customer pays 250 000 rub. (two hundred and fifty thousand roubles) on signing.')).toEqual(['250000 RUB']);
    const text = 'The Customer pays an advance of 90 000 rub. (the price of two flight hours) within 3 (three) banking days from the signing.';
    expect(paymentTerms('CONTRACT', text)).toEqual(['3 days']);
    expect(amounts('CONTRACT', 'The daily rate is 4 500 руб. for each flight day.')).toEqual(['4500 RUB']);
  });
  it('near miss: "rub" before a figure is the verb', () => {
    expect(amounts('CARE NOTES', 'Rub 2 drops into the leather.')).toEqual([]);
  });
});

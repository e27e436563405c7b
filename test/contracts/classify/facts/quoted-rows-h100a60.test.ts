/**
 * Facts set 60's amounts (issue 18, h100a60): a quotation's or an offer's lead-in with no price word announces its
 * priced rows (cause 10, quoted-as-follows.ts), the rows of a text table under a money lead-in are its items as list
 * items are (money-list-items.ts), and the local names and marks "so'm", "ALL" and "Ar" give whole contract amounts
 * (causes 11–13). Sentences written for this change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotedAsFollows } from '../../../../src/contracts/classify/facts/quoted-as-follows.js';
import { moneyListItems } from '../../../../src/contracts/classify/facts/money-list-items.js';
import { amounts } from '../facts-readers.js';

describe('a quotation\'s lead-in over its priced rows (cause 10)', () => {
  it('gives every row\'s sum', () => {
    expect(amounts(
      'QUOTATION No. 12/2044',
      'Following your call, we are pleased to quote as follows for the garden fence:',
      '1. Taking down the old fence and carting it away — 27.500 lekë',
      '2. Forty metres of wooden panels, supplied and fixed — 96.000 lekë',
      'Total: 123.500 lekë',
    )).toEqual(['27500 ALL', '96000 ALL', '123500 ALL']);
    expect(amounts(
      'OFFER',
      'We hereby offer as follows:',
      '(a) Cleaning of the stairwell, twice a week: EUR 180.00',
      '(b) Cleaning of the windows, once a month: EUR 95.00',
    )).toEqual(['180 EUR', '95 EUR']);
    expect(amounts(
      'QUOTE',
      'Our quotation is as follows:',
      '1. Repainting the hall — £1,250.00',
    )).toEqual(['1250 GBP']);
  });
  it('the lead-in\'s forms', () => {
    expect(quotedAsFollows('We are pleased to quote as follows for the work and the materials:')).toBe(true);
    expect(quotedAsFollows('I hereby quote the following for the translation:')).toBe(true);
    expect(quotedAsFollows('We would be glad to offer as follows:')).toBe(true);
    expect(quotedAsFollows('Our offer reads as follows:')).toBe(true);
  });
  it('near misses: an offer of things, a quote from a text, no colon at the end', () => {
    expect(quotedAsFollows('We offer the following services:')).toBe(false);
    expect(quotedAsFollows('The author writes as follows:')).toBe(false);
    expect(quotedAsFollows('We quote as follows: the work takes a week.')).toBe(false);
    expect(amounts('We offer the following services:', '1. Weekly cleaning of the hall — 3 hours')).toEqual([]);
  });
  it('property: any row sum under the lead-in is an amount', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 100, max: 999 }), (thousands, rest) => {
      const figure = `${thousands}.${rest}`;
      expect(amounts('We are pleased to quote as follows:', `1. Plastering of the walls — ${figure} lekë`)).toEqual([`${thousands * 1000 + rest} ALL`]);
    }), { numRuns: 20 });
  });
  it('a long lead-in on hostile input stays fast', () => {
    const text = 'we '.repeat(3000) + 'quote '.repeat(3000) + 'as follows '.repeat(2000);
    const t0 = performance.now();
    quotedAsFollows(text);
    quotedAsFollows(`${text}:`);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('a text table\'s rows under a money lead-in are its items', () => {
  it('gives each row\'s sums', () => {
    expect(amounts(
      '3. Cost of the catering:',
      'Lunch "Bukhara" | 120 guests | 95 000 so\'m per guest | 11 400 000 so\'m',
      'Tea and sweets | – | – | 1 800 000 so\'m',
    )).toEqual(['95000 UZS', '11400000 UZS', '1800000 UZS']);
  });
  it('the rows are items of the list; a row under no lead-in is none', () => {
    expect([...moneyListItems(['Price of the works:', 'Roof | 1 | 4 000 so\'m', 'Walls | 2 | 6 000 so\'m', 'Other text'], () => true)]).toEqual([1, 2]);
    expect([...moneyListItems(['The rooms:', 'Room A | 12 | 4 000'], () => false)]).toEqual([]);
  });
});

describe('the local names and marks in a contract (causes 11–13)', () => {
  it('"so\'m", "ALL" with one dot group, "Ar"', () => {
    expect(amounts('The Customer pays a corkage fee of 40 000 so\'m for each bottle.')).toEqual(['40000 UZS']);
    expect(amounts('Payment: 30% (ALL 45.900) on signing, the balance of ALL 107.100 on completion.')).toEqual(['45900 ALL', '107100 ALL']);
    expect(amounts('Fee: Ar 38 000 per page, that is Ar 456 000 for the 12 pages.')).toEqual(['38000 MGA', '456000 MGA']);
  });
});

/**
 * The currency lookups asked of every word of a text with figures (issue 18, h91suite): `currencyCode` reads its two
 * lists as sets and answers a word longer than a code at once, and a word no currency name starts with is no name
 * without the words after it being joined. Speed only: the same answers as before. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencySpans } from './helpers.js';
import { CURRENCY_CODES, CURRENCY_NAME_FIRST_WORDS, CURRENCY_NAMES, currencyCode } from '../../../src/nlu/sysent/number/currency-units.js';

describe('currencyCode', () => {
  it('reads a code in any case, one that is a word in capitals only, and an alias as its code', () => {
    expect(['usd', 'Eur', 'GBP', 'TRY', 'try', 'RMB', 'xbt', 'KES', 'kes', 'USDX', 'US', 'ALL'].map(currencyCode)).toEqual([
      'USD', 'EUR', 'GBP', 'TRY', undefined, 'CNY', 'BTC', 'KES', undefined, undefined, undefined, undefined,
    ]);
  });

  it('answers every code as written in capitals, and nothing for a longer word', () => {
    for (const code of CURRENCY_CODES) expect(currencyCode(code)).toBe(code === 'RMB' ? 'CNY' : code === 'XBT' ? 'BTC' : code);
    fc.assert(fc.property(fc.string({ minLength: 4, maxLength: 12 }), (word) => currencyCode(word) === undefined), { numRuns: 300, seed: 91 });
  });

  it('a code it reads is the word upper-cased (or that code\'s alias)', () => {
    const word = fc.oneof(fc.constantFrom(...CURRENCY_CODES).chain((c) => fc.mixedCase(fc.constant(c))), fc.string({ maxLength: 3 }));
    fc.assert(fc.property(word, (w) => {
      const code = currencyCode(w);
      return code === undefined || code === w.toUpperCase() || (code === 'CNY' && w.toUpperCase() === 'RMB') || (code === 'BTC' && w.toUpperCase() === 'XBT');
    }), { numRuns: 500, seed: 91 });
  });
});

describe('currency names after a figure', () => {
  it('every name starts with a word of CURRENCY_NAME_FIRST_WORDS', () => {
    for (const name of CURRENCY_NAMES.keys()) expect(CURRENCY_NAME_FIRST_WORDS.has(name.split(' ')[0])).toBe(true);
  });

  it('names of one, two and three words are still read; a figure before other words is no money', () => {
    expect(currencySpans('The deposit is 250 dollars, the fee 40 hong kong dollars and the rest 12 us dollars.', false)).toEqual([
      '250 dollars=250 USD', '40 hong kong dollars=40 HKD', '12 us dollars=12 USD',
    ]);
    expect(currencySpans('Deliver 30 crates and 12 pallets within 5 days.', false)).toEqual([]);
  });
});

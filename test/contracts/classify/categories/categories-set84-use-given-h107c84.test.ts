/**
 * Set 84's categories (issue 18, h107c84): a place given for a party's use or handed over with an inventory (C200).
 * Sentences written for these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { USE_GIVEN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-use-given.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

const cued = (text: string): boolean => USE_GIVEN_STRONG_CUES.some(([re]) => re.test(text));

describe('C200: a place given for use or handed over with an inventory → Asset Use', () => {
  it.each([
    'The Parish gives the Keeper the use of the cottage and its garden while the contract lasts.',
    'The Port grants to the Carrier the exclusive use of the two berths at the north quay.',
    'The Town hands over the market hall and its stalls to the Tenant on 1 May with an inventory of the fittings.',
  ])('%s', (text) => expect(cued(text)).toBe(true));
  it.each([
    'The Licensor grants the Licensee the use of the Software on one computer.',
    'The Owner grants the Agent the use of its trade marks in the Territory.',
    'The Seller hands over the goods to the Carrier at the port.',
    'The Owner gives the Tenant notice of the works.',
  ])('near miss: %s', (text) => expect(cued(text)).toBe(false));
});

describe('the new pattern reads hostile text in linear time (h107c84, use given)', () => {
  it('each one', () => {
    for (const unit of ['gives the x the use of the ', 'hands over the a to the b ', 'x ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [USE_GIVEN_STRONG_CUES.some(([re]) => re.test(text))];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(1);
    }
  });
});

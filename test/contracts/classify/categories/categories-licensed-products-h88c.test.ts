/**
 * Goods made under a licence, named in small letters ("licensed products"), are no Intellectual Property cue of their own
 * (withoutLicensedNames, category-cues-performance.ts, issue 18, h88c); a licensed design still is. Sentences written
 * for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { withoutLicensedNames } from '../../../../src/contracts/classify/categories/cues/category-cues-performance.js';
import { expectCategories } from '../helpers.js';

const LICENCE = { preamble: 'This licence is made between Tejidos Unidos ("the Licensor") and Casa Maya S.A. ("the Maker").' };

describe('categories: licensed products in small letters (h88c)', () => {
  it('takes out the goods, keeps a licensed design or mark', () => {
    expect(withoutLicensedNames('records of the sales of licensed products').includes('licensed')).toBe(false);
    expect(withoutLicensedNames('any level of sales of the licensed goods').includes('licensed')).toBe(false);
    expect(withoutLicensedNames('shall not use the licensed designs on clothing')).toBe('shall not use the licensed designs on clothing');
  });

  it('records and sales of licensed products are no Intellectual Property; the use of a licensed design is', () => {
    expectCategories([
      ['The Maker shall keep records of the sales of licensed products for five years.', ['Audits']],
      ['The Licensor does not guarantee any level of sales of the licensed goods.', ['Warranties']],
      ['The Maker shall not use the licensed designs on clothing.', ['Intellectual Property']],
    ], LICENCE);
  });
});

/**
 * A product's expiry date is its shelf life, no end of the contract (category-cues-ends.ts' END_VETOES, issue 18,
 * h66c53). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: a product\'s expiry date (no Term & Termination)', () => {
  it('goods fit until their expiry date, a product used after it, a product reaching it', () => {
    const got = categoriesOf(
      'The Supplier warrants that the Goods will remain fit for use until their expiry date.',
      'The Customer shall not use any product after its expiration date.',
      'The Distributor shall replace at no charge any Product that reaches its expiration date in its warehouse.',
    );
    expect(got).toEqual([['Warranties'], [], []]);
  });
});

describe('categories: the contract\'s own expiry (Term & Termination kept)', () => {
  it('the agreement until its expiration date, the Expiry Date before the goods, a supply terminated', () => {
    const got = categoriesOf(
      'This Agreement shall continue until its expiration date.',
      'On the Expiry Date the Lessee shall return the Goods to the Lessor.',
      'The Supplier may terminate the supply of any Product that passes its expiry date.',
    );
    expect(got.map((c) => c.includes('Term & Termination'))).toEqual([true, true, true]);
  });
});

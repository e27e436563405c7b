/**
 * Payments suspended as insolvency (category-cues-sums-owed.ts, issue 18, h56cat): a party that suspends its payments
 * or is granted a suspension of payments is insolvent (C7: Term & Termination), no term of payment. A party that may
 * suspend payment against the other's default keeps its Payment Terms & Billing. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: payments suspended as insolvency (Term & Termination, no Payment Terms & Billing)', () => {
  it('suspends its payments, is granted a suspension of payments', () => {
    const got = categoriesOf(
      'The Licensor may end this licence at once if the Licensee suspends its payments or is wound up.',
      'Either party may terminate this contract if the other is granted a suspension of payments by the court.',
    );
    expect(got.map((c) => c.includes('Payment Terms & Billing'))).toEqual([false, false]);
    expect(got.map((c) => c.includes('Term & Termination'))).toEqual([true, true]);
  });
});

describe('categories: payment withheld for a default (still Payment Terms & Billing)', () => {
  it('may suspend payments until a defect is remedied; payments of an invoice suspended', () => {
    const got = categoriesOf(
      'The Buyer may suspend payments until the Seller has remedied the defect.',
      'The Client suspended payments of the disputed invoice until the dispute was resolved.',
    );
    expect(got.map((c) => c.includes('Payment Terms & Billing'))).toEqual([true, true]);
  });
});

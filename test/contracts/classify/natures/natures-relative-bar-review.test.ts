/**
 * A "cannot" in a relative clause on a noun bars no one only beside the sentence's own duty (issue 18, hrev58; the rule
 * is h67n54's, nature-relatives.ts UNABLE_RELATIVE_BEFORE): with no duty before it, the relative clause holds the
 * sentence's one bar.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const SUPPLY = 'This Agreement is made between Lumen Optics Ltd (the "Supplier") and Tagus Trading Ltd (the "Buyer").';

describe('a relative clause\'s "cannot" with no duty before it still bars its party', () => {
  it('"There are obligations that the Buyer cannot delegate", "a licence that the Buyer cannot transfer"', () => {
    expect(typesOf(SUPPLY, 'There are certain obligations that the Buyer cannot delegate to any third party.', 'The Supplier grants a licence that the Buyer cannot transfer.').slice(1))
      .toEqual([['Exclusion/Buyer'], ['Exclusion/Buyer']]);
  });
  it('near misses: after the sentence\'s own duty the relative clause only says which goods', () => {
    expect(typesOf(SUPPLY, 'The Buyer shall pay for the spare parts which the Supplier cannot resell.', 'On termination the Buyer will buy the labels printed for it that the Supplier cannot use for another customer.').slice(1))
      .toEqual([['Obligation/Buyer'], ['Obligation/Buyer']]);
  });
});

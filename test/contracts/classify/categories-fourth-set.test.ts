/** Categories the fourth blind set showed (issue 18, h18y); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from './helpers.js';

describe('categories: prices in other currencies and of other kinds', () => {
  it('an amount written with an ISO code or a prefixed sign is a price as "$" is', () => {
    expect(categoriesOf('The hosting fee is NZD 9,600 for each year of the term.', 'The monthly charge shall be HK$2,400 for each rack.', 'The rent is due 5 days after each quarter day.'))
      .toEqual([['Pricing & Taxes'], ['Pricing & Taxes'], []]);
  });

  it('HST is a tax, as GST and VAT are; a commission of a share is a price, as a royalty of one is', () => {
    expect(categoriesOf('All amounts are exclusive of HST.', 'The Agent earns a commission of 4% on every accepted order.'))
      .toEqual([['Pricing & Taxes'], ['Pricing & Taxes']]);
  });
});

/**
 * Set 54's categories (issue 18, h67n54), each with sentences written for the test (not the set's): frost, drought or
 * hail as the events a sentence excuses (Force Majeure), and "tell the other" as a notice (C8's Communication).
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const CAPITALS = 'This contract is made between ALFA GRÃOS LTDA, hereinafter called the BUYER, and FAZENDA BOA SORTE LTDA, hereinafter called the SELLER.';
const SUPPLY = 'This Agreement is made between Ardent Labels Ltd (the "Supplier") and Brookfield Foods Ltd (the "Buyer").';

describe('frost, drought or hail that a sentence excuses is force majeure', () => {
  it('a loss to them "is no breach", "does not constitute a breach"; drought "reduces" the crop', () => {
    expect(categoriesOf(CAPITALS, 'A vintage lost in part to frost or drought is no breach by either party.', 'If drought reduces the crop by half, the SELLER may deliver less soybeans.').slice(1))
      .toEqual([['Force Majeure'], ['Force Majeure']]);
  });
  it('under a section on the term too', () => {
    expect(categoriesOf(CAPITALS, { text: 'CLAUSE SIX – TERM AND TERMINATION', kind: 'title' }, 'Paragraph Three. A crop lost to hail does not constitute a breach by either party.').slice(2)[0])
      .toContain('Force Majeure');
  });
  it('not frost forecast or kept out, not a rent not reduced, not insured against', () => {
    expect(categoriesOf(CAPITALS, 'The SELLER must spray the vines when frost is forecast.', 'The store is kept frost-free.', 'The SELLER shall insure the crop against hail, and no hail loss is a breach.').slice(1).map((c) => c.includes('Force Majeure')))
      .toEqual([false, false, false]);
  });
});

describe('"tell the other" is a notice (C8)', () => {
  it('"Each party will tell the other at once if …", "tell each other"', () => {
    expect(categoriesOf(SUPPLY, 'Each party will tell the other at once if it learns of a defect in a batch.', 'The parties will tell each other about any change of address.').slice(1))
      .toEqual([['Communication'], ['Communication']]);
  });
  it('not "tell the other batches apart"', () => {
    expect(categoriesOf(SUPPLY, 'The Supplier cannot tell the other batches apart.').slice(1)).toEqual([[]]);
  });
});

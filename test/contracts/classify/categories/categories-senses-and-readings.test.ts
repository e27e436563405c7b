/**
 * Readings of categories.ts a round settled: words in another sense, the contract named by its kind, C31 (rounds 3, 9
 * of the category cues; regrouped by h28cues, issue 18: same sentences, same assertions). Sentences written for these
 * tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, definitionCategories, termCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { cued } from './set-cue-helpers.js';


// Round 3 (h24rec).
describe('false readings removed', () => {
  it('a tax document and a tax ID are no tax; a defects liability period is a warranty\'s, no liability', () => {
    expect(cued('The fee is invoiced monthly on a tax document issued by the Lessor.', 'Pricing & Taxes')).toBe(false);
    expect(cued('The Seller, Tax ID No. 12.345.678-9, of Lima.', 'Pricing & Taxes')).toBe(false);
    expect(cued('Prices exclude tax.', 'Pricing & Taxes')).toBe(true);
    expect(termCategories('Defects Liability Period')).toEqual(['Warranties']);
    expect(termCategories('Liability Cap')).toEqual(['Liability']);
  });
});

// Round 9 (h27cat9).
describe('a sub-licence named as the contract is no intellectual property', () => {
  it('reads it as the contract\'s name', () => {
    for (const text of [
      'The Mooring Holder may end this sub-licence by written notice if the fee is unpaid.',
      'If the head lease ends, this sub-licence ends at the same time.',
      'The Occupier must not assign this sub-licence to anyone else.',
    ]) expect(categoriesOf(text, undefined, false)).not.toContain('Intellectual Property');
  });
  it('a sub-licence of a right still is one', () => {
    expect(categoriesOf('The Publisher may grant a sub-licence of the translation rights to a foreign publisher.', undefined, false)).toContain('Intellectual Property');
  });
});

describe('C31: three readings the sets label both ways (docs/contracts.md)', () => {
  it('an amendment required in writing (and signed) is Amendments alone', () => {
    expect(categoriesOf('Any variation of this lease must be in writing and signed by both of us.', undefined, false)).toEqual(['Amendments']);
    expect(categoriesOf('Changes to these terms must be made in writing to be valid.', undefined, false)).toEqual(['Amendments']);
  });
  it('a defined Territory takes no category', () => {
    expect(definitionCategories('Territory', '"Territory" means Spain and Portugal.')).toEqual([]);
  });
  it('a fee with its tax at a rate is Pricing & Taxes alone', () => {
    expect(categoriesOf('The Club shall pay the Coach a fee of £200 for each session, plus VAT at 20%.', undefined, false)).toEqual(['Pricing & Taxes']);
  });
});

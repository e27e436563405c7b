/**
 * A sale by deed (category-cues-title-covenants.ts, issue 18, h90ip): the vendor's covenants for title in the "That …"
 * form are Warranties, "not answerable for" is Liability (and for a defect in the thing sold, Warranties beside it), and
 * the buyer's inspection before the sale is no audit. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { SOLD_AS_SEEN_VETOES, TITLE_COVENANT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-title-covenants.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { expectCategories } from '../helpers.js';

const DEED = { preamble: 'THIS BILL OF SALE is made BETWEEN HENRY GIBBS of Hopkins Village (hereinafter called "the Vendor") and CARL BEST of Dangriga (hereinafter called "the Purchaser").' };

describe('a vendor\'s covenants for title and what it is not answerable for (h90ip)', () => {
  const warranted = cuedBy(TITLE_COVENANT_STRONG_CUES, 'Warranties');
  const liable = cuedBy(TITLE_COVENANT_STRONG_CUES, 'Liability');

  it('a right or power to sell, the thing free of charges, in the covenant\'s "That …" form or with "hath"', () => {
    expectEach(warranted, [
      '1. That the Vendor hath good right to sell the said cart and harness.',
      '(a) That the Seller has full power to assign the said cattle in manner aforesaid.',
      '2. That the said cart is free from all mortgages, liens and encumbrances whatsoever.',
      'The Vendor hath power to convey the said land.',
      'PROVIDED ALSO that the Vendor shall not be answerable for any defect in the said cart.',
    ], true);
  });

  it('not a lessee keeping a thing free of liens, a sale free of charges, a right to assign this agreement', () => {
    expectEach(warranted, [
      'The Hirer must keep the trailer free of all liens and encumbrances.',
      'The Seller shall sell the Shares free from all Encumbrances.',
      'The Licensee has the right to assign this agreement to an affiliate.',
      'The Supplier is not liable for defects caused by materials the Buyer supplied.',
    ], false);
  });

  it('"not answerable for" is the deed\'s "not liable for"', () => {
    expectEach(liable, ['The Vendor shall not be answerable for any loss caused by the Purchaser.', 'The Trustees are not answerable to the Owner for the acts of the agent.'], true);
    expectEach(liable, ['The Vendor shall be answerable for the wages of the crew.'], false);
  });

  it('gives the covenants their Warranties, and the proviso Liability and Warranties, no Audits from the inspection', () => {
    expectCategories([
      ['1. That the Vendor hath good right to sell the said cart and harness.', ['Warranties'], { ...DEED, kind: 'listItem' }],
      ['2. That the said cart is free from all mortgages, liens and encumbrances whatsoever.', ['Warranties'], { ...DEED, kind: 'listItem' }],
      ['PROVIDED ALSO that the Vendor shall not be answerable for any defect in the said cart which the Purchaser has had the opportunity to inspect.', ['Liability', 'Warranties'], DEED],
    ]);
  });
});

describe('the buyer\'s inspection before the sale is no audit (h90ip)', () => {
  const vetoed = cuedBy(SOLD_AS_SEEN_VETOES, 'Audits');

  it('the opportunity to inspect, a thing inspected; not an inspection or records named', () => {
    expectEach(vetoed, [
      'The Buyer has had every opportunity to inspect the horse before signing.',
      'The Buyer acknowledges that it has inspected the barn and buys it as it stands.',
    ], true);
    expectEach(vetoed, [
      'The Buyer has inspected the records and waives any further inspection.',
      'The Owner may inspect the barn at any reasonable time.',
    ], false);
  });

  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-title-covenants.ts', 'That the Vendor hath good right '],
    ['categories/cues/category-cues-title-covenants.ts', '1. That the same are free from all liens, '],
    ['categories/cues/category-cues-title-covenants.ts', 'has had the opportunity to has '],
    ['categories/cues/category-cues-title-covenants.ts', 'not answerable for any defect in '],
  ]);
});

/**
 * Risk passed to an insurer, written "risk to … shall pass to" (issue 18, h57left; `category-cues-delivery.ts`'
 * PASSED_TO_INSURER, read by its risk-passing cue and by categories.ts' "risk to the goods"): cover, no goods handed
 * over, so no Delivery. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE, 'sorted');

describe('risk passed to an insurer is no Delivery (h57left)', () => {
  it.each([
    'Any risk to the Vessel shall pass to the Owner\'s insurers.',
    'The risk to the Goods shall pass to the insurance company on signature of the policy.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).not.toContain('Delivery');
    expect(categoriesOf(text)).toContain('Insurance');
  });
  it.each([
    // Risk passing to a party or its carrier is the goods' transfer (C74).
    'Risk to the Goods shall pass to the Buyer\'s carrier on loading.',
    'Risk to the Goods shall pass to the Buyer on delivery.',
  ])('near miss: %s', (text) => {
    expect(categoriesOf(text)).toEqual(['Delivery']);
  });
});

describe('title to the goods passing to an insurer stays Delivery: owned, not covered (hrev44)', () => {
  it.each([
    'Title to the goods shall pass to the Insurer on payment of the price.',
    'Title in the goods passes to the insurer once the salvage price is paid.',
  ])('%s', (text) => expect(categoriesOf(text)).toContain('Delivery'));
  it('near miss: the risk to the goods passed to the insurer is still cover, no Delivery', () => {
    expect(categoriesOf('Risk to the goods shall pass to the insurer under the policy.')).toEqual(['Insurance']);
  });
});

describe('title or ownership of any thing passing to an insurer is Delivery, the delivery cue too (h59left)', () => {
  // One rule for both cues (PASSED_TO_INSURER): only a risk passed to an insurer is cover.
  it.each([
    'Title to the Vessel shall pass to the insurer.',
    'Ownership of the salvaged cargo passes to the Underwriters on settlement of the claim.',
    'Title and risk in the wreck shall pass to the Insurer on payment.',
  ])('%s', (text) => expect(categoriesOf(text)).toContain('Delivery'));
  it.each([
    'Risk in the Vessel shall pass to the insurer.',
    'The risk of loss to the Customer passes to the insurer under the policy.',
  ])('near miss: %s', (text) => expect(categoriesOf(text)).toEqual(['Insurance']));
});

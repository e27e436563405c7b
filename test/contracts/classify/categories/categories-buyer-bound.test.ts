/**
 * C76 (docs/contract-labels.md; issue 18, h61conv): a party sells its business, property or asset and the
 * buyer must assume, take over, honour or be bound by the contract: Business Continuity alone (the guide's Business
 * Continuity row, "the effects of selling all or part of a business"; its own example). Assignments only where the
 * contract itself is assigned, transferred or novated by name. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { clauseCategories } from '../helpers.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Owner") and Birch Ltd ("Operator").';
const categoriesOf = categoriesAfter(PREAMBLE);
const underHeading = (heading: string, text: string): string[] => clauseCategories(text, { preamble: PREAMBLE, title: heading });

describe('C76: a buyer taking the contract over on a sale is Business Continuity alone (h61conv)', () => {
  it.each([
    'If the Owner sells the quarry, it shall require the purchaser to assume this Agreement.',
    'If the Owner sells its bakery business, the buyer must take over this Agreement on the same terms.',
    'The Owner may sell the Marina only to a buyer that assumes this Agreement in writing.',
    'If the Owner sells the hostel, it must make the buyer enter into a deed with the Operator agreeing to be bound by this agreement.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Business Continuity']);
  });
  it.each([
    'The Owner may assign this Agreement to a purchaser of its ferry business.',
    'If the Owner sells the quarry, it may transfer this licence to the buyer, who will be bound by it.',
  ])('near miss, the contract itself assigned or transferred: %s', (text) => {
    expect(categoriesOf(text)).toEqual(expect.arrayContaining(['Assignments', 'Business Continuity']));
  });
  it.each([
    'The Purchaser is bound by this Agreement until Completion.',
    'The Owner shall sell the gravel to the buyer that pays the highest price.',
  ])('near miss, no sale of a business or place: %s', (text) => {
    expect(categoriesOf(text)).not.toContain('Business Continuity');
  });
  it.each([
    'If the Owner sells the quarry, it shall require the purchaser to assume this Agreement.',
    'If the Owner sells its bakery business, the buyer must take over this Agreement on the same terms.',
  ])('under an "Assignment" heading too: %s', (text) => {
    expect(underHeading('12. ASSIGNMENT', text)).toEqual(['Business Continuity']);
  });
  it.each([
    'The Operator may not assign this Agreement without the Owner\'s consent.',
    'If the Owner sells the quarry, it may transfer this licence to the buyer, who will be bound by it.',
  ])('near miss under the heading, the contract itself assigned or transferred: %s', (text) => {
    expect(underHeading('12. ASSIGNMENT', text)).toContain('Assignments');
  });
});

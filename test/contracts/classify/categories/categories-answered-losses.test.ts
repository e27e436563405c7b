/**
 * C73's leftovers (issue 18, h57left; `category-cues-not-responsible.ts`, `category-sense.ts`): a party "responsible
 * for" an injury answers for it (Liability) even where the learned model does not weigh the word, and a duty laid after
 * the loss ("… and shall supervise its guests") keeps its Responsibilities. Sentences written for these tests, not taken
 * from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { NOT_RESPONSIBLE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { cuedBy } from '../cue-tables.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE, 'sorted');
const vetoed = cuedBy(NOT_RESPONSIBLE_VETOES);

describe('C73: an injury answered for is Liability (h57left)', () => {
  it.each([
    'The Operator is responsible for injuries to its employees.',
    'The Carrier is responsible for any injury to passengers during the journey.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Liability']);
  });
  it('near miss: a task the loss word names keeps its Responsibilities (and, since h59left, no Liability)', () => {
    expect(categoriesOf('The Supplier is responsible for injury prevention training of its staff.')).toEqual(['Responsibilities']);
  });
});

describe('C73: a duty laid after the loss keeps Responsibilities (h57left)', () => {
  it.each([
    'The Hirer is responsible for any damage to the hall and shall supervise its guests at all times.',
    'The Contractor is responsible for any injury on the site and shall keep the site in good order.',
  ])('%s', (text) => {
    expect(vetoed(text)).toBe(false);
    expect(categoriesOf(text)).toEqual(['Liability', 'Responsibilities']);
  });
  it.each([
    // A loss answered for alone, or with a payment or an indemnity laid after it: still no Responsibilities.
    ['The Exhibitor is responsible for any damage to the stand caused by its visitors.', ['Liability']],
    ['The Customer is responsible for loss of data and shall indemnify the Supplier.', ['Indemnification', 'Liability']],
  ])('near miss: %s', (text, expected) => {
    expect(vetoed(text)).toBe(true);
    expect(categoriesOf(text)).toEqual(expected);
  });
});

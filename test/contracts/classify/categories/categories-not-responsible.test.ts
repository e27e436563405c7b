/**
 * C72 and C73 (docs/contract-labels.md; issue 18, h56conv): a party "not
 * responsible for" something has no duty there, so no Responsibilities (C62's duty denied); a party responsible for a
 * loss, damage or injury answers for it (Liability), no ancillary duty. A sentence that also lays a duty ("…, but the
 * Customer is responsible for …", "You, not we, are responsible for …") keeps it. Sentences written for these tests,
 * not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { NOT_RESPONSIBLE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { cuedBy } from '../cue-tables.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);
const vetoed = cuedBy(NOT_RESPONSIBLE_VETOES);

describe('C72: a duty denied is no Responsibilities (h56conv)', () => {
  it.each([
    'The Contractor is not responsible for the cleaning of the car park.',
    'The Agency shall not be responsible for the supervision of the Client\'s volunteers.',
  ])('%s', (text) => {
    expect(vetoed(text)).toBe(true);
    expect(categoriesOf(text)).toEqual([]);
  });
  it('a loss disclaimed is Liability', () => {
    expect(categoriesOf('The Supplier is not responsible for any loss caused by the Customer\'s staff.')).toEqual(['Liability']);
  });
});

describe('C73: a loss answered for is Liability, no Responsibilities (h56conv)', () => {
  it.each([
    'The Supplier is responsible for any damage its staff cause to the Customer\'s premises.',
    'The Tenant is responsible for loss of or damage to its own stock.',
  ])('%s', (text) => {
    expect(vetoed(text)).toBe(true);
    expect(categoriesOf(text)).toEqual(['Liability']);
  });
});

describe('C72: a duty laid beside or instead keeps its Responsibilities', () => {
  it.each([
    'You, not we, are responsible for training your staff.',
    'The Supplier is responsible for supervising its staff and is not responsible for the Customer\'s staff.',
    'The Supplier is responsible for supervising its staff.',
    'The Exhibitor is responsible for any damage to the stand and for cleaning it after the show.',
  ])('%s', (text) => {
    expect(vetoed(text)).toBe(false);
  });
  it('a duty kept', () => {
    expect(categoriesOf('You, not we, are responsible for training your staff.')).toEqual(['Responsibilities']);
    expect(categoriesOf('The Supplier is responsible for supervising its staff and is not responsible for the Customer\'s staff.')).toEqual(['Responsibilities']);
  });
});

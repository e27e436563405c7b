/**
 * A task the loss word names (issue 18, h59left; `category-cues-not-responsible.ts` LOSS_WORD_NAMES_A_TASK, read by
 * C73's veto and cue, by `category-sense.ts` and by categories.ts' "responsible for … damage" Liability cue): "responsible
 * for damage control", "for loss prevention" is work to do (C62's Responsibilities), no loss answered for (C73's
 * Liability). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE, 'sorted');

describe('a task the loss word names is Responsibilities, no Liability (h59left)', () => {
  it.each([
    'The Contractor is responsible for damage control on the site.',
    'The Warehouse Operator shall be responsible for loss prevention at the warehouse.',
    'The Warden is responsible for injury reporting on the estate.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Responsibilities']);
  });
});

describe('near misses: a loss answered for keeps its Liability (h59left)', () => {
  it.each([
    ['The Contractor is responsible for any damage to the site.', ['Liability']],
    ['The Contractor is responsible for damage control and for any damage to the adjoining land.', ['Liability', 'Responsibilities']],
    ['The Site Manager is responsible for loss prevention and shall be liable for any loss caused by its negligence.', ['Liability']],
  ])('%s', (text, expected) => {
    expect(categoriesOf(text)).toEqual(expected);
  });
});

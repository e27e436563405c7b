/**
 * Term & Termination said without its word: the cues of category-cues-ends.ts, from the tests of the rounds that wrote
 * them (rounds 5, 7; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads the
 * file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for these
 * tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../../../src/contracts/classify/categories/categories.js';
import { END_CUES, END_VETOES } from '../../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { cuedBy } from '../../cue-tables.js';

const cued = (text: string, category: string) => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);
const round = (category: string) => cuedBy(END_CUES, category);
const vetoed = (category: string) => cuedBy(END_VETOES, category);

// Round 5 (h25cat5).
describe('Term & Termination: a cancellation with its refund', () => {
  it('a cancellation with its refund', () => {
    expect(cued('If the Client cancels the booking within a week of the date, we will refund half of the deposit.', 'Term & Termination')).toBe(true);
    expect(round('Term & Termination')('If the Client cancels, the Studio will offer another date.')).toBe(false);
    expect(round('Term & Termination')('If the Theatre cancels a performance, it will refund the ticket price.')).toBe(false);
  });
});

// Round 7 (h26cat7).
describe('a company\'s administrator who signs for it is no insolvency', () => {
  it('vetoes the termination cue in a party line, not where the contract ends', () => {
    const veto = vetoed('Term & Termination');
    expect([
      'ALFA SHIPPING S.A., represented by its administrator, Mr Nikos Pappas,',
      'The Company may terminate this Agreement if an administrator is appointed.',
    ].map(veto)).toEqual([true, false]);
    expect(cued('BETA FOODS S.A., lawfully represented by its administrator, Ms Maria Kosta (the "Supplier"),', 'Term & Termination')).toBe(false);
  });
});

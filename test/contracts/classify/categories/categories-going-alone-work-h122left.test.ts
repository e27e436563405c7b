/**
 * C317 (issue 18, h122left; h121revA #5): "work" is going alone only at a place of danger (DANGEROUS_WORK_PLACE: a slope,
 * a roof, a height, a pit, a tank, a cold store, a press …), not an office's work ("work on client files without a
 * supervisor"). Sentences written for these tests, none from a set (sets 1–95 hold one "work … alone", set 15's "work on a
 * steep slope", still read).
 */
import { describe, expect, it } from 'vitest';
import { UNACCOMPANIED_GOING } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const FIRM = 'This agreement is made between Alder Accountants Ltd (the "Firm") and Jo Smith (the "Trainee").';

describe('C317: work alone only at a place of danger (h121revA #5)', () => {
  it.each([
    ['The Trainee may not work on client files without a supervisor.', ['Responsibilities']],
    ['The Trainee does not work in the office without a supervisor.', ['Responsibilities']],
  ])('office work is no Safety and Security: %s', (text, want) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(false);
    expect(categoriesOf(FIRM, text)).toEqual(want);
  });
  it.each([
    'Trainees never work at the reception desk alone.',
    'No one may work on the accounts alone.',
    'Juniors may not work in the archive without a supervisor.',
  ])('near miss, not this cue: %s', (text) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(false);
  });
  it.each([
    'No one may work on a steep slope alone.',
    'Staff do not work in the pit without a supervisor.',
    'Staff may not work at height without a supervisor.',
    'Nobody works in the cold store alone.',
    'Fitters work at the press only with an instructor.',
    'No one may work inside the tank alone.',
  ])('still read: %s', (text) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(true);
  });
  it('is Safety and Security in a contract', () => {
    expect(categoriesOf(FIRM, 'Staff do not work in the pit without a supervisor.')).toContain('Safety and Security');
  });
  it.each(['work on the the steep steep ', 'not works at at height height without a '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([[[UNACCOMPANIED_GOING, 'Safety and Security']]], unit);
  });
});

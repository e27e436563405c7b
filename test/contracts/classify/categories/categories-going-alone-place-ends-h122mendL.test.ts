/**
 * C317, issue 18, h122mendL (review82 #8): "work" at a place of danger only where the place noun ends its phrase, not
 * where it is the modifier of another noun ("the press release", "the ice cream stall", "machine learning projects").
 * Sentences written for these tests; sets 1–96's 8 "work <prep> … <place>" all end so and are read as before.
 */
import { describe, expect, it } from 'vitest';
import { UNACCOMPANIED_GOING } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const FIRM = 'This agreement is made between Alder Accountants Ltd (the "Firm") and Jo Smith (the "Intern").';

describe('C317: the place of danger ends its phrase (review82 #8)', () => {
  it.each([
    ['The Intern does not work on the press release without a supervisor.', ['Responsibilities']],
    ['Children do not work on the ice cream stall alone.', []],
    ['The Intern does not work on machine learning projects alone.', []],
  ])('a modifier, no Safety and Security: %s', (text, want) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(false);
    expect(categoriesOf(FIRM, text)).toEqual(want);
  });
  it.each([
    'No one may work on a steep slope alone.',
    'Fitters work at the press only with an instructor.',
    'Staff do not work in the pit without a supervisor.',
    'Nobody works on deck at night alone.',
    'No one may work on a turbine when the wind is strong without a supervisor.',
    'Juniors never work at height alone.',
  ])('still read: %s', (text) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(true);
    expect(categoriesOf(FIRM, text)).toContain('Safety and Security');
  });
  it.each(['not work on the press press press alone ', 'work on the ice ice cream without a '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([[[UNACCOMPANIED_GOING, 'Safety and Security']]], unit);
  });
});

/**
 * C317 mended (issue 18, h121mendC; h121rr's second opinion, finding #14): UNACCOMPANIED_GOING no longer reads "enter
 * into" a deal, a company word before a possessive or before consent / approval / permission / leave (a permission rule),
 * nor "work" with no place after it (a way of working). Sentences written for these tests, none taken from a set.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RULE_STRONG_CUES, UNACCOMPANIED_GOING } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const COOP = 'These rules bind the Hillside Growers Cooperative (the "Cooperative") and each of its members (each a "Member").';

describe('C317 mend: not a deal entered into, a permission, nor a way of working (h121mendC)', () => {
  it.each([
    ['The President does not enter into loans alone on behalf of the Cooperative.', []],
    ['A Member may not enter into a contract with a buyer alone.', []],
    ["A Member may not leave the packing shed without a supervisor's consent.", ['Responsibilities']],
    ['The manager works without a supervisor and reports to the Board.', ['Responsibilities']],
  ])('the reviewer\'s probe is no Safety and Security: %s', (text, want) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(false);
    expect(categoriesOf(COOP, text)).toEqual(want);
  });
  it.each([
    'The Treasurer never enters into a lease alone.',
    'No Member may enter  into a supply deal alone.',
    "Members may not leave the orchard without the instructor's leave.",
    'A Member may not leave the shed without a supervisor’s say.',
    'Pickers may not leave the packhouse without the supervisor approval.',
    'Staff may not go home early without a supervisor permission.',
    'Juniors may not leave the range without their parents consent.',
    'The foreman works without a supervisor.',
    'Nobody works alone for the Cooperative.',
    'The clerk never works late alone.',
  ])('near miss, not this cue: %s', (text) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(false);
  });
  it.each([
    'No one may work on the roof alone.',
    'Nobody works in the cold store alone.',
    'Fitters work at the press only with an instructor.',
    'Members never enter the vat room alone.',
    'You may not leave the trail without a guide.',
    'Children under 8 do not go on the ice without an adult.',
    'Guests may enter the cave only with an instructor.',
  ])('still read as Safety and Security: %s', (text) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(true);
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(true);
  });
  it.each([
    ['Children under 8 do not go on the ice without an adult.', ['Safety and Security']],
    ['No one may work on the roof alone.', ['Safety and Security']],
  ])('is Safety and Security: %s', (text, want) => {
    expect(categoriesOf(COOP, text)).toEqual(want);
  });
  it.each(['enter enter into ', 'not enters enters into into ', "go without a supervisor's supervisor's ", 'leave without the adult adult consent ', 'works works on on ', 'not work work in in alone '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([[[UNACCOMPANIED_GOING, 'Safety and Security']]], unit);
  });
});

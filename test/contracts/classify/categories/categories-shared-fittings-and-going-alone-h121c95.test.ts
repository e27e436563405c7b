/**
 * C316 and C317 (issue 18, h121c95): a club's or a cooperative's shared building and fittings a member may use (C294's
 * leave, its things widened by SHARED_FITTINGS: a clubhouse, tanks, a cooker, a stove, an oven, a fridge, a freezer) are
 * Asset Use; going somewhere alone, or without / only with an adult, a parent or a watcher, is Safety and Security
 * (C100's rule with the place between, UNACCOMPANIED_GOING). Sentences written for these tests, none taken from a set.
 */
import { describe, expect, it } from 'vitest';
import { ASSET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { ACTIVITY_RULE_STRONG_CUES, UNACCOMPANIED_GOING } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const CLUB = 'These rules bind the Ranfurly Bowling Club ("we", "us" or the "Club") and each of its members ("you").';

describe('C316: the clubhouse, the tanks or a cooker used by leave are Asset Use (h121c95)', () => {
  it.each([
    'You may use the clubhouse on match days.',
    'Juniors may use the clubhouse until 8 pm.',
    'Growers can use the Club\'s cooling tanks during the harvest.',
    'Campers may use the Trust\'s gas cooker and the water tank at the hut.',
    'Guests may also use the kitchen stove and the fridge.',
    'Members are entitled to use our freezers for bait.',
  ])('a cue reads it: %s', (text) => {
    expect(anyOf(ASSET_CUES, 'Asset Use', text)).toBe(true);
  });
  it.each([
    ['You may use the clubhouse on match days.', ['Asset Use']],
    ['Juniors may use the clubhouse until 8 pm.', ['Asset Use']],
  ])('is Asset Use: %s', (text, want) => {
    expect(categoriesOf(CLUB, text)).toEqual(want);
  });
  it.each([
    'You may use its own tanks for the trial.',
    'The Grower may use his own cooker at the stall.',
    'You may use the data from the tanks for the report.',
    'The clubhouse is open from 9 am to 10 pm.',
    'You must keep the fridge clean.',
    'We may use the tank readings in our annual report.',
  ])('near miss, no Asset Use cue of C316: %s', (text) => {
    expect(anyOf(ASSET_CUES, 'Asset Use', text)).toBe(false);
  });
  it.each(['may use the the the ', 'may use our gas gas gas ', 'can use Club\'s clubhouse clubhouse ', 'use the tank tank '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([ASSET_CUES], unit);
  });
});

describe('C317: going alone, or without or only with an adult or a guide, is Safety and Security (h121c95)', () => {
  it.each([
    'Nobody climbs the north face of the quarry alone.',
    'Members do not walk on the frozen lake alone.',
    'Children under 10 do not go on the green without an adult.',
    'Never walk away from the hut at night without a guide.',
    'Riders under 14 ride only with a parent.',
    'Guests may enter the cave only with an instructor.',
  ])('a strong cue reads it: %s', (text) => {
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(true);
  });
  it.each([
    ['Nobody climbs the north face of the quarry alone.', ['Safety and Security']],
    ['Children under 10 do not go on the green without an adult.', ['Safety and Security']],
  ])('is Safety and Security: %s', (text, want) => {
    expect(categoriesOf(CLUB, text)).toEqual(want);
  });
  it.each([
    'The Committee alone decides the fees.',
    'The Club may end this agreement alone on a month\'s notice.',
    'We leave the pool without a certified lifeguard only in winter.',
    'The Treasurer signs cheques above 500 dollars only with the President.',
    'You may not sell your membership without the Club\'s consent.',
    'Damages alone may not be an adequate remedy.',
    'The walk goes to the hut. A guide comes alone.',
    'The Contractor may work alone on the site.',
    'Members may ski alone on the groomed runs.',
  ])('near miss, not this cue: %s', (text) => {
    expect(UNACCOMPANIED_GOING.test(text)).toBe(false);
  });
  it.each(['walk walk walk ', 'go go without without ', 'climb only with with ', 'enter a a alone', 'not walk walk walk ', 'nobody go go alone alone '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([[[UNACCOMPANIED_GOING, 'Safety and Security']]], unit);
  });
});

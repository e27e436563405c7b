/**
 * Set 89's Safety and Security leftovers (issue 18, h117s89): a person kept safe from an animal that may attack (C277),
 * and the call of whoever commands a flight, a boat or a dive on whether the weather lets it go (C278). Sentences written
 * for these tests, none taken from a labelled set; each rule with near misses, sentences in a document of their own, a
 * fast-check property and hostile text read in linear time.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const HIRE = 'This Hire Contract is made between Arctic Sled AS (the "Lessor") and Tom Hale, of Tromsø (the "Hirer").';
const FLIGHT = 'I, the undersigned, Ann Lee ("the Passenger"), declare to Sky Tandem SARL ("the School") that:';

// Each rule's row found by its own words, not by its place in the list.
const ANIMAL_CUE = ACTIVITY_RULE_STRONG_CUES.filter(([re]) => re.source.includes('grizzly'));
const COMMANDER_CUE = ACTIVITY_RULE_STRONG_CUES.filter(([re]) => re.source.includes('in\\s{1,8}command'));

describe('C277: a person kept safe from an animal that may attack', () => {
  it('each row is found once', () => {
    expect(ANIMAL_CUE).toHaveLength(1);
    expect(COMMANDER_CUE).toHaveLength(1);
  });
  it.each([
    'Away from the camp, each guide carries a flare gun to scare off polar bears.',
    'Guests must keep food in the lockers to protect themselves from black bears.',
    'The Operator gives every hiker a bear spray.',
    'Each tent has a wolf deterrent.',
    'The rangers drive away any crocodiles before the guests swim.',
    'The boat carries a device that wards off sharks.',
    'Walkers must wear boots for protection against snakes.',
  ])('Safety and Security: %s', (text) => expect(anyOf(ANIMAL_CUE, 'Safety and Security', text)).toBe(true));
  it('in a document of its own', () => {
    expect(categoriesOf(HIRE, 'Outside the town, the Hirer must carry a proper means of scaring off and protecting against polar bears.'))
      .toEqual(['Safety and Security']);
  });
  it.each([
    'The fence protects the crops from wild animals.',
    'The Lessor is not liable for any injury caused by weather, avalanches or wild animals.',
    'The Tenant buys insurance protection against loss, which the Tenant bears alone.',
    'The Park protects the wildlife of the reserve.',
    'The Buyer bears the cost of the spray.',
    'The Hirer may watch the polar bears from the boat.',
    'The Borrower keeps the Lender safe from loan claims.',
  ])('near miss: %s', (text) => expect(anyOf(ANIMAL_CUE, 'Safety and Security', text)).toBe(false));
  // (h117mendA; h117rr #5) A person the one kept safe; crops, herds and an insurance's harm are not.
  it.each([
    'The guide keeps the guests safe from polar bears.',
    'Guides protect the guests from wolves at the camp.',
  ])('Safety and Security, the person named: %s', (text) => expect(anyOf(ANIMAL_CUE, 'Safety and Security', text)).toBe(true));
  it.each([
    'The Keeper installs an electric fence to deter wild boars from the maize fields.',
    'The Keeper keeps the horses safe from wolves during the winter.',
    'The herders chase away predators from the herd at night.',
    'Protection from predators is the Grazier\'s duty for the livestock agisted.',
    'The policy gives protection against damage caused by wild animals to the insured crops.',
  ])('near miss, a herd, a crop or an insurance: %s', (text) => {
    expect(anyOf(ANIMAL_CUE, 'Safety and Security', text)).toBe(false);
    expect(categoriesOf(HIRE, text)).not.toContain('Safety and Security');
  });
  it('near miss in a document of its own: an injury by wild animals is no safety rule', () =>
    expect(categoriesOf(HIRE, 'The Lessor is not liable for any injury caused by weather or wild animals.')).not.toContain('Safety and Security'));
});

describe('C278: the commander of a flight, a boat or a dive decides whether the weather lets it go', () => {
  it.each([
    'The pilot decides whether the wind allows the jump.',
    'The skipper alone decides if the sea is calm enough to sail.',
    'The dive master decides each morning whether it is safe to dive.',
    'The pilot in command will decide whether the visibility permits the flight.',
    'The master of the vessel determines whether the swell lets the passengers land.',
    'Our guide may decide on the day whether the snow conditions allow the climb.',
  ])('Safety and Security: %s', (text) => expect(anyOf(COMMANDER_CUE, 'Safety and Security', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(FLIGHT, 'The pilot alone decides whether the wind and the weather allow the flight.')).toEqual(['Safety and Security']));
  it.each([
    'The Master Agreement determines whether the conditions precedent are met.',
    'The guide decides whether the group visits the museum.',
    'The Company decides whether the weather allows the event.',
    'If the weather at the quay prevents a safe transfer, the master of the barge may postpone delivery.',
    'The pilot decides the route of the flight.',
    'The captain of the team decides whether the players wear the away kit.',
    // (h117mendA; h117rr #7) The conditions of a certificate or a selection, no weather.
    'The instructor decides whether the student meets the conditions for the certificate.',
    'The Coach decides whether the Player meets the conditions of selection.',
  ])('near miss: %s', (text) => expect(anyOf(COMMANDER_CUE, 'Safety and Security', text)).toBe(false));
  it.each([
    'The instructor decides whether the student meets the conditions for the certificate.',
    'The Coach decides whether the Player meets the conditions of selection.',
  ])('near miss in a document of its own: %s', (text) => expect(categoriesOf(HIRE, text)).not.toContain('Safety and Security'));
  it('a place\'s conditions stay the commander\'s call', () =>
    expect(anyOf(COMMANDER_CUE, 'Safety and Security', 'The instructor decides whether the dive conditions allow the lesson.')).toBe(true));
  it('near miss in a document of its own: a postponed delivery is no safety call', () =>
    expect(categoriesOf(HIRE, 'If the weather at the quay prevents a safe transfer, the master of the barge may postpone delivery.'))
      .not.toContain('Safety and Security'));
  it('read whoever commands and whatever the weather word', () =>
    fc.assert(fc.property(
      fc.constantFrom('pilot', 'skipper', 'captain', 'dive master', 'instructor', 'master of the boat'),
      fc.constantFrom('decides', 'will decide', 'judges', 'determines'),
      fc.constantFrom('the wind', 'the weather', 'the sea', 'the visibility', 'it is safe'),
      (who, verb, what) => anyOf(COMMANDER_CUE, 'Safety and Security', `The ${who} ${verb} whether ${what} allows the trip.`)),
    { numRuns: 30 }));
});

describe('the new patterns read hostile text in linear time', () => {
  const lists: (readonly (readonly [RegExp, string])[])[] = [ANIMAL_CUE, COMMANDER_CUE];
  it.each([
    'scaring off a, ', 'protect the you ', 'safe from ', 'protecting against a ', 'polar ', 'bear ', 'wild ',
    'deter ', 'pilot ', 'pilot alone decides ', 'master of the ', 'decides whether ', 'skipper decides a b ',
    'guides may decide if a ',
    'herd ', 'pilot decides whether dive  conditions ', 'keeps the guests safe from a ', 'protection against the ', 'deter sheep ', 'chase away wolves a ',
  ])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
});

/**
 * Set 91's natures (issue 18, h119t91): the use of a thing given or granted with no article ("gives the Artist free use
 * of …": object-natures.ts BARE_USE_OF, the receiver's Right as "the use of" is — the Right row's "X grants Y a
 * licence/right" and C257's use granted), and a role opened by "A"/"An" before its present-tense verb ("A Member does not
 * lend the key …": natures.ts INDEFINITE_SUBJECT_AFTER and nature-present-duties.ts, C34's bar or duty). Sentences
 * written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const PARTIES = 'This agreement is made between Hill Farm Ltd ("the Owner") and Tom Reed ("the Grazier").';
const RULES = 'These rules bind the Hill Dining Society ("the Society") and each of its members ("Members").';

describe('the use of a thing given with no article (BARE_USE_OF)', () => {
  it('is the receiver\'s Right, given or granted', () => {
    expect(typesOf(PARTIES,
      'The Owner gives the Grazier free use of the north paddock.',
      'The Owner grants the Grazier free use of the barn.',
      'The Owner gives the Grazier use of the water trough.',
      'The Owner gives the Grazier full use of the yard during the season.').slice(1))
      .toEqual([['Right/Grazier'], ['Right/Grazier'], ['Right/Grazier'], ['Right/Grazier']]);
  });
  it('near misses: a notice of use, a thing given, the giver\'s own use', () => {
    expect(typesOf(PARTIES,
      'The Owner gives the Grazier notice of any use of the paddock.',
      'The Owner gives the Grazier a free copy of the map.',
      'The Owner makes free use of the Grazier\'s tractor.').slice(1))
      .toEqual([['Obligation/Owner'], ['Obligation/Owner'], ['Obligation/Owner']]);
  });
});

describe('"A"/"An" before a role and its present-tense verb', () => {
  it('binds the role as "Each Member" does', () => {
    expect(typesOf(RULES,
      'A Member does not lend the key to anyone or have it copied.',
      'A Member does not bring dogs into the kitchen.',
      'A Member pays the fee on the first day of each month.').slice(1))
      .toEqual([['Exclusion/Members'], ['Exclusion/Members'], ['Obligation/Members']]);
    expect(typesOf(PARTIES, 'A Grazier does not lend the key to anyone.')[1]).toEqual(['Exclusion/Grazier']);
  });
  it('near misses: a role word modifying a noun, a state, the role after a preposition', () => {
    expect(typesOf(RULES,
      'A Member campaign is held each spring.',
      'A Member is welcome at any meeting.',
      'The hall is open to a Member who pays the fee.').slice(1))
      .toEqual([[], [], []]);
  });
});

describe('hostile runs (h119t91)', () => {
  itClassifiesRunsLinearly(['free ', 'use of ', 'free use of '], (unit) => `"gives the Grazier ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The Owner gives the Grazier ${run}the paddock.`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['A Member ', 'does not ', 'A '], (unit) => `"${unit}" repeated before "lend the key": linear`,
    (run) => [{ text: RULES, kind: 'sentence' }, { text: `A Member ${run}does not lend the key.`, kind: 'sentence' }]);
});

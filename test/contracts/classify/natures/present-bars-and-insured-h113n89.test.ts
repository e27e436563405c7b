/**
 * Set 89's causes 2 and 4 (issue 18, h113n89), in nature-present-duties.ts: a bar in the bare form ("and do not …") after
 * a conditional clause whose subject takes the verb in -s is the bare-verb subject's (BARE_BAR_PAST_CLAUSE: "do not"
 * cannot agree with "the pilot"); "is insured … by <party>" is the party's present passive duty ("insured" no longer a
 * state participle; PRESENT_PASSIVE_BEFORE reads the risks "against" joined by "and"). Sentences written for the rules.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('"… and do not …" after a conditional clause (BARE_BAR_PAST_CLAUSE)', () => {
  it('is the bar of "you", "we" and a plural party that take the bare verb', () => {
    expect(typesOf('You run when the pilot says so and do not sit down before take-off.')[0]).toEqual(['Obligation/You', 'Exclusion/You']);
    expect(typesOf('You deliver the gowns when the Choir asks and do not use synthetic thread.')[0]).toEqual(['Obligation/You', 'Exclusion/You']);
    expect(typesOf('This agreement is made between Alder Ltd ("we") and you.', 'We load the van once the driver arrives and do not leave it open.')[1])
      .toEqual(['Obligation/we', 'Exclusion/we']);
  });
  it('near misses: a conditional subject that takes the bare verb too, and "does not" after a named party, stay as they were', () => {
    expect(typesOf('You run when the pilots say so and do not sit down before take-off.')[0]).toEqual(['Obligation/You']);
    expect(typesOf('You leave the van when we say so and do not lock it.')[0]).toEqual(['Obligation/You']);
    expect(typesOf('This agreement is made between Polar Rides AS (the "Owner") and Ole Berg (the "Hirer").', 'The Hirer runs when the pilot says so and does not sit down.')[1])
      .toEqual(['Obligation/Hirer']);
  });
});

describe('"is insured … by <party>" (PRESENT_PASSIVE_BEFORE, STATE_PARTICIPLES)', () => {
  const OPENING = 'This hire contract is made between Polar Rides AS (the "Owner") and Ole Berg (the "Hirer").';
  it('binds the insurer, the risks before or after the agent', () => {
    expect(typesOf(OPENING, 'The snowmobile is insured against fire and theft by the Owner.', 'The van is insured by the Owner against theft.').slice(1))
      .toEqual([['Obligation/Owner'], ['Obligation/Owner']]);
  });
  it('near misses: a policy as the agent, a possessive agent, and another state participle bind no one', () => {
    expect(typesOf(OPENING, "The Hirer is insured by the Owner's policy.", 'The van is insured by a policy the Owner holds.', 'The van is owned by the Owner.').slice(1))
      .toEqual([[], [], []]);
  });
});

describe('a bare verb in "-ly" (VERBS_IN_LY)', () => {
  it('"supply" and "comply" after "we" and "you" are verbs', () => {
    expect(typesOf('This agreement is made between Alder Ltd ("we") and you.', 'We supply the velvet, and you supply the leather.', 'You comply with the site rules.').slice(1))
      .toEqual([['Obligation/we', 'Obligation/You'], ['Obligation/You']]);
  });
  it('near misses: an adverb in "-ly" after the subject is no verb', () => {
    expect(typesOf('You only the leather.', 'We early the velvet.')).toEqual([[], []]);
  });
});

describe('hostile runs of the two patterns (h113n89)', () => {
  itClassifiesRepeatedLinearly('You run when the pilot says so and ');
  itClassifiesRepeatedLinearly('when the pilot pilot says ');
  itClassifiesRepeatedLinearly('and do not and do ');
  itClassifiesRepeatedLinearly('The van is insured against fire and ');
  itClassifiesRepeatedLinearly('against against by ');
});

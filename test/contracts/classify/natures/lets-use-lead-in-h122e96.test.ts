/**
 * Set 96's cause 1, its lead-in (issue 18, h122e96; C322): "The Camp Holder lets the Guest Herder use:" over the things
 * it lets, as dash items, is the user's Right, as "lets the Club use its hall" is (C315's "lets X <verb>"), and the items
 * under it inherit it (object-natures.ts USE_LISTED_AFTER_LESSEE). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const PARTIES = 'This agreement is made between Tuya Bold (the "Well Keeper") and Nomin Dash (the "Grazier").';

describe('"X lets Y use:" over the things let (C322)', () => {
  it('the lead-in is the user\'s Right and its items inherit it', () => {
    expect(typesOf(
      PARTIES,
      'The Well Keeper lets the Grazier use:',
      { text: '- the eastern half of the winter pasture;', kind: 'listItem' },
      { text: '- the second sheep shelter and its pen.', kind: 'listItem' },
    ).slice(1)).toEqual([['Right/Grazier'], ['Right/Grazier'], ['Right/Grazier']]);
  });
  it('"occupy:" and "have the use of:" too', () => {
    expect(typesOf(PARTIES, 'The Well Keeper lets the Grazier occupy:')[1]).toEqual(['Right/Grazier']);
    expect(typesOf(PARTIES, 'The Well Keeper lets the Grazier have the use of:')[1]).toEqual(['Right/Grazier']);
  });
});

describe('near misses: no use let, or more words after the verb', () => {
  it('"lets the Grazier know:" tells, no leave', () => {
    expect(typesOf(PARTIES, 'The Well Keeper lets the Grazier know:')[1]).not.toContain('Right/Grazier');
  });
  it('"uses:" of the party itself, no letting, gives the Grazier nothing', () => {
    expect(typesOf(PARTIES, 'The Well Keeper uses:')[1]).not.toContain('Right/Grazier');
  });
  it('a condition "If the Well Keeper lets the Grazier use:" grants nothing', () => {
    expect(typesOf(PARTIES, 'If the Well Keeper lets the Grazier use the well, the Grazier pays:')[1]).not.toContain('Right/Grazier');
  });
});

describe('"he"/"she" before a present-tense duty between two people (C322\'s mend, C315)', () => {
  it('the person the document\'s own words give the pronoun, not the party of the items before', () => {
    expect(typesOf(
      PARTIES,
      'The Well Keeper waters his own herd first.',
      'The Grazier keeps her own dogs tied.',
      'The Well Keeper lets the Grazier use:',
      { text: '- the second sheep shelter and its pen.', kind: 'listItem' },
      'He also sells her hay.',
      'She pays for the hay on arrival.',
    ).slice(4)).toEqual([['Right/Grazier'], ['Obligation/Well Keeper'], ['Obligation/Grazier']]);
  });
  it('one person beside a company: "she" past the company\'s sentence is the person (table 2.2)', () => {
    expect(typesOf(
      'This agreement is made between Bulgan Wells LLC (the "Operator") and Nomin Dash (the "Grazier").',
      'The Operator opens the well at dawn.',
      'She pays for the water every month.',
    )[2]).toEqual(['Obligation/Grazier']);
  });
  it('near miss: "it" after a company\'s sentence is unchanged', () => {
    expect(typesOf(
      'This agreement is made between Bulgan Wells LLC (the "Operator") and Nomin Dash (the "Grazier").',
      'The Operator opens the well at dawn.',
      'It also sells hay.',
    )[2]).toEqual(['Obligation/Operator']);
  });
});

describe('hostile text: "lets … use:"', () => {
  itClassifiesRunsLinearly(
    ['lets the Grazier use:', ' use : ', 'lets '],
    (unit) => `"${unit}" repeated in a lead-in of things let: linear`,
    (run) => [
      { text: PARTIES, kind: 'sentence' },
      { text: `The Well Keeper ${run} lets the Grazier use:`, kind: 'sentence' },
    ],
  );
});

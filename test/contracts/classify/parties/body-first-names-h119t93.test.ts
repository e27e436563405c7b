/**
 * Set 93's cause 2 (issue 18, h119t93): a note between two people that names them only in its body, first by first and
 * last name as a clause's subject, then by first name alone: each is a party named by its first name
 * (parties/body-first-names.ts; C34's present-tense duties of a party). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { bodyFirstNames } from '../../../../src/contracts/classify/parties/body-first-names.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const NOTE = [
  'Dunrossness, Shetland',
  '2nd May 2047',
  'Here is our deal about the peat bank in writing.',
  'Ingrid Halcrow cuts peat from the bank at Voe from June until August.',
  'Ruairidh Tulloch keeps the track to the bank open.',
];

describe('two people named in a note\'s body, then by first name (bodyFirstNames)', () => {
  it('binds each first name, and the full name, to its party', () => {
    expect(typesOf(...NOTE,
      'Ingrid pays £40 for the summer.',
      'Ruairidh does not cut peat from the same bank this year.',
      'Ingrid may leave her barrow at the road end.',
      'Ruairidh mends the gate to the bank.',
    ).slice(3)).toEqual([['Obligation/Ingrid'], ['Obligation/Ruairidh'], ['Obligation/Ingrid'], ['Exclusion/Ruairidh'], ['Right/Ingrid'], ['Obligation/Ruairidh']]);
  });
  it('reads the names and their first names', () => {
    expect([...bodyFirstNames([...NOTE, 'Ingrid pays £40.', 'Ruairidh mends the gate.', 'Ingrid cuts.', 'Ruairidh phones Ingrid.'])]).toEqual([
      ['Ingrid', 'Ingrid'], ['Ingrid Halcrow', 'Ingrid'], ['Ruairidh', 'Ruairidh'], ['Ruairidh Tulloch', 'Ruairidh'],
    ]);
  });
  it('near misses: one person, a first name never alone, a common word, a preamble\'s parties', () => {
    // One person only.
    expect(bodyFirstNames(['Ingrid Halcrow cuts peat from the bank.', 'Ingrid pays £40.', 'Ingrid mends the gate.']).size).toBe(0);
    // The second is named by first name alone once only.
    expect(bodyFirstNames([...NOTE, 'Ingrid pays £40.', 'Ingrid mends the gate.', 'Ruairidh phones her.']).size).toBe(0);
    // "Grand Hotel" and "Half Moon" are no people.
    expect(bodyFirstNames(['Half Moon opens at six.', 'Ingrid Halcrow cuts peat.', 'Half of it is paid.', 'Half the peat is dry.', 'Ingrid pays.', 'Ingrid cuts.']).size).toBe(0);
    // A party the preamble names keeps the note's names out.
    expect(typesOf('This agreement is between Voe Peat Ltd (the "Company") and Ingrid Halcrow (the "Cutter").',
      'Ingrid Halcrow cuts peat from the bank.', 'Ruairidh Tulloch lets her use the track.', 'Ingrid pays £40.', 'Ruairidh mends the gate.', 'Ingrid cuts.', 'Ruairidh phones Ingrid.')[3])
      .toEqual([]);
  });
});

describe('hostile text: a note\'s names', () => {
  itClassifiesRunsLinearly(
    ['Aa Bb ', 'Aa ', 'Ingrid Halcrow does not ', 'Ingrid '],
    (unit) => `"${unit}" repeated in a note's lines: linear`,
    (run) => [
      { text: `Ingrid Halcrow cuts peat ${run}.`, kind: 'sentence' },
      { text: `Ruairidh Tulloch lets ${run} her use the track.`, kind: 'sentence' },
      { text: `Ingrid pays ${run}.`, kind: 'sentence' },
      { text: `Ruairidh mends ${run} the gate.`, kind: 'sentence' },
      { text: 'Ruairidh phones Ingrid.', kind: 'sentence' },
    ],
  );
});

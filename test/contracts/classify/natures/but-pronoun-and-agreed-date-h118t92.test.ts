/**
 * Set 92's causes 2 and 5 (issue 18, h118t92), in nature-present-duties.ts: a present-tense duty after "may …, but"
 * whose subject is taken up again by "he", "she" or "it" (BUT_VERB), and a date, a time or a price still to be fixed,
 * agreed in the present tense (AGREED_TERM). Sentences written for the rules.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const PARTIES = 'This agreement is made between Kaspar Oja of Tartu ("the Lender") and Mari Tamm of Voru ("the Owner").';

describe('"may …, but she/he/it <verb>s …" (BUT_VERB)', () => {
  it('gives the right\'s holder the duty after the pronoun', () => {
    expect(typesOf(PARTIES,
      'The Owner may sell the tools under her own name, but she names the Lender on each label.',
      'The Owner may have her two apprentices file the tools, but she alone casts them.',
      'The Lender may subcontract the cleaning, but it pays the cleaners itself.',
      'The Owner may sell the tools, but he names them.').slice(1))
      .toEqual([['Right/Owner', 'Obligation/Owner'], ['Right/Owner', 'Obligation/Owner'], ['Right/Lender', 'Obligation/Lender'],
        ['Right/Owner', 'Obligation/Owner']]);
  });
  it('near misses: a verb that binds no one, no object, another subject, a disclaimer', () => {
    expect(typesOf(PARTIES,
      'The Owner may sell the tools, but it costs the Lender nothing.',
      'The Owner may keep a dog, but it stays outside.',
      'The Owner may sell the tools, but the Lender names the price.',
      "The Owner may sell the tools, but she needs the Lender's consent.",
      'The Owner may sell the tools, but she is not liable for them.').slice(1))
      .toEqual([['Right/Owner'], ['Right/Owner'], ['Right/Owner'], ['Right/Owner'], ['Right/Owner', 'Disclaimer/Owner']]);
  });
});

describe('"but it <verb>s": "it" as the act, not the holder (h118mendD, finding 13 of h118rr)', () => {
  it('near misses: "it takes", "it leaves", "it requires" bind no one', () => {
    expect(typesOf(PARTIES,
      'The Owner may sublet the flat, but it takes the Lender 14 days to approve.',
      'The Owner may cancel, but it leaves the deposit with the Lender.',
      'The Owner may sell the tools, but it requires the consent of the Lender.').slice(1))
      .toEqual([['Right/Owner'], ['Right/Owner'], ['Right/Owner']]);
  });
});

describe('a date, a time or a price agreed in the present tense (AGREED_TERM)', () => {
  it('binds the parties that agree it', () => {
    expect(typesOf(PARTIES,
      'The parties agree a new date for delivery.',
      'In such a case the parties agree a new date for delivery.',
      'The Lender agrees a revised timetable with the Owner.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Lender']]);
  });
  it('near misses: the operative formula, a price already fixed, a condition', () => {
    expect(typesOf(PARTIES,
      'The parties agree as follows:',
      'The Owner agrees the price in Schedule 1.',
      'The parties agree the date of the move in clause 4.',
      'If the parties agree a new date, the Owner pays the fee.').slice(1))
      .toEqual([[], [], [], ['Obligation/Owner']]);
  });
});

describe('hostile runs of the two readings (h118t92)', () => {
  itClassifiesRepeatedLinearly('The Owner may sell the tools, but she ');
  itClassifiesRepeatedLinearly('The parties agree a new ');
  itClassifiesRunsLinearly(['she ', 'but she ', 'alone ', ', but it ', ', but it takes '], (unit) => `"The Owner may sell the tools, but ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The Owner may sell the tools, but ${run}names them.`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['a ', 'new ', 'a new ', 'agree a new '], (unit) => `"The parties agree ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The parties agree ${run}date.`, kind: 'sentence' }]);
});

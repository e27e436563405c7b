/**
 * A letter's plain "we" (letter-parties.ts signsAsLetter, pronouns.ts; issue 18, h116n90, set 90's "Left"): a document
 * with a salutation ("Dear …") among its first lines and a closing ("Yours sincerely,") below it, bracketing no "we", is
 * written by the one who says "we", as an e-mail is (email-we-h114e90.test.ts). Sentences written for the rule, none
 * from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { signsAsLetter } from '../../../../src/contracts/classify/parties/letter-parties.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

describe('a letter\'s plain "we" (signsAsLetter)', () => {
  it('binds the writer\'s duties and rights beside "you", under a letterhead or none', () => {
    expect(typesOf('Dear Tom,', 'You weave six rugs for us.', 'We pay GBP 40 for each rug within ten days.', 'If a rug is faulty, we may send it back to you.', 'Yours sincerely,', 'Ann Reid').slice(1, 4))
      .toEqual([['Obligation/You'], ['Obligation/we'], ['Right/we']]);
    expect(typesOf('Hill Town Council', '3 May 2047', 'Dear Tom,', 'We pay GBP 40 for each rug.', 'Best wishes,', 'Ann')[3]).toEqual(['Obligation/we']);
  });
  it('a bracket of "we" keeps its own reading', () => {
    expect(typesOf('Dear Tom,', 'Hill Mill Ltd ("the Mill", "we") orders six rugs from you.', 'We pay GBP 40 for each rug.', 'Yours sincerely,', 'Ann Reid')[2])
      .toEqual(['Obligation/Mill']);
  });
  it('near misses: no salutation, no closing, or a salutation far down', () => {
    expect(typesOf('Terms of order', 'We pay GBP 40 for each rug.', 'Yours sincerely,', 'Ann Reid')[1]).toEqual([]);
    expect(typesOf('Dear Tom,', 'We pay GBP 40 for each rug.', 'Ann Reid')[1]).toEqual([]);
    expect(signsAsLetter(['Dear Tom,', 'We pay.', 'Yours sincerely,'])).toBe(true);
    expect(signsAsLetter(['Yours sincerely,', 'Dear Tom,', 'We pay.'])).toBe(false);
    expect(signsAsLetter([...Array(12).fill('Clause.'), 'Dear Tom,', 'We pay.', 'Yours sincerely,'])).toBe(false);
  });
});

describe('hostile text: a letter\'s salutation and closing (signsAsLetter)', () => {
  const units = ['Dear ', 'Yours sincerely, ', 'Dear Tom, ', ' '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a letter's salutation and closing: linear`,
    (run) => [
      { text: `Dear ${run}`, kind: 'sentence' },
      { text: 'We pay GBP 40 for each rug.', kind: 'sentence' },
      { text: `Yours sincerely, ${run}`, kind: 'sentence' },
      { text: 'Ann Reid', kind: 'sentence' },
    ],
  );
});

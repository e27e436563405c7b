/**
 * Issue 18, hrev72: the narrowings of session 42's round 1 category rules on hostile input. The changed cue files'
 * patterns on a near-miss unit repeated (a liability after insurance and a limiting verb with no stop, a row's label
 * naming capital with no cell closed, "any number of" half said), the "informs" cue on capitalised words with no
 * telling, and a document's hired things read from a run of letting nouns and verbs with no quote closed.
 */
import { describe, expect, it } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { ALL_CUES } from '../../../../src/contracts/classify/categories/category-cue-lists.js';
import { hiredThingsOf } from '../../../../src/contracts/classify/categories/category-hired-things.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

describe('the review of round 1\'s category rules on hostile input (hrev72)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-insurance.ts', 'insurance does not limit the Aa of its liability '],
    ['categories/cues/category-cues-amounts.ts', 'Share capital premium 25 000 EUR '],
    ['categories/cues/category-cues-scope.ts', 'does not guarantee any number of '],
  ]);

  it('the "informs" cue on capitalised words that tell nothing: linear', () => {
    const informs = ALL_CUES.filter(([re]) => re.source.includes('nforms\\s+(?:(?:the'));
    expect(informs.length).toBe(1);
    readsLinearly((n) => {
      const text = 'Aa informs Bb Cc '.repeat(Math.ceil(n / 17));
      return () => informs.map(([re]) => text.search(re));
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });

  it('hired things from letting nouns and verbs with no quote closed: linear', () => {
    readsLinearly((n) => {
      const text = 'all rents and the Owner lends its name leases (the "Aa '.repeat(Math.ceil(n / 55));
      return () => hiredThingsOf([text], new Set());
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });
});

/**
 * A party's entry numbered by a word in capitals ("ONE. The … Community, represented by …", "TWO. The … Ltd, …"):
 * the numeral is no word of the body's name (name-grammar.ts RECITAL_LETTER) and no count (attributes.ts,
 * ENTRY_WORD_NUMBERED), as "A." and "II." are (issue 18, h117n90, set 90's pe deed). Sentences written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { ENTRY_WORD_NUMBERED, RECITAL_LETTER } from '../../../../src/contracts/classify/names/name-grammar.js';

describe('a word numeral opening a party\'s entry', () => {
  it('the body\'s name starts after it, and it is no Number', () => {
    expect(attributesOf('ONE. The Peasant Community of Santa Rosa, represented by its president Mr Hugo Flores Mamani, called "the Community" below.'))
      .toEqual(['Organization:Peasant Community of Santa Rosa', 'Person:Hugo Flores Mamani']);
    expect(attributesOf('TWO. The Andean Wool Cooperative Ltd, represented by its manager Mr Rene Apaza.'))
      .toEqual(['Organization:Andean Wool Cooperative Ltd', 'Person:Rene Apaza']);
    expect(attributesOf('FIRST. Hill Farm Ltd, represented by Mr Tom Ward.')).toEqual(['Organization:Hill Farm Ltd', 'Person:Tom Ward']);
  });
  it('near misses: a name opening on such a word, a numeral in small letters, a count inside the clause', () => {
    expect(attributesOf('One Stop Shop Ltd shall pay the fee.')).toEqual(['Organization:One Stop Shop Ltd']);
    expect(attributesOf('ONE of the parties shall pay the fee.')).toContain('Number:ONE');
    expect(attributesOf('ONE. The Community sells two tonnes of fibre.')).toEqual(['Number:two']);
  });
  it('the patterns: capitals and the stop', () => {
    expect(RECITAL_LETTER.exec('TWO. The Hill Ltd')?.[0]).toBe('TWO. ');
    expect(RECITAL_LETTER.test('Two. The Hill Ltd')).toBe(false);
    expect(ENTRY_WORD_NUMBERED.exec('ONE. The Community')?.[0]).toBe('ONE.');
    expect(ENTRY_WORD_NUMBERED.test('ONE. the community')).toBe(false);
    expect(ENTRY_WORD_NUMBERED.test('ONE of the parties')).toBe(false);
  });
});

describe('hostile runs of an entry\'s word numeral (h117n90)', () => {
  itClassifiesRepeatedLinearly('ONE. ');
  itClassifiesRepeatedLinearly('ONE. The Aa ');
});

/**
 * One home for the spelt count words (issue 18, h122health): numbers/count-words.ts' list builds the fragments roles.ts,
 * object-natures.ts, nature-present-hand-overs.ts, category-let-things.ts, category-licensed-works.ts and
 * category-cues-replies.ts wrote out, and durations.ts' spelled values. The readers answer as before (sentences of our
 * own, a near miss each).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNT_WORDS, countWordsBetween } from '../../../../src/contracts/classify/numbers/count-words.js';
import { findDurations, wordValue } from '../../../../src/contracts/classify/numbers/durations.js';
import { GROUP_SUBJECTS } from '../../../../src/contracts/classify/lexicon/roles.js';

const groupParty = (text: string): string | undefined => GROUP_SUBJECTS.find(({ pattern }) => pattern.test(text))?.party;

describe('countWordsBetween: a run of the count words in counting order', () => {
  it('two to ten, one to ten', () => {
    expect(countWordsBetween(2, 10)).toBe('two|three|four|five|six|seven|eight|nine|ten');
    expect(countWordsBetween(1, 10)).toBe('one|two|three|four|five|six|seven|eight|nine|ten');
    expect(countWordsBetween(19, 19)).toBe('nineteen');
  });
  it('a run outside one to nineteen, or backwards, is refused', () => {
    expect(() => countWordsBetween(0, 3)).toThrow(RangeError);
    expect(() => countWordsBetween(2, 20)).toThrow(RangeError);
    expect(() => countWordsBetween(5, 4)).toThrow(RangeError);
  });
  it('every run holds last − first + 1 words, the first and the last at its ends', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 19 }), fc.integer({ min: 1, max: 19 }), (a, b) => {
      const [first, last] = a <= b ? [a, b] : [b, a];
      const words = countWordsBetween(first, last).split('|');
      expect(words).toHaveLength(last - first + 1);
      expect(wordValue(words[0])).toBe(first);
      expect(wordValue(words[words.length - 1])).toBe(last);
    }));
  });
});

describe('durations read the spelled values from the same list', () => {
  it('each count word is worth its place in the list', () => {
    COUNT_WORDS.forEach((word, i) => expect(wordValue(word)).toBe(i + 1));
    expect(wordValue('twenty-one')).toBe(21);
    expect(wordValue('one hundred and twenty')).toBe(120);
  });
  it('a spelled duration keeps its count; a word no count is none', () => {
    const text = 'within fourteen days of delivery';
    expect(findDurations(text).map((d) => [text.slice(d.begin, d.end), d.count, d.unit])).toEqual([['within fourteen days', 14, 'days']]);
    expect(wordValue('several')).toBeUndefined();
  });
});

describe('GROUP_SUBJECTS: "each/either/neither of them" after a counted plural is the things, no parties', () => {
  it('the parties before a modal: Multiple Parties', () => {
    expect(groupParty('Either of them may terminate this Agreement on notice.')).toBe('Multiple Parties');
  });
  it('near miss: after "two cats" or "ten parking cards" the things are meant', () => {
    expect(groupParty('The Tenant may keep two cats, but neither of them may enter the garden.')).toBeUndefined();
    expect(groupParty('We issue ten parking cards, and each of them must show the plate.')).toBeUndefined();
  });
});

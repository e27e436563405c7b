/**
 * firstLetterEitherCase, the one home of the builders that wrote a word's first letter in either case themselves (issue
 * 18, h111dup). The old spellings are the oracle: the helper's pattern reads every text as each of them did.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstLetterEitherCase } from '../../src/common/regexp.js';

/** The builders' old spellings (facts' letting spans, the barred uses' words, licensed works). */
const upperThenAsWritten = (w: string): string => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`;
const asWrittenThenUpper = (w: string): string => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`;
const upperThenLower = (w: string): string => `[${w[0].toUpperCase()}${w[0].toLowerCase()}]${w.slice(1)}`;

const word = fc.stringMatching(/^[a-z][a-z-]{0,11}$/);
const text = fc.array(fc.constantFrom('a', 'A', 'r', 'R', 'e', 'p', 'P', 's', ' ', '-', '.'), { maxLength: 24 }).map((cs) => cs.join(''));

describe('firstLetterEitherCase', () => {
  it('writes the first letter in both cases, capital first, and the rest as it is', () => {
    expect(firstLetterEitherCase('repairs')).toBe('[Rr]epairs');
    expect(firstLetterEitherCase('Wagon')).toBe('[Ww]agon');
    expect(firstLetterEitherCase('documents?')).toBe('[Dd]ocuments?');
    expect(new RegExp(`^(?:${firstLetterEitherCase('documents?')})$`).test('Document')).toBe(true);
    expect(new RegExp(`^(?:${firstLetterEitherCase('season')})$`).test('SEASON')).toBe(false);
  });

  it('reads every text as the three old spellings read it, for a word in small letters', () => {
    fc.assert(fc.property(word, text, (w, t) => {
      const joined = new RegExp(firstLetterEitherCase(w)).test(t + w + t);
      for (const old of [upperThenAsWritten, asWrittenThenUpper, upperThenLower]) {
        expect(new RegExp(firstLetterEitherCase(w)).test(t)).toBe(new RegExp(old(w)).test(t));
        expect(joined).toBe(new RegExp(old(w)).test(t + w + t));
      }
    }));
  });

  it('matches the word capitalised or not, never with another first letter', () => {
    fc.assert(fc.property(word, (w) => {
      const re = new RegExp(`^${firstLetterEitherCase(w)}$`);
      expect(re.test(w)).toBe(true);
      expect(re.test(w[0].toUpperCase() + w.slice(1))).toBe(true);
      expect(re.test((w[0] === 'x' ? 'y' : 'x') + w.slice(1))).toBe(false);
    }));
  });
});

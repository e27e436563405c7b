import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LETTER_OR_DIGIT_AFTER, listedAt, listedIndex, listedNames } from '../../../../src/contracts/classify/lexicon/listed-names.js';
import { longestFirstAlternation } from '../../../../src/common/regexp.js';

// Names of the shapes a gazetteer holds: several words, a shorter name that starts a longer one, a stop inside, a letter
// past ASCII at the start or inside, a hyphen.
const NAMES = ['York', 'New York', 'New York City', 'Newark', 'U.S.', 'U.S.A.', 'São Paulo', 'Łódź', 'Zürich', 'Guinea', 'Guinea-Bissau', 'Hong Kong', 'Ohio'];
const index = listedIndex(NAMES);
/** The pattern the lookup replaces: the whole list as one alternation between the lookarounds. */
const ALTERNATION = new RegExp(`(?<![A-Za-z0-9])(?:${longestFirstAlternation(NAMES)})(?![A-Za-z0-9])`, 'g');

describe('listed names: found by their first word', () => {
  it('finds the longest listed name at a word\'s start that no letter or digit follows', () => {
    const text = 'From New York City to Newark, via São Paulo, Łódź and the U.S.A., not Yorkshire or Ohio811 or Guinea-Bissau.';
    expect(listedNames(index, text).map((m) => [m.index, m.name])).toEqual([
      [5, 'New York City'], [22, 'Newark'], [34, 'São Paulo'], [45, 'Łódź'], [58, 'U.S.A.'], [94, 'Guinea-Bissau'],
    ]);
  });

  it('at one position: a digit may follow unless the caller forbids it', () => {
    expect(listedAt(index, 'Ohio811', 0)).toBe('Ohio');
    expect(listedAt(index, 'Ohio811', 0, LETTER_OR_DIGIT_AFTER)).toBeUndefined();
    expect(listedAt(index, 'Yorkshire', 0)).toBeUndefined();
    expect(listedAt(index, 'Hong Kong, China', 0)).toBe('Hong Kong');
  });

  it('property: finds what the alternation between the lookarounds finds, on text made of the names and their pieces', () => {
    const piece = fc.constantFrom(...NAMES, 'New', 'Kong', 'U.S', 'São', 'Bissau', '811', 'x', 'é', 'a', '.');
    const gap = fc.constantFrom('', ' ', ', ', '-', '.', 'é');
    fc.assert(fc.property(fc.array(fc.tuple(piece, gap), { maxLength: 8 }), (parts) => {
      const text = parts.map(([p, g]) => p + g).join('');
      const expected = [...text.matchAll(ALTERNATION)].map((m) => [m.index, m[0]]);
      expect(listedNames(index, text).map((m) => [m.index, m.name])).toEqual(expected);
    }), { numRuns: 2000 });
  });
});

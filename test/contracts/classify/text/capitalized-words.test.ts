import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capitalizedWords } from '../../../../src/contracts/classify/text/capitalized-words.js';

describe('capitalizedWords: words out of capitals as a name writes them', () => {
  it('each word capitalised after any character but a letter, accented letters inside a word kept small', () => {
    expect(capitalizedWords('JÉRÔME MARTIN')).toBe('Jérôme Martin');
    expect(capitalizedWords('HAND-KNOTTED CARPETS')).toBe('Hand-Knotted Carpets');
    expect(capitalizedWords("O'BRIEN  SMITH")).toBe("O'Brien  Smith");
  });
  it('small words stay small, blanks as they were', () => {
    const small = new Set(['for', 'the', 'of']);
    expect(capitalizedWords('CONTRACT FOR THE WEAVING OF CARPETS', small)).toBe('Contract for the Weaving of Carpets');
  });
  it('keeps the length and the letters, only their case changes (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (s) => {
      const out = capitalizedWords(s);
      expect(out.toLowerCase()).toBe(s.toLowerCase());
    }));
  });
});

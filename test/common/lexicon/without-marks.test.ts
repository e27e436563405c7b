import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutMarks } from '../../../src/common/lexicon/without-marks.js';

describe('withoutMarks', () => {
  it('drops the accents of a name, composed or decomposed', () => {
    expect(withoutMarks('Bouaké')).toBe('Bouake');
    expect(withoutMarks('Bouake\u0301')).toBe('Bouake');
    expect(withoutMarks('Peña Nzérékoré Hagåtña')).toBe('Pena Nzerekore Hagatna');
  });

  it('leaves ASCII text as it is, and is idempotent', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (ascii) => {
      expect(withoutMarks(ascii.replace(/[^\x00-\x7f]/g, ''))).toBe(ascii.replace(/[^\x00-\x7f]/g, ''));
    }));
    fc.assert(fc.property(fc.string({ maxLength: 40, unit: 'grapheme' }), (text) => {
      expect(withoutMarks(withoutMarks(text))).toBe(withoutMarks(text));
    }));
  });
});

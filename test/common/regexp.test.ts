import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeRegExp, longestFirstAlternation } from '../../src/common/regexp.js';

describe('escapeRegExp', () => {
  it('makes any text match itself, whole, and nothing else of the same length', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (s, other) => {
        const re = new RegExp(`^${escapeRegExp(s)}$`, 'u');
        expect(re.test(s)).toBe(true);
        if (other !== s) expect(re.test(other)).toBe(false);
      }),
    );
  });

  it('escapes the metacharacters', () => {
    expect(escapeRegExp('a.b*(c)|[d]\\e$^{2}+?')).toBe('a\\.b\\*\\(c\\)\\|\\[d\\]\\\\e\\$\\^\\{2\\}\\+\\?');
  });
});

describe('longestFirstAlternation', () => {
  it('puts a longer name before its prefix, equal lengths in their given order', () => {
    expect(longestFirstAlternation(['Sub', 'Subcontractor', 'A.B', 'Cd'])).toBe('Subcontractor|Sub|A\\.B|Cd');
    expect('the Subcontractor'.match(new RegExp(longestFirstAlternation(['Sub', 'Subcontractor'])))?.[0]).toBe('Subcontractor');
  });
});

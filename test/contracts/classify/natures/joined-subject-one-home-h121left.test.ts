/**
 * (issue 18, h121left; re-read h120revA #3) "and"/"or" before a joined subject: one home, `joinedBeforeSubject`, for the
 * present clause's joined subject ("and" only) and a condition's second subject ("and" or "or"). Behaviour kept.
 */
import { describe, expect, it } from 'vitest';
import { joinedBeforeSubject } from '../../../../src/contracts/classify/natures/natures.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('joinedBeforeSubject (h121left)', () => {
  it('"and" only: reads "… and the " and "… and ", not "… or the "', () => {
    const and = joinedBeforeSubject(false);
    expect(and.test('a card at your door and the ')).toBe(true);
    expect(and.test('a card at your door and ')).toBe(true);
    expect(and.test('the Company or the ')).toBe(false);
    expect(and.test('the Company, the ')).toBe(false);
    // Near miss: a word ending in "and" is no joiner.
    expect(and.test('the island ')).toBe(false);
  });
  it('"and" or "or": reads both, not a comma alone nor "nor"', () => {
    const joined = joinedBeforeSubject(true);
    expect(joined.test('If the ferry is late or the ')).toBe(true);
    expect(joined.test('If the ferry is late and ')).toBe(true);
    expect(joined.test('If the ferry is late, the ')).toBe(false);
    expect(joined.test('neither the ferry nor the ')).toBe(false);
  });
  it('runs of joiners read linearly', () => {
    const joined = joinedBeforeSubject(true);
    const hit = readsLinearly((n) => {
      const text = `${' and the'.repeat(Math.ceil(n / 8))} or  the  x`;
      return () => joined.test(text);
    }, 1000);
    expect(typeof hit).toBe('boolean');
  });
});

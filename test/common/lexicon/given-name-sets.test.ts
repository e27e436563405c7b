/**
 * The given names on the shared floor (common/lexicon/given-name-sets.ts): one list for the conversation engine's
 * `@sys-person` and the contract labeller (review of h90fd: the labeller read it through its numbers adapter). A name that
 * is no common word is plain; one that is ("Rose", "Grace") is only ambiguous; case does not matter.
 */
import { describe, expect, it } from 'vitest';
import { givenNames, isPlainGivenName } from '../../../src/common/lexicon/given-name-sets.js';

describe('given-name-sets', () => {
  it('reads a plain given name in any case', () => {
    expect(['Sarah', 'sarah', 'SARAH', 'Vijay'].map(isPlainGivenName)).toEqual([true, true, true, true]);
  });
  it('keeps names that are common words, and words, out of the plain set', () => {
    expect(['Grace', 'Will', 'Harbour', 'Council'].map(isPlainGivenName)).toEqual([false, false, false, false]);
    expect(givenNames().ambiguous.has('grace')).toBe(true);
  });
  it('builds the sets once', () => {
    expect(givenNames()).toBe(givenNames());
  });
});

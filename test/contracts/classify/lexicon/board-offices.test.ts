/**
 * A representative's offices joined by "and" (lexicon/board-offices.ts; issue 18, h73left): one pattern for the slot
 * reader (REPRESENTED_AT_END, parties/slot-names.ts, h67names) and the alias reader (OFFICES_JOINED_AT_END,
 * parties/contract-parties.ts, h67slot), which had one list of post words and one of any capitalised words. Sentences
 * written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { OFFICES_JOINED_AT_END, REPRESENTATIVE_POST_HEADS, REPRESENTATIVE_POST_WORDS, REPRESENTED_AT_END } from '../../../../src/contracts/classify/lexicon/board-offices.js';

describe('a representative\'s offices joined by "and" (h73left)', () => {
  it('post words, perhaps with "of the", then "and" or "&": two titles of one person', () => {
    for (const lead of [
      'Acme SA, represented by its Chairman and ',
      'Acme SA, acting through its President and ',
      'Acme SA, represented herein by its MANAGING DIRECTOR AND ',
      'Acme SA, represented in this act by the Chairman of the Board & ',
      'Acme SA, represented by Legal Representative and ',
    ]) {
      expect(OFFICES_JOINED_AT_END.test(lead), lead).toBe(true);
      expect(REPRESENTED_AT_END.test(lead), lead).toBe(true);
    }
  });
  it('near misses: a person\'s name, a comma before "and", a title that goes on to a name', () => {
    for (const lead of [
      'Acme SA, represented by John Smith and ',
      'Acme SA, represented by its Director, and ',
      'Acme SA, represented by its Director John Hart and ',
      'Acme SA, represented by its auditors Grant Thornton and ',
    ]) {
      expect(OFFICES_JOINED_AT_END.test(lead), lead).toBe(false);
      expect(REPRESENTED_AT_END.test(lead), lead).toBe(false);
    }
  });
  it('"represented by" alone closes the text before the representative for the slot reader, not for the alias reader', () => {
    expect(REPRESENTED_AT_END.test('Acme SA, represented by ')).toBe(true);
    expect(OFFICES_JOINED_AT_END.test('Acme SA, represented by ')).toBe(false);
  });
  it('a post\'s heads are post words that end a post; the qualifiers are not among them', () => {
    for (const head of REPRESENTATIVE_POST_HEADS) expect(REPRESENTATIVE_POST_WORDS).toContain(head);
    expect(REPRESENTATIVE_POST_HEADS).toEqual(expect.arrayContaining(['Director', 'Manager', 'Representative', 'President', 'Officer']));
    for (const qualifier of ['Legal', 'General', 'Managing', 'Chief', 'Vice']) expect(REPRESENTATIVE_POST_HEADS).not.toContain(qualifier);
  });
});

/**
 * One home for facts session 81's re-read found written twice (issue 18, h122health): the readers answer as before on
 * sentences of our own, a near miss each.
 */
import { describe, expect, it } from 'vitest';
import { PARTY_SLOT_WORDS } from '../../../src/contracts/classify/lexicon/roles.js';
import { PARTY_SLOTS } from '../../../src/contracts/classify/parties/preamble-words.js';
import { PARTIES_OPENING } from '../../../src/contracts/classify/document/recitals.js';

describe("the parties' opening words: one list (roles.ts PARTY_SLOT_WORDS) for PARTY_SLOTS and PARTIES_OPENING", () => {
  it('the list is between, among, amongst', () => {
    expect(PARTY_SLOT_WORDS.split('|')).toEqual(['between', 'among', 'amongst']);
  });
  it('PARTY_SLOTS finds each word anywhere; a longer word holding it is none', () => {
    expect(['This Agreement is made between the Owner and the Agent.', 'by and AMONG the Members', 'made amongst the Partners'].map((t) => PARTY_SLOTS.test(t))).toEqual([true, true, true]);
    expect(PARTY_SLOTS.test('The amongstness of things; the in-betweens.')).toBe(false);
  });
  it("PARTIES_OPENING reads a line's end, its colon optional; the word inside the line opens nothing", () => {
    expect(['THIS AGREEMENT is dated 1 May 2047 and made between:', 'BETWEEN', 'by and among :', 'made amongst'].map((t) => PARTIES_OPENING.test(t))).toEqual([true, true, true, true]);
    expect(PARTIES_OPENING.test('the arrangements between the parties')).toBe(false);
    expect(PARTIES_OPENING.test('the undersigned:')).toBe(false);
  });
});

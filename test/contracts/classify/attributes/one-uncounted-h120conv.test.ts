/**
 * Issue 18, h120conv: "one" that counts no thing is no Number (docs/contract-labels.md, 2.4, Number, "not taken"): the
 * party idiom "on (the) one side/part/hand" (sets 1–93: 24 of 25 rows bare, set 24's relabelled) and "one" as the
 * subject of its verb after a word that opens a clause, standing for a noun ("if one is hired"; set 93 ×2, set 87's
 * relabelled). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number:'));

describe('"one" of the party idiom and "one" as a pronoun subject: no Number (h120conv)', () => {
  it('the party idiom opening a party\'s row', () => {
    expect(numbers('On one side: the village of Etimbato, called here "the Village".')).toEqual([]);
    expect(numbers('By this private instrument, on one side, Alder Ltd, with its seat in Curitiba, and on the other side, Birch Ltd.')).toEqual([]);
    expect(numbers('On one part, Alder Ltd, hereinafter the Customer.')).toEqual([]);
    expect(numbers('By this private instrument, on one part ALDER LTDA., with its seat in Curitiba, and on the other part Birch Ltd.')).toEqual([]);
    expect(numbers('ON ONE PART: the Departmental Government of Alder.')).toEqual([]);
  });
  it('"one" as the subject of its verb after "if", "when"', () => {
    expect(numbers('Each party pays half of the hire of a tractor if one is hired to open the furrows.')).toEqual([]);
    expect(numbers('The Keeper is not to blame if one drowns or goes over the banks.')).toEqual([]);
    expect(numbers('The Supplier replaces a pump when one breaks down.')).toEqual([]);
  });
  it('near misses: "one" that counts stays a Number', () => {
    expect(numbers('The Supplier fences the field on one side only.')).toEqual(['Number:one']);
    // "part" and "hand" count as "side" does, unless before a comma, colon, the end or a capitalised name (h120rr #7).
    expect(numbers('The Supplier works on one part of the site at a time, and fences it.')).toEqual(['Number:one']);
    expect(numbers('The Supplier paints on one part of the wall each day.')).toEqual(['Number:one']);
    expect(numbers('The Supplier leaves a spare key on one hand and the alarm code on the other.')).toEqual(['Number:one']);
    expect(numbers('The Supplier phones the Customer if one of the pumps is down.')).toEqual(['Number:one']);
    expect(numbers('The Supplier sends one copy if one party asks.')).toEqual(['Number:one', 'Number:one']);
    expect(numbers('The Supplier keeps two boats and one is always ready.')).toEqual(['Number:two', 'Number:one']);
    expect(numbers('The Supplier hires a second boat if one class grows beyond twelve.')).toEqual(['Number:one', 'Number:twelve']);
  });
});

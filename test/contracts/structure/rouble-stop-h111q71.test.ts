/**
 * The stop of an after-figure money mark ("rub.", "den.") before a bracket ends no sentence; before a capital it does
 * (issue 18, h111q71; facts set 71's cause 15).
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/contracts/structure/sentences.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('"rub." and "den." after a figure', () => {
  it('before a bracket: one sentence', () => {
    expect(split('The Customer pays an advance of 90 000 rub. (the price of one day) within 3 (three) banking days from the signing.')).toHaveLength(1);
    expect(split('A deposit of 4.800 den. (four thousand eight hundred denars) is paid on signing.')).toHaveLength(1);
  });
  it('near misses: before a capital, or after a word, the stop ends its sentence', () => {
    expect(split('The fee is 500 rub. The Customer pays it on signing.')).toHaveLength(2);
    expect(split('Apply the polish and rub. (Do not soak the leather.)')).toHaveLength(2);
  });
});

/**
 * The first lent-goods cue reads no amount (its MONEY is the words of money lent), so it is a plain pattern with `i`,
 * not `moneyPattern` (issue 18, h109fix): the same readings in any case. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { LENT_GOODS_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-lent-goods.js';

const lends = LENT_GOODS_CUES[0][0];

describe('lending a thing "to" someone', () => {
  it('reads a thing lent, in any case', () => {
    expect(lends.test('The Trust will lend the two carved chairs to the Hall for the exhibition.')).toBe(true);
    expect(lends.test('THE TRUST WILL LEND THE TWO CARVED CHAIRS TO THE HALL.')).toBe(true);
    expect(lends.test('The Club must not lend any boat on to a third party.')).toBe(true);
  });
  it('near misses: money lent, no "to"', () => {
    expect(lends.test('The Bank will lend the sums drawn under the Facility to the Borrower.')).toBe(false);
    expect(lends.test('The Fund may lend its capital to members.')).toBe(false);
    expect(lends.test('We lend the chairs free of charge.')).toBe(false);
  });
  it('is a plain pattern: its source reads the words as written, with the `i` flag', () => {
    expect(lends.flags).toContain('i');
    expect(lends.source.startsWith(String.raw`\blend\s+`)).toBe(true);
  });
});

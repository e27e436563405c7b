import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

// Issue 18, h44s48: C28 — a statute's slashed number is an identifier, no Number, whatever mark of number stands
// before it in translation ("no.", "n.", "nr."). Every sentence is written here.
describe('a statute\'s slashed number after a small "no." (not-quantities.ts STATUTE_WORD_BEFORE)', () => {
  it('"Legislative Decree no. 81/2008", "Law n. 196/2003": no Number', () => {
    expect(attributesOf('Staff must follow Legislative Decree no. 81/2008 on site safety.')).toEqual([]);
    expect(attributesOf('The Processor complies with Law n. 196/2003.')).toEqual([]);
  });

  it('near misses: a share and a statute\'s plain number and year stay Numbers (C28)', () => {
    expect(attributesOf('Profits are shared on a 50/50 basis.')).toEqual(['Number:50/50']);
    expect(attributesOf('Law No. 27 of 1994 applies.')).toEqual(['Number:27', 'Number:1994']);
  });
});

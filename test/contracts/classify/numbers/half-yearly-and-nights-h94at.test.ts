/**
 * Issue 18, h94at: "half-yearly" is one period, as "semi-annual" is (C22's "monthly"); a count of nights is a stay's
 * length. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const durations = (text: string) => attributesOf(text).filter((a) => a.startsWith('Duration'));

describe('"half-yearly"', () => {
  it('is one Duration, never "yearly" inside it', () => {
    expect(durations('The fee is payable in half-yearly instalments.')).toEqual(['Duration:half-yearly']);
    expect(durations('The Lessee shall report half-yearly to the Lessor.')).toEqual(['Duration:half-yearly']);
  });
  it('near miss: "yearly" alone stays a Duration, "half" of a sum none', () => {
    expect(durations('The fee is payable yearly.')).toEqual(['Duration:yearly']);
    expect(durations('The Lessee pays half of the cost.')).toEqual([]);
  });
});

describe('a count of nights', () => {
  it('is a Duration, with its bound', () => {
    expect(attributesOf('The Hotel shall provide six rooms for three nights.')).toEqual(['Number:six', 'Duration:three nights']);
    expect(durations('Guests may stay for up to 14 nights.')).toEqual(['Duration:up to 14 nights']);
  });
  it('near misses: one night\'s stay, room nights and "more nights" stay counts', () => {
    expect(attributesOf('We charge a deposit of one night\'s stay.')).toEqual(['Number:one']);
    expect(attributesOf('The Hotel shall hold a block of 180 room nights.')).toEqual(['Number:180']);
    expect(attributesOf('The Band may stay 2 more nights at its own cost.')).toEqual(['Number:2']);
  });
});

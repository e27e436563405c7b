/**
 * Issue 18, h94at: "half-yearly" is one period, as "semi-annual" is (C22's "monthly"); a count of nights is a stay's
 * length. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { findDurations, isStayLength } from '../../../../src/contracts/classify/numbers/durations.js';

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

describe('a stay\'s length among the facts', () => {
  it('marks a count of nights as a stay\'s length, no other duration', () => {
    const text = 'The Hotel shall provide six rooms for three nights, payable within 30 days.';
    const d = findDurations(text).map((x) => [text.slice(x.begin, x.end), isStayLength(text, x)]);
    expect(d).toEqual([['three nights', true], ['within 30 days', false]]);
  });
});

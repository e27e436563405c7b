/** Issue 18, h78t61: a fortnight is a unit of time, two weeks. */
import { describe, expect, it } from 'vitest';
import { findDurations } from '../../../../src/contracts/classify/numbers/durations.js';
import { attributesOf } from '../helpers.js';

describe('"20 fortnights"', () => {
  it('is a Duration of 40 weeks (280 days), in figures or words', () => {
    expect(attributesOf('The loan is repaid in 20 fortnights.')).toEqual(['Duration:20 fortnights']);
    expect(findDurations('repaid over twelve (12) fortnights')).toEqual([{ begin: 12, end: 34, count: 24, unit: 'weeks', days: 168 }]);
    expect(findDurations('within 2 fortnights')[0]).toMatchObject({ count: 4, unit: 'weeks', days: 28 });
  });

  it('near misses: weeks stay weeks; a fortnight with no count and the adverb count nothing', () => {
    expect(findDurations('within 3 weeks')[0]).toMatchObject({ count: 3, unit: 'weeks', days: 21 });
    expect(findDurations('The wages are paid each fortnight.').filter((d) => d.count !== undefined)).toEqual([]);
    expect(attributesOf('The Fortnight Review is published by the Council.').filter((a) => a.startsWith('Duration'))).toEqual([]);
  });
});

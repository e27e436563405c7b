/**
 * A season, a stay or a hire that "begins" or "ends" on a date is the agreement's period, as "The Term begins on …" is:
 * a seasonal service or a letting times itself by the season or the stay (facts.ts PERIOD_NOUN_RUNS; h45f31, facts set
 * 31's cause 9). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const dates = (...texts: string[]) => {
  const r = classifyContract(elements(...texts));
  return { effective: r.effective_dates.map((d) => d.text_normalized), termination: r.termination_dates.map((d) => d.text_normalized) };
};

describe('a season or a stay that begins or ends on a date (h45f31)', () => {
  it('gives the period\'s start and end', () => {
    expect(dates('Contractor will clear snow from Client\'s driveway after each snowfall during the winter season, which begins November 1, 2032 and ends March 31, 2033.'))
      .toEqual({ effective: ['2032-11-01'], termination: ['2033-03-31'] });
    expect(dates('The season begins on May 1, 2032.')).toEqual({ effective: ['2032-05-01'], termination: [] });
    expect(dates('The stay ends on 14 August 2032.')).toEqual({ effective: [], termination: ['2032-08-14'] });
  });
  it('an event of no period that begins or ends stays none', () => {
    expect(dates('The festival begins on 3 May 2032 and ends on 5 May 2032.')).toEqual({ effective: [], termination: [] });
    expect(dates('The training course starts on 3 May 2032.')).toEqual({ effective: [], termination: [] });
  });
});

/**
 * A stay, a season or a week "from <date> to <date>" with no running verb is the agreement's period: the first date its
 * start, the second its end, times of day and weekdays between (facts.ts PERIOD_RANGE, date-kinds.ts FROM_DATE and
 * RANGE_END; h45f31, facts set 31's cause 8). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const dates = (...texts: string[]) => {
  const r = classifyContract(elements(...texts));
  return { effective: r.effective_dates.map((d) => d.text_normalized), termination: r.termination_dates.map((d) => d.text_normalized) };
};

describe('a period "from <date> to <date>" without a running verb (h45f31)', () => {
  it('a stay, a season or a week from one date to another gives its start and end', () => {
    expect(dates('The Owner lets the chalet to the Guest for a holiday stay from 3.00 pm on Saturday 10 July 2032 to 10.00 am on Saturday 17 July 2032.'))
      .toEqual({ effective: ['2032-07-10'], termination: ['2032-07-17'] });
    expect(dates('The hire season is from 1 May 2032 to 30 September 2032.')).toEqual({ effective: ['2032-05-01'], termination: ['2032-09-30'] });
    expect(dates('The boat is chartered for the week from 5 June 2032 to 12 June 2032.')).toEqual({ effective: ['2032-06-05'], termination: ['2032-06-12'] });
    expect(dates('This agreement applies to the winter season, from 1 December 2032 to 31 March 2033.')).toEqual({ effective: ['2032-12-01'], termination: ['2033-03-31'] });
  });
  it('a date alone after "from", or a range of no period, stays none', () => {
    expect(dates('Invoices issued from 1 May 2032 to 30 June 2032 are payable in euros.')).toEqual({ effective: [], termination: [] });
    expect(dates('The Supplier moved its office from 1 High Street on 3 May 2032.')).toEqual({ effective: [], termination: [] });
  });
});

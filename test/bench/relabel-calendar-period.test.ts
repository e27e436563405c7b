// bench/contracts-relabel-calendar-period.mjs (issue 18, h64conv): C77's rule over a labelled element.
import { describe, expect, it } from 'vitest';
import { missingCalendarPeriods } from '../../bench/contracts-relabel-calendar-period.mjs';

const element = (text: string, durations: string[] = []) => ({ text, attributes: durations.map((t) => ({ type: 'Duration', text: t })) });

describe('missingCalendarPeriods (C77)', () => {
  it('finds a recurring calendar period', () => {
    expect(missingCalendarPeriods(element('The Lessee may inspect the barn once in each calendar year.'))).toEqual(['calendar year']);
    expect(missingCalendarPeriods(element('Fees are paid within 30 days after the end of each calendar quarter.', ['within 30 days']))).toEqual(['calendar quarter']);
    expect(missingCalendarPeriods(element('The Agent sends a forecast before every calendar quarter.'))).toEqual(['calendar quarter']);
    expect(missingCalendarPeriods(element('The Sponsor hosts two dinners per calendar year.'))).toEqual(['calendar year']);
  });

  it('leaves "a/any calendar month" (too even: no convention)', () => {
    expect(missingCalendarPeriods(element('Notice takes effect at the end of a calendar month.'))).toEqual([]);
    expect(missingCalendarPeriods(element('The Lessee may inspect the barn once in any calendar year.'))).toEqual([]);
  });

  it('adds nothing the element already holds, in either span', () => {
    expect(missingCalendarPeriods(element('The rent is payable on the first day of each calendar month.', ['each calendar month']))).toEqual([]);
    expect(missingCalendarPeriods(element('Uptime is 99% in each calendar month.', ['calendar month']))).toEqual([]);
    expect(missingCalendarPeriods(element('Reports are due each calendar month, and again every calendar month of audit.'))).toEqual(['calendar month']);
  });

  it('leaves an amount\'s rate, a calendar day and a counted period alone', () => {
    expect(missingCalendarPeriods(element('The hire is EUR 900 per calendar month.'))).toEqual([]);
    expect(missingCalendarPeriods(element('The hire is CZK 18,500 per calendar month.'))).toEqual([]);
    expect(missingCalendarPeriods(element('For each calendar day of delay a penalty is owed.'))).toEqual([]);
    expect(missingCalendarPeriods(element('Either party may end it on three calendar months\' notice.'))).toEqual([]);
    expect(missingCalendarPeriods(element('Royalties are paid for each month.'))).toEqual([]);
  });
});

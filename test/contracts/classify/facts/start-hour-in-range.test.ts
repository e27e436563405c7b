/**
 * The start's hour after the first date of a range ("from 4 July 2034 at 09:00 until …") keeps that date the start
 * (facts set 38's cause 11; issue 18, h70dates). Sentences written for the rule, with the near misses.
 */
import { describe, expect, it } from 'vitest';
import { dates } from '../facts-readers.js';

const PARTIES = 'Kuusk Rent OÜ (the "Lessor") and Meri Events AS (the "Lessee") agree as follows.';

describe("a range's start with its hour (h70dates)", () => {
  it('reads the start and the end with an hour after the start', () => {
    expect(dates(PARTIES, 'The rental period is from 2 August 2034 at 08:00 until 5 August 2034 at 20:00.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
    expect(dates(PARTIES, 'The hire runs from 2 August 2034 at 12:00 noon to 5 August 2034.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
    expect(dates(PARTIES, 'The hire period is from 2 August 2034 at 14.00 hrs until 5 August 2034.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
    expect(dates(PARTIES, 'The hire runs from 2 August 2034, at 9 a.m., to 5 August 2034.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
    expect(dates(PARTIES, 'The hire period is from 08:00 on 2 August 2034 until 20:00 on 5 August 2034.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
  });
  it('near misses: a bare figure after "at", no "from", no range', () => {
    expect(dates(PARTIES, 'Interest accrues from 2 August 2034 at 5 until paid.').effective).toEqual([]);
    expect(dates(PARTIES, 'The sauna is delivered on 2 August 2034 at 08:00 to the site.').effective).toEqual([]);
  });
});

describe("a start's hour then the hours of a day, no date at the other end (review hrev61)", () => {
  it('a range of hours after the date starts no period', () => {
    expect(dates(PARTIES, 'Under this Agreement the Buyer may collect the goods from 1 May 2034 at 09:00 until 17:00 on each business day.').effective).toEqual([]);
    expect(dates(PARTIES, 'Under this Agreement deliveries are taken from 3 May 2034 at 9 a.m. to 5 p.m.').effective).toEqual([]);
    expect(dates(PARTIES, 'Under this Agreement the site is open from 3 May 2034 at 08.00 hrs to 16.00 hrs daily.').effective).toEqual([]);
    expect(dates(PARTIES, 'Under this Agreement the Lessee may use the hall from 1 May 2034 at 18:00 to midnight.').effective).toEqual([]);
  });
  it('near misses: a date at the other end, with or without its own hour first', () => {
    expect(dates(PARTIES, 'The hire runs from 2 August 2034 at 09:00 to 18:00 on 5 August 2034.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
    expect(dates(PARTIES, 'The hire runs from 2 August 2034 at 09:00 until 05.08.2034.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
    expect(dates(PARTIES, 'The rental period is from 2 August 2034 at 08:00 until 5 August 2034 at 20:00.')).toEqual({ effective: ['2034-08-02'], termination: ['2034-08-05'] });
  });
});

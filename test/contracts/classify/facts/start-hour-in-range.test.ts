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

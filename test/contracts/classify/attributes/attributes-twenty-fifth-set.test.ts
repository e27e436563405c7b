/**
 * Attribute defects of set 25 (issue 18, h23s25), with sentences written for these tests: a date whose year is named
 * relative to another ("April 30 of the following year") is its day and month (sets 21 and 23 label it so).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('a date with a relative year', () => {
  it('"of the following year", "in the next year", "of the next year" are left out of the DateTime', () => {
    expectReads(attributesOf, [
      ['The crop is stored until April 30 of the following year.', ['DateTime:April 30']],
      ['Fees are paid by 28 February in the next year.', ['DateTime:28 February']],
      ['The report is due by 15 January of the next year.', ['DateTime:15 January']],
    ]);
  });
  it('a date with its own year, and "the following year" elsewhere, are read as before', () => {
    expect(attributesOf('Fees are paid by 28 February 2027.')).toEqual(['DateTime:28 February 2027']);
    expect(attributesOf('Rent for the following year is due on 1 May.')).toEqual(['DateTime:1 May']);
  });
});

/** Attributes the fifth blind set showed (issue 18, h18z); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('attributes: periods between two dates', () => {
  it('a period from one date to another is two DateTimes, each its own date', () => {
    expect(attributesOf('The exhibition runs from March 3 to March 9, 2026.')).toEqual(['DateTime:March 3', 'DateTime:March 9, 2026']);
    expect(attributesOf('The Artist shall perform between 2 May 2026 and 30 June 2026.')).toEqual(['DateTime:2 May 2026', 'DateTime:30 June 2026']);
  });

  it('a count running from a date is a Duration and the date a DateTime', () => {
    expect(attributesOf('The lease lasts five years from 1 March 2026.')).toEqual(['Duration:five years', 'DateTime:1 March 2026']);
  });

  it('one date, and a numeric date with dashes, stay one DateTime', () => {
    expect(attributesOf('This Agreement starts on 4 May 2026.')).toEqual(['DateTime:4 May 2026']);
    expect(attributesOf('The notice was served on 2026-05-04.')).toEqual(['DateTime:2026-05-04']);
  });
});

describe('attributes: the parties\' numbers in a preamble', () => {
  it('"between (1) X Ltd, (2) Y Ltd and (3) Z Ltd" numbers the parties: no Numbers', () => {
    expect(attributesOf('This Deed is made between (1) Aldgate Holdings Limited, (2) Brackley Foods Ltd and (3) Corve Bank plc.'))
      .toEqual(['Organization:Aldgate Holdings Limited', 'Organization:Brackley Foods Ltd', 'Organization:Corve Bank plc']);
  });

  it('a count in brackets elsewhere is still a Number', () => {
    expect(attributesOf('The Buyer shall order two (2) machines.')).toEqual(['Number:two (2)']);
  });
});

describe('attributes: bodies', () => {
  it('a society is an institution, and the FDA a known body', () => {
    expect(attributesOf('The expert is appointed by the President of the Chartered Insurance Society.')).toEqual(['Organization:Chartered Insurance Society']);
    expect(attributesOf('The Sponsor shall file the report with the FDA.')).toEqual(['Organization:FDA']);
  });

  it('"Centre" stays no head: a "Call Centre" is a place of work, not a body', () => {
    expect(attributesOf('The Supplier runs the Call Centre on weekdays.')).toEqual([]);
  });
});

describe('attributes: people who sign and people who are parties', () => {
  it('"on behalf of X by Name" names the signatory', () => {
    expect(attributesOf('Signed for and on behalf of Corve Bank plc by Harriet Ellison, Company Secretary'))
      .toEqual(['Organization:Corve Bank plc', 'Person:Harriet Ellison']);
  });
});

describe('attributes: the 24-hour clock', () => {
  it('"07:00", "19:30 hours" are DateTimes as "9.00 am" is; a clause number with a dot and a ratio are not', () => {
    expect(attributesOf('The Engineer shall attend between 07:00 and 19:30 hours on weekdays.')).toEqual(['DateTime:07:00', 'DateTime:19:30 hours']);
    expect(attributesOf('The Supplier shall comply with Clause 12.30.').some((a) => a.startsWith('DateTime'))).toBe(false);
    expect(attributesOf('Dilute the product 1:50 before use.').some((a) => a.startsWith('DateTime'))).toBe(false);
  });
});

/**
 * Set 42's attributes (issue 18, h31a42; docs/contract-labels.md, C46, C47,
 * C48, C49): a frequency word inside a capitalised name is no Duration; "KPI N" names an indicator,
 * no Number; a town and its Australian state are one Location, and a town after a company's legal form or a street is a
 * Location; "one-time" is no count; seconds are a unit; an instrument's slashed number is an identifier (C28); a
 * sentence's second definition and an unquoted term with a joining word are DefinedTerms; a person a definition names is
 * a Person. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a frequency word inside a capitalised name (C46)', () => {
  it('"Annual Service Fee", "Quarterly Report", "Monthly Charges" name things: no Duration', () => {
    expectReads(attributesOf, [
      ['The Customer shall pay the Annual Service Fee.', []],
      ['The Agent shall send the Quarterly Report to the Principal.', []],
      ['Liability is limited to 110% of the Monthly Charges.', ['Percentage:110%']],
      ['The Trust will receive the General Annual Grant.', []],
    ]);
  });

  it('standing alone, or in an ALL-CAPS sentence, the word stays a Duration (C22)', () => {
    expectReads(attributesOf, [
      ['The Customer shall pay the annual service fee.', ['Duration:annual']],
      ['The charge is payable monthly in arrears.', ['Duration:monthly']],
      ['Monthly reports are due on the fifth day.', ['Duration:Monthly']],
      ['THE FEE IS PAYABLE ANNUALLY IN ADVANCE.', ['Duration:ANNUALLY']],
      ['The Supplier shall report each Calendar Month.', ['Duration:Calendar Month']],
    ]);
  });
});

describe('attributes: "KPI N" names an indicator (C47)', () => {
  it('the figure after "KPI" is no Number, as "Severity 1" (C45) and "Item 8" (C40)', () => {
    expectReads(attributesOf, [
      ['KPI 3 Windows cleaned on schedule: 95%.', ['Percentage:95%']],
      ['If the Contractor misses KPI 2, a Service Credit applies.', []],
    ]);
  });

  it('a count beside an indicator stays a Number', () => {
    expect(attributesOf('The Contractor will report on 4 KPIs.')).toEqual(['Number:4']);
  });
});

describe('attributes: "one-time", seconds and an instrument\'s slashed number', () => {
  it('"one-time" is done once, no count, as "one-off"', () => {
    expectReads(attributesOf, [
      ['The Client shall pay a one-time set-up fee.', []],
      ['The Client shall pay one fee at a time.', ['Number:one']],
    ]);
  });

  it('seconds are a unit (C49); a second as an ordinal is none', () => {
    expectReads(attributesOf, [
      ['The help desk will answer calls within 45 seconds.', ['Duration:within 45 seconds']],
      ['The Photographer will bring one second camera.', ['Number:one']],
    ]);
  });

  it('"Directive 2011/7/EU" is an identifier: no Number, no Organization (C28)', () => {
    expectReads(attributesOf, [
      ['Interest runs at the rate under Directive 2011/7/EU.', []],
      ['The rate is 2/3 of the base rate.', ['Number:2/3']],
    ]);
  });
});

describe('attributes: towns and their states (C48)', () => {
  it('a town and its Australian state are one Location, as "Columbus, Ohio" is', () => {
    expectReads(attributesOf, [
      ['This deed is made between Wattle Farms Pty Ltd of Mildura, Victoria (Grower) and Aa Bb Limited (Buyer).', ['Organization:Wattle Farms Pty Ltd', 'Location:Mildura, Victoria', 'Organization:Aa Bb Limited']],
      ['The Supplier keeps a depot in Toowoomba, Queensland.', ['Location:Toowoomba, Queensland']],
    ]);
  });

  it('a town after a company\'s legal form is a Location; an Irish town with its county and Eircode is one Location with them (C48)', () => {
    expectReads(attributesOf, [
      ['This Contract is made between Harrowgate Cleaning Limited of Wakefield ("the Contractor") and the Council.', ['Organization:Harrowgate Cleaning Limited', 'Location:Wakefield']],
      ['This Contract is made with Harrowgate Cleaning Limited of Wakefield, Co. Meath, A92 X1Y2 ("the Contractor").', ['Organization:Harrowgate Cleaning Limited', 'Location:Wakefield, Co. Meath, A92 X1Y2']], // an Irish town, its county and Eircode: one Location (C48, h47s49)
    ]);
  });

  it('a street and the town after it are one Location (C48 as relabelled, session 55); a listed city naming the street is none', () => {
    expectReads(attributesOf, [
      ['The Site means the yard known as Mill House, Canal Street, Wakefield.', ['Location:Canal Street, Wakefield']],
      ['The Site means the office known as Brook House, Wellington Street, Wakefield.', ['Location:Wellington Street, Wakefield']],
      ['The courier will leave from London Road.', []],
    ]);
  });
});

describe('attributes: defined terms and the person a definition names', () => {
  it('the second definition of a sentence is a DefinedTerm as the first', () => {
    expect(attributesOf('"SLAs" means the service levels in Schedule 4, and "Credit" means a deduction from the fee.'))
      .toEqual(['DefinedTerm:SLAs', 'Number:4', 'DefinedTerm:Credit']);
  });

  it('an unquoted term with a joining word ("Date for Practical Completion") is a DefinedTerm', () => {
    expectReads(attributesOf, [
      ['Date for Handover of Works means the date in Item 6.', ['DefinedTerm:Date for Handover of Works']],
      ['Certificate of Completion means the certificate under clause 9.', ['DefinedTerm:Certificate of Completion', 'Number:9']],
    ]);
  });

  it('a person a definition names, before an apposition, is a Person; a body or an address is none', () => {
    expectReads(attributesOf, [
      ['"Supervisor" means Ingrid Halvorsen, a professor of the University, or her successor.', ['DefinedTerm:Supervisor', 'Person:Ingrid Halvorsen']],
      ['"Venue" means Harbour Arts Gallery, Quay Street, Wexford.', ['DefinedTerm:Venue', 'Location:Quay Street, Wexford']],
      ['"Indicators" means Key Performance Indicators.', ['DefinedTerm:Indicators']],
    ]);
  });
});

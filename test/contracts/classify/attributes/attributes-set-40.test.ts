/**
 * Set 40's attributes (issue 18, h30a40; docs/contracts.md, "Set 40's attributes"): a level's name ("Severity 1") is no
 * Number (C45); a count of a service level's own hours ("within 8 Service Hours") is a Duration; a mark glued after a figure is inside a code (the Canadian postcode "M5J 2R9" holds no rand,
 * and its address is read whole); a national body named by its field and its country ("Athletics Canada") is one
 * Organization (C25); a deed's director and witness named between commas are Persons. And the readings the brief asked
 * about that the conventions keep: "ISO/IEC 27001" is a Number, "the State of Vermont" one Location with its title.
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a level\'s name is no count (C45)', () => {
  it('the figure after "Severity" or "Priority" (and "Level") names the level: no Number', () => {
    expectReads(attributesOf, [
      ['Each Severity 1 Incident shall be resolved within 4 hours.', ['Duration:within 4 hours']],
      ['Priority 2: response within 2 hours, resolution within 3 Business Days', ['Duration:within 2 hours', 'Duration:within 3 Business Days']],
      ['"Severity Level 3" means a fault that affects one user.', ['DefinedTerm:Severity Level 3', 'Number:one']],
    ]);
  });

  it('a count beside a level stays a Number', () => {
    expect(attributesOf('The Contractor shall send 2 copies of each Priority 1 report.')).toEqual(['Number:2']);
  });
});

describe('attributes: a count of a service level\'s own hours is a Duration', () => {
  it('"within 8 Service Hours", "four (4) Support Days" are one Duration each, as "Business Days" are', () => {
    expectReads(attributesOf, [
      ['Severity 2: response within 1 hour, resolution within 8 Service Hours', ['Duration:within 1 hour', 'Duration:within 8 Service Hours']],
      ['The Supplier shall answer within four (4) Support Days.', ['Duration:within four (4) Support Days']],
      ['The Supplier shall provide 3 service engineers.', ['Number:3']],
    ]);
  });
});

describe('attributes: a mark glued after a figure is inside a code', () => {
  it('a Canadian postcode holding "R9" is no money, and its street address is one Location', () => {
    expectReads(attributesOf, [
      ['Notices go to the Licensor at 40 Bay Street, Toronto, Ontario M5J 2R9.', ['Location:40 Bay Street, Toronto, Ontario M5J 2R9']],
      ['Notices go to the Licensor at 15 Pier Road, Winnipeg, Manitoba R3B 2R9, Attention: Legal.', ['Location:15 Pier Road, Winnipeg, Manitoba R3B 2R9']],
    ]);
  });

  it('the rand written apart from any figure before it stays money', () => {
    expectReads(attributesOf, [
      ['The deposit is R9 500 per month.', ['Currency:R9 500']],
      ['The deposit (R9 500) is payable monthly.', ['Currency:R9 500', 'Duration:monthly']],
    ]);
  });
});

describe('attributes: a national body named by its field and its country (C25)', () => {
  it('is one Organization, the country in it no Location', () => {
    expectReads(attributesOf, [
      ['The Event shall follow the safety rules of Athletics Canada.', ['Organization:Athletics Canada']],
      ['The Club shall report doping tests to Swimming Australia and to Sport England.', ['Organization:Swimming Australia', 'Organization:Sport England']],
      ['Public Health England shall be told of any outbreak.', ['Organization:Public Health England']],
    ]);
  });

  it('the country alone, or a region named with a compass word, stays a place', () => {
    expectReads(attributesOf, [
      ['The product is approved by Health Canada for sale throughout Canada.', ['Organization:Health Canada', 'Location:Canada']],
      ['Western Australia and New Zealand are excluded from the Territory.', ['Location:Western Australia', 'Location:New Zealand']],
    ]);
  });
});

describe('attributes: a deed\'s director and witness named between commas', () => {
  it('"acting by a director, Aa Bb, in the presence of a witness, Cc Dd" names two Persons', () => {
    expectReads(attributesOf, [
      ['EXECUTED AS A DEED by CALDER FOODS PLC acting by a director, Imogen Hartley, in the presence of a witness, Tomas Reyes.', [
        'Organization:CALDER FOODS PLC', 'Person:Imogen Hartley', 'Person:Tomas Reyes',
      ]],
    ]);
  });

  it('a post with no name after its comma names no one', () => {
    expectReads(attributesOf, [
      ['The Tenant shall be represented by a director, who shall sign the notice.', []],
      ['Any notice is to be signed by the Secretary, or by a witness.', []],
    ]);
  });
});

describe('attributes: readings kept by the conventions (set 40)', () => {
  it('a standard\'s plain number is a Number (docs/contracts.md: "ISO 9001" stays one; sets 1–39: 6 of 6 plain ISO and IEC numbers so)', () => {
    expect(attributesOf('The Vendor shall keep its certification to ISO/IEC 27001 and ISO 9001 current.')).toEqual(['Number:27001', 'Number:9001']);
  });

  it('a state or a province with its title is one Location (sets 1–39: 78 of 80 whole)', () => {
    expectReads(attributesOf, [
      ['This Agreement is governed by the laws of the State of Vermont.', ['Location:State of Vermont']],
      ['This Agreement is governed by the laws of the Province of Manitoba and the federal laws of Canada.', ['Location:Province of Manitoba', 'Location:Canada']],
    ]);
  });
});

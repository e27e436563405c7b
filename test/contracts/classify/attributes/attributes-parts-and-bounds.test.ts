/**
 * C18 and C19 (issue 18, h23conv; docs/contracts.md): the number of a schedule, annex, appendix, exhibit or article
 * named inside a sentence is a Number, a heading's own is not; a Duration keeps the bound that opens it ("within",
 * "at least", "less than" from "not less than", "more than"), while "no later than" stays outside. Sentences written
 * for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a part of the contract named by its number (C18)', () => {
  it('a schedule, annex, appendix, exhibit or article inside a sentence: Number', () => {
    expectReads(attributesOf, [
      ['The Gallery will hang the paintings listed in Schedule 3.', ['Number:3']],
      ['The Contractor shall build to the drawings in Annex 2 and the specification in Appendix 4.', ['Number:2', 'Number:4']],
      ['The fees are those agreed in Article 5.', ['Number:5']],
      ['The Supplier shall meet the service levels in Exhibit 1.', ['Number:1']],
    ]);
  });
});

describe('attributes: a Duration keeps its bound (C19)', () => {
  it('"within", "at least", "less than", "more than": in the span', () => {
    expectReads(attributesOf, [
      ['The Tenant shall give at least 21 days\' notice.', ['Duration:at least 21 days']],
      ['The Buyer shall pay within 45 days of receipt.', ['Duration:within 45 days']],
      ['The Owner shall give not less than ten days\' notice.', ['Duration:less than ten days']],
      ['A stoppage of more than three weeks ends the charter.', ['Duration:more than three weeks']],
    ]);
  });

  it('"no later than" stays outside', () => {
    expect(attributesOf('The Agent shall report no later than 48 hours after the sale.')).toEqual(['Duration:48 hours']);
  });
});

describe('attributes: a frequency with no count of time (C22)', () => {
  it('"each month", "per annum", "a week", "twice a year": no Duration', () => {
    expectReads(attributesOf, [
      ['The Tenant shall pay the rent each month.', []],
      ['The Agent shall report to the Owner twice a year.', []],
      ['The Coach will train the squad three times a week.', ['Number:three']],
      ['The loan bears interest at 4% per annum.', ['Percentage:4%']],
    ]);
  });

  it('a count of time or a frequency word still is one', () => {
    expect(attributesOf('The Tenant may use the hall for 6 hours a week.')).toEqual(['Duration:6 hours']);
    expect(attributesOf('The Agent shall send a monthly statement.')).toEqual(['Duration:monthly']);
  });
});

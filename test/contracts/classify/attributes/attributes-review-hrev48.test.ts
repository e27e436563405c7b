/**
 * Review of h60attr's attribute rules on ordinary contract language (issue 18, hrev48): a coined short name hyphened to
 * the next word is no body (names/listed-bodies.ts, COINED_SHORT_BODIES); a capitalised adjective and period before
 * another capitalised word name a thing, no count of time (numbers/durations.ts). With the near misses still read.
 * Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a coined short name in a compound is no body (hrev48)', () => {
  it('hyphened to a word or a figure: no Organization', () => {
    expect(attributesOf('The Supplier shall deliver ASX-compliant files.')).toEqual([]);
    expect(attributesOf('The Buyer shall use a basic GEMA-style template.')).toEqual([]);
    expect(attributesOf('The product code NYSE-4 refers to the widget.')).toEqual([]);
  });
  it('before a figure or another word in capitals: an index, a model, a name in capitals', () => {
    expect(attributesOf('The fund tracks the S&P/ASX 200 index.')).toEqual(['Number:200']);
    expect(attributesOf('SIGNED by GEMA ALVAREZ for and on behalf of the Client.')).toEqual(['Person:GEMA ALVAREZ']);
  });
  it('alone, the body still', () => {
    expectReads(attributesOf, [
      ["The Company's shares are listed on the ASX.", ['Organization:ASX']],
      ['The GEMA tariff applies to the event.', ['Organization:GEMA']],
      ['The school was rated Outstanding by Ofsted.', ['Organization:Ofsted']],
      ['The Broadcaster holds licences from ASCAP AND SESAC.', ['Organization:ASCAP', 'Organization:SESAC']],
    ]);
  });
});

describe('attributes: a capitalised adjective and period naming a thing (hrev48)', () => {
  it('before another capitalised word: the figure numbers a schedule or a table', () => {
    expect(attributesOf('See Table 3 Full Year Forecast.')).toEqual(['Number:3']);
  });
  it('after a document part\'s name: the figure numbers the part', () => {
    expect(attributesOf('Appendix 2 Additional Hours')).toEqual([]);
  });
  it('the qualified durations h60attr added still read', () => {
    expectReads(attributesOf, [
      ['The Contractor has two full years to complete the works.', ['Duration:two full years']],
      ['The Hirer may keep the vehicle for one extra day at no charge.', ['Duration:one extra day']],
      ['The Trust shall give the Operator at least five (5) School Days\' notice of a closure.', ['Duration:at least five (5) School Days']],
      ['The Company holds 3 bank accounts with a clearing bank.', ['Number:3']],
    ]);
  });
});

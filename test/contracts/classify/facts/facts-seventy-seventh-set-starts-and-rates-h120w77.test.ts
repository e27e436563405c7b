/**
 * Facts set 77's causes 5 and 6 (issue 18, h120w77), each decided on sentences written for it, near misses kept (none is
 * the set's own sentence):
 * - 5: the start said by the one who does the work ("I will start on …", "The Contractor will start on …",
 *   facts/party-starts-work.ts) dates the contract's start, and the completion after it in the element its end;
 * - 6: a tax aside between "per month" and "for N months" ("per month, plus GST and QST, for four months") leaves the
 *   duration the payments' time, no time to pay (facts/agreement-terms.ts AFTER_RATE).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { partyStartsWork } from '../../../../src/contracts/classify/facts/party-starts-work.js';
import { isNoPaymentPeriod } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { dates, paymentTerms, terms } from '../facts-readers.js';

describe('the start said by the one who does the work (cause 5)', () => {
  it('the start and the completion after it: first person, "we", a party by its role', () => {
    expect(dates('Dear Maeve,', 'I will start on Monday 7 April 2047 and have the hedges finished by 30 May 2047, weather allowing.')).toEqual({ effective: ['2047-04-07'], termination: ['2047-05-30'] });
    expect(dates('Dear Maeve,', 'I will start on 7 April 2047 and have the hedges finished by 30 May 2047.')).toEqual({ effective: ['2047-04-07'], termination: ['2047-05-30'] });
    expect(dates('QUOTATION', 'We will start on 3 March 2046 and finish the work by 28 March 2046.')).toEqual({ effective: ['2046-03-03'], termination: ['2046-03-28'] });
    expect(dates('CONTRACT', 'The Builder will repaint the hall.', 'The Builder will start on 3 March 2046 and finish the work by 28 March 2046.')).toEqual({ effective: ['2046-03-03'], termination: ['2046-03-28'] });
    expect(dates('CONTRACT', 'The Contractor shall start on 3 March 2046 and complete the work by 28 March 2046.')).toEqual({ effective: ['2046-03-03'], termination: ['2046-03-28'] });
    expect(dates('CONTRACT', 'The Consultant will begin on the 3rd of March 2046.')).toEqual({ effective: ['2046-03-03'], termination: [] });
  });
  it('the pattern: the writer or a capitalised agent noun, a modal, "start"/"begin", "on" and a date', () => {
    expect(partyStartsWork('I will start on Monday 7 April 2047')).toBe(true);
    expect(partyStartsWork('we shall begin on 7 April 2047')).toBe(true);
    expect(partyStartsWork('The Employee will start on 1 October 2046')).toBe(true);
    expect(partyStartsWork('the Supplier shall start on 7 April')).toBe(true);
    expect(partyStartsWork('The Tenant will begin on April 7, 2047')).toBe(true);
  });
  it('near misses: no party (training, a payment), no date after "on", no "on", no modal, a party\'s act on the work', () => {
    expect(partyStartsWork('The Training will start on 7 April 2047')).toBe(false);
    expect(partyStartsWork('The Payment will start on 7 April 2047')).toBe(false);
    // A period, a season or a happening whose name ends as an agent's is no party (h120rr #3).
    expect(partyStartsWork('The Event will start on 7 April 2047')).toBe(false);
    expect(partyStartsWork('The Semester will start on 1 September 2047')).toBe(false);
    expect(partyStartsWork('The Winter will begin on 21 December 2047')).toBe(false);
    expect(dates('TRAINING AGREEMENT', 'The Provider shall teach the course. The Semester will start on 1 September 2047.')).toEqual({ effective: [], termination: [] });
    expect(partyStartsWork('the instalments will start on 7 April 2047')).toBe(false);
    expect(partyStartsWork('I will start on the roof once the scaffold is up')).toBe(false);
    expect(partyStartsWork('The Buyer will start paying on 7 April 2047')).toBe(false);
    expect(partyStartsWork('I started on 7 April 2047')).toBe(false);
    // A party's act on an object: set 42's work window (docs/contracts.md, "a party's act … gives neither").
    expect(partyStartsWork('The Builder shall begin the work on April 1, 2037')).toBe(false);
    expect(dates('AGREEMENT', 'The Builder shall begin the work on April 1, 2037 and shall complete the boat by November 30, 2037.')).toEqual({ effective: [], termination: [] });
    expect(dates('SUPPLY AGREEMENT', 'The Supplier shall deliver the machines. The Training will start on 7 April 2047 and finish by 30 May 2047.')).toEqual({ effective: [], termination: [] });
    expect(dates('SUPPLY AGREEMENT', 'The Buyer will start paying on 7 April 2047.')).toEqual({ effective: [], termination: [] });
  });
  it('property: any subject and day read the start', () => {
    fc.assert(fc.property(fc.constantFrom('I', 'We', 'The Contractor', 'The Builder', 'The Gardener'), fc.constantFrom('will', 'shall'),
      fc.constantFrom('start', 'begin'), fc.integer({ min: 1, max: 28 }), (who, modal, verb, day) => {
        expect(dates('AGREEMENT', `${who} ${modal} ${verb} on ${day} June 2046.`).effective).toEqual([`2046-06-${String(day).padStart(2, '0')}`]);
      }), { numRuns: 20 });
  });
});

describe('a tax aside between the rate and the months (cause 6)', () => {
  it('the months the payments last are no time to pay and no term', () => {
    const invoice = 'The Contractor sends an invoice at the end of each month, which the Club pays within 30 days of receiving it.';
    expect(paymentTerms('CONTRACT', 'The Club pays the Contractor $1,850.00 per month, plus GST and QST, for four months.', invoice)).toEqual(['30 days']);
    expect(terms('CONTRACT', 'The Club pays the Contractor $1,850.00 per month, plus GST and QST, for four months.', invoice)).toEqual(['30 days']);
    expect(paymentTerms('AGREEMENT', 'The Client pays EUR 900 per month, excluding VAT, for six months, within 14 days of each invoice.')).toEqual(['14 days']);
    expect(paymentTerms('AGREEMENT', 'The Client pays EUR 900 per month plus taxes for six months, within 14 days of each invoice.')).toEqual(['14 days']);
    expect(paymentTerms('AGREEMENT', 'The Client pays EUR 900 per week, exclusive of GST, for 6 weeks, within 14 days of each invoice.')).toEqual(['14 days']);
  });
  it('near misses: as before with no aside; an aside that is no tax word leaves the rule as it was; a payment term after "for"', () => {
    expect(paymentTerms('AGREEMENT', 'The Client pays EUR 900 per month for six months, within 14 days of each invoice.')).toEqual(['14 days']);
    const s = 'EUR 900 per month, plus GST, for six months';
    expect(isNoPaymentPeriod(s, s.indexOf('six'), s.length)).toBe(true);
    const t = 'EUR 900 per month. The Client pays each invoice for six months';
    expect(isNoPaymentPeriod(t, t.indexOf('six'), t.length)).toBe(false);
    const u = 'EUR 900 per month, and the Client shall keep the records for six months';
    expect(isNoPaymentPeriod(u, u.indexOf('six'), u.length)).toBe(false);
  });
});

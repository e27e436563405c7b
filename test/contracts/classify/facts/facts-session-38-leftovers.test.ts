/**
 * Session 38's leftovers on facts (issue 18, h73f39d), each decided on sentences written for it, near misses kept:
 * - "from 01/09 to 30/11/2032" is two dates, the first in the end's year and order of day and month (recognizers.ts);
 * - insurance named without a possessive expiring ("Insurance expires: 30/06/2035") dates no end of a contract that is no
 *   insurance itself (facts.ts BARE_INSURANCE_EXPIRES_BEFORE);
 * - "Any extension of the rental period by 14 days needs …" states a rule for extensions, no term (agreement-terms.ts).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { dates, terms, termination } from '../facts-readers.js';

const STORAGE = ['COLD STORAGE AGREEMENT', 'This Agreement is made on 2 August 2032 between Frostline Ltd ("Storer") and Vale Orchards Ltd ("Grower").'];

describe('a day and month in figures before a whole date (h73f39d)', () => {
  it('are two DateTimes and the period\'s two ends', () => {
    expect(attributesOf('The storage season runs from 01/09 to 30/11/2032.')).toEqual(['DateTime:01/09', 'DateTime:30/11/2032']);
    expect(dates(...STORAGE, 'This Agreement runs from 01/09 to 30/11/2032.')).toEqual({ effective: ['2032-09-01', '2032-08-02'], termination: ['2032-11-30'] });
    expect(attributesOf('The Storer keeps the fruit between 01/09 and 30/11/2032.')).toEqual(['DateTime:01/09', 'DateTime:30/11/2032']);
  });
  it('the first takes the year before when it falls after the end, and the end\'s order when the end is month first', () => {
    expect(dates(...STORAGE, 'This Agreement runs from 01/12 to 28/02/2033.')).toEqual({ effective: ['2032-12-01', '2032-08-02'], termination: ['2033-02-28'] });
    expect(dates(...STORAGE, 'This Agreement runs from 09/01 to 11/30/2032.')).toEqual({ effective: ['2032-09-01', '2032-08-02'], termination: ['2032-11-30'] });
  });
  it('near misses: a share before a date, a day that does not exist, no "from"', () => {
    expect(attributesOf('The Grower pays 1/3 to 30/11/2032 each.')).toEqual(['DateTime:1/3 to 30/11/2032']);
    expect(attributesOf('The season runs from 31/09 to 30/11/2032.')).toEqual(['DateTime:30/11/2032']);
  });
});

describe('insurance expiring without a possessive (h73f39d)', () => {
  const head = ['HAULAGE SERVICES AGREEMENT', 'This Agreement is made on 1 March 2034 between Corrib Foods Ltd ("Client") and Lough Haulage Ltd ("Contractor").'];
  it('a field or a clause of a cover dates no end of a contract that is no insurance', () => {
    expect(termination(...head, 'Insurance expires: 30/06/2035')).toEqual([]);
    expect(termination(...head, 'Public liability insurance expiry date: 30/06/2035')).toEqual([]);
    expect(termination(...head, 'The goods-in-transit insurance policy expires on 30 June 2035.')).toEqual([]);
  });
  it('near misses: the agreement expiring, the insurance in an insurance policy, "this insurance"', () => {
    expect(termination(...head, 'The Contractor shall keep insurance until this Agreement expires on 30 June 2035.')).toEqual(['2035-06-30']);
    expect(termination('HOME INSURANCE POLICY', 'This Policy is issued on 1 March 2034 by Tamar Insurance plc ("the Insurer") to Jane Holt ("you").', 'The insurance expires on 28 February 2035.')).toEqual(['2035-02-28']);
    expect(termination(...head, 'This insurance expires on 28 February 2035.')).toEqual(['2035-02-28']);
  });
});

describe('a rule for any extension states no term (h73f39d)', () => {
  const head = ['CAR RENTAL AGREEMENT', 'This Agreement is made on 1 May 2034 between Rent Co Ltd (the "Lessor") and Ann Lee (the "Lessee").'];
  it('"any extension … by N days", "each renewal … for a further year": no term', () => {
    expect(terms(...head, "Any extension of the rental period by 14 days needs the Lessor's written consent.")).toEqual([]);
    expect(terms(...head, "Any extension of the hire period by fourteen (14) days requires the Lessor's consent.")).toEqual([]);
    expect(terms(...head, 'Each renewal of this Agreement for a further year requires a new booking.')).toEqual([]);
  });
  it('near misses: an extension a party may make, the period itself', () => {
    expect(terms(...head, "The Lessee may extend the rental period by 14 days with the Lessor's written consent.")).toEqual(['14 days']);
    expect(terms(...head, 'The rental period is fourteen (14) days.')).toEqual(['14 days']);
  });
});

/**
 * The expiry of a party's own insurance, certificate, permit or registration dates that thing, no end of the agreement
 * (issue 18, h71left; hrev58's Left). Sentences written for the rule, with the near misses that must not change.
 */
import { describe, expect, it } from 'vitest';
import { termination } from '../facts-readers.js';

const head = ['HAULAGE SERVICES AGREEMENT', 'This Agreement is made on 1 March 2034 between Corrib Foods Ltd ("Client") and Lough Haulage Ltd ("Contractor").'];

describe("a party's own cover or proof expiring (h71left)", () => {
  it('insurance, an insurance certificate, a permit or a registration after a possessive: no termination date', () => {
    expect(termination(...head, "The Contractor's insurance expires: 30/06/2035")).toEqual([]);
    expect(termination(...head, 'The Contractor shall renew its public liability insurance policy, which expires on 31 October 2035, in good time.')).toEqual([]);
    expect(termination(...head, "The Contractor's operator licence registration expiry date: 14 May 2036")).toEqual([]);
    expect(termination(...head, 'The insurance certificate expires on 1 December 2035.')).toEqual([]);
    expect(termination(...head, 'Each driver\'s passport expiry date: 2 April 2037')).toEqual([]);
  });
  it('near misses: the agreement, a licence, a guarantee or a policy of its own still end on their dates', () => {
    expect(termination(...head, "The Contractor's insurance expires: 30/06/2035", 'This Agreement expires on 28 February 2036.')).toEqual(['2036-02-28']);
    expect(termination('SOFTWARE LICENCE', 'This Licence is granted on 1 March 2034 by Fenwick Ltd ("Licensor") to Harbour Ltd ("Licensee").', 'The licence expires on 28 February 2036.')).toEqual(['2036-02-28']);
    expect(termination('HOME INSURANCE POLICY', 'This Policy is issued on 1 March 2034 by Tamar Insurance plc ("the Insurer") to Jane Holt ("you").', 'This Policy expires on 28 February 2035.')).toEqual(['2035-02-28']);
  });
});

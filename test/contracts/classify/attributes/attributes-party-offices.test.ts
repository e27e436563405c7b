/**
 * A party's own office named with an institution's head (review hrev51's Left; issue 18, h68left): "the Customer
 * Disputes Centre of the Supplier" is the Supplier's department, no Organization. Sentences of our own; the near
 * misses kept.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe("a party's own office named with an institution's head is no Organization (names/institution-guards.ts, h68left)", () => {
  it('reads no body in a centre or a committee of a party by its role', () => {
    expect(attributesOf('The Supplier shall refer complaints to the Customer Disputes Centre of the Supplier.').filter((a) => a.startsWith('Organization'))).toEqual([]);
    expect(attributesOf('Invoices may be queried with a Billing Disputes Centre for the Customer.').filter((a) => a.startsWith('Organization'))).toEqual([]);
    expect(attributesOf('The Audit Committee of the Company shall meet quarterly.').filter((a) => a.startsWith('Organization'))).toEqual([]);
  });

  it('keeps a body named by its field or its place', () => {
    expect(attributesOf('Disputes shall be referred to the Dubai International Arbitration Centre.')).toContain('Organization:Dubai International Arbitration Centre');
    expect(attributesOf('Disputes shall be referred to the Centre for Effective Dispute Resolution.')).toContain('Organization:Centre for Effective Dispute Resolution');
    expect(attributesOf('The Bank of England may publish the base rate.')).toContain('Organization:Bank of England');
    // A plural without its article is a body's own organ, the body itself: no party's office.
    expect(attributesOf('The Owner is the Harbour Museum Board of Trustees.')).toContain('Organization:Harbour Museum Board of Trustees');
  });
});

describe("a party's possessive after an institution's tail ends the name at its head (names/headed-institutions.ts, h68left)", () => {
  it('cuts "for the Supplier" where "\'s" follows: the role owns what comes next', () => {
    expect(attributesOf("The Lodge pays the entry fees of the Kenya Wildlife Parks Authority for the Supplier's delivery vans.")).toContain('Organization:Kenya Wildlife Parks Authority');
    // A body's own possessive stays with its name.
    expect(attributesOf("The Bank of England's base rate applies.")).toContain('Organization:Bank of England');
  });
});

/**
 * Pricing & Taxes read from a cost borne with the cost first or named before "cost", a fee's basis counted on a number
 * of units, and rent or a fee prorated (issue 18, h70c55; set 55's second category cause), and no Pricing & Taxes from
 * a capped liability's row written in capitals. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('a cost borne, the cost named first or before "cost", is Pricing & Taxes (h70c55)', () => {
  it('reads the running costs a party takes on', () => {
    expect(one('Any cost above the approved budget shall be borne by the Producer.')).toEqual(['Pricing & Taxes']);
    expect(one('The Carrier bears the air freight cost for any urgent shipment.')).toContain('Pricing & Taxes');
  });
  it('reads no price in a dispute\'s or a test\'s cost, nor in bank charges', () => {
    expect(one('The costs of the arbitration shall be borne by the losing party.')).toEqual(['Dispute Resolution']);
    expect(one('The cost of any test that shows a fault shall be borne by the Supplier.')).not.toContain('Pricing & Taxes');
    expect(one('The Buyer bears the bank charges of its own bank.')).toEqual(['Payment Terms & Billing']);
  });
});

describe('a fee\'s basis and a prorated rent are Pricing & Taxes (h70c55)', () => {
  it('reads a fee counted on a number of units and rent prorated or not', () => {
    expect(one('The fee is calculated monthly on the number of users registered.')).toEqual(['Pricing & Taxes']);
    expect(one('The rent for the first month is prorated from the start date.')).toEqual(['Pricing & Taxes']);
    expect(one('We do not prorate rent for a part of a month when you leave.')).toEqual(['Pricing & Taxes']);
  });
});

describe('a sum per unit on a liability row in capitals is no price (h70c55)', () => {
  it('reads the cap alone, and keeps a depositor\'s storage rate priced', () => {
    expect(one('Limit of Liability: USD 50,000 per claim.')).toEqual(['Liability']);
    expect(one('Depositor agrees to pay storage at $0.04 per bushel for each month.')).toContain('Pricing & Taxes');
  });
});

/**
 * Review of h70c55's Pricing & Taxes cues on ordinary contract language (issue 18, hrev62): the cost of damage, a
 * breach or negligence borne is a liability, and a number of days or members is no fee's basis. Sentences written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('the cost of harm done, borne by the one who did it, is no price (hrev62)', () => {
  it('reads no price in the cost of damage, a breach or negligence borne', () => {
    expect(one('The cost of making good any damage caused by the Contractor shall be borne by the Contractor.')).toEqual([]);
    expect(one('Any costs arising from the Supplier\'s breach of this Agreement shall be borne by the Supplier.')).toEqual([]);
    expect(one('The costs of any repair required because of the Tenant\'s negligence shall be borne by the Tenant.')).not.toContain('Pricing & Taxes');
  });
  it('keeps the running costs a party takes on', () => {
    // The permit obtained reads Responsibilities as well since h87c (a party obtaining a permit for its work).
    expect(one('All costs incurred in obtaining the planning permit shall be borne by the Developer.')).toEqual(['Pricing & Taxes', 'Responsibilities']);
    expect(one('Any cost above the approved budget shall be borne by the Producer.')).toEqual(['Pricing & Taxes']);
  });
});

describe('a number counted is a fee\'s basis only when a sum is calculated on it (hrev62)', () => {
  it('reads no price in leave, a quorum or an entitlement counted', () => {
    expect(one('Annual leave is calculated on the number of days worked in the holiday year.')).toEqual([]);
    expect(one('The quorum is calculated by reference to the number of Members present.')).toEqual([]);
    expect(one('Holiday entitlement shall be calculated according to the number of months of service.')).toEqual([]);
  });
  it('keeps a fee calculated on a number of units', () => {
    expect(one('The fee is calculated monthly on the number of users registered.')).toEqual(['Pricing & Taxes']);
    expect(one('The Owner must pay the grazing charge for each animal kept, calculated each month on the number of animals.')).toContain('Pricing & Taxes');
  });
});

describe('a limited liability company\'s name is no cap on a per-unit price (hrev62)', () => {
  it('reads the price charged per unit by a limited liability company', () => {
    expect(one('Northwind Limited Liability Company shall charge EUR 12 per pallet stored.')).toEqual(['Pricing & Taxes']);
  });
  it('keeps a liability row\'s sum per consignment a cap', () => {
    expect(one('Liability Limit: USD 3,000,000 per Consignment.')).toEqual(['Liability']);
    expect(one('The Supplier\'s liability is limited to $500 per item.')).toEqual(['Liability']);
  });
});

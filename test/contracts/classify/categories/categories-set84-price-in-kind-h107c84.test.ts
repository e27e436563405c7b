/**
 * Set 84's categories (issue 18, h107c84): a rent waived and a harvest share as a use's price (C198), a service credit,
 * a service-level row's return time (C199). Sentences written for these tests, none taken from a labelled set; each
 * rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { PRICE_IN_KIND_STRONG_CUES, PRICE_IN_KIND_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-price-in-kind.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOfAll } from './set-cue-helpers.js';

const PARTIES = ['This agreement is made between Ana Costa ("the Landlord") and Rui Pires ("the Farmer").'];
const categoriesOf = (text: string): string[] => categoriesOfAll(PARTIES, [text])[0];
const cued = (text: string, label: string): boolean => PRICE_IN_KIND_STRONG_CUES.some(([re, l]) => l === label && re.test(text));

describe('C198: a rent waived, a harvest share as the price → Pricing & Taxes', () => {
  it.each([
    'The Farmer pays no rent for the use of the orchard.',
    'No rent is payable for the first six months.',
    'The Farmer delivers to the Landlord half of each olive harvest.',
    'The Tenant gives the Landlord one third of the crop each year.',
  ])('%s', (text) => expect(cued(text, 'Pricing & Taxes')).toBe(true));
  it('a waived rent alone is no payment', () => {
    const got = categoriesOf('The Farmer pays no rent for the use of the barn.');
    expect(got).toContain('Pricing & Taxes');
    expect(got).not.toContain('Payment Terms & Billing');
  });
  it('a waived rent beside a sum paid keeps its payment', () => {
    expect(PRICE_IN_KIND_VETOES.some(([re]) => re.test('The Farmer pays no rent but pays the water charges monthly.'))).toBe(false);
  });
  it.each([
    'The Farmer shall harvest the olives by hand.',
    'The Landlord pays the taxes on the land.',
    'The Farmer keeps a third of the barn for his tools.',
    'No rent review takes place during the term.',
    'If the tour is cancelled because of snow, no fee is payable.',
    'No fee is charged for August.',
  ])('near miss: %s', (text) => expect(cued(text, 'Pricing & Taxes')).toBe(false));
});

describe('a service credit → Payment Terms & Billing', () => {
  it.each([
    'If the uptime falls below 99%, the Supplier credits the Customer 10% of the monthly fees.',
    'The Contractor shall credit the Council with 3% of the quarter\'s charges.',
  ])('%s', (text) => expect(cued(text, 'Payment Terms & Billing')).toBe(true));
  it.each([
    'The Supplier credits the Customer for the idea in its brochure.',
    'The Bank credits the account within 2 days.',
  ])('near miss: %s', (text) => expect(cued(text, 'Payment Terms & Billing')).toBe(false));
});

describe('C199: a service-level row naming when things come back → Delivery', () => {
  it.each([
    'Express Wash: garments returned within 48 hours of pick-up',
    'Repair: delivered within 5 working days of receipt',
    'Priority: returned within 2 hours of collection, up to 4 boxes a day',
  ])('%s', (text) => expect(cued(text, 'Delivery')).toBe(true));
  it.each([
    'The deposit is returned within 14 days after the end of the lease.',
    'Garments returned damaged: fewer than 1 in 500',
    'Note: the form must be returned signed.',
  ])('near miss: %s', (text) => expect(cued(text, 'Delivery')).toBe(false));
});

describe('the new patterns read hostile text in linear time (h107c84, price in kind)', () => {
  it('each one', () => {
    const lists = [PRICE_IN_KIND_STRONG_CUES, PRICE_IN_KIND_VETOES];
    for (const unit of ['pays no ', 'pays no rent ', 'gives the owner a third of the ', 'credits the client 5% of ', 'a: b returned within ', 'x ', '1 1 ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => lists.map((list) => list.some(([re]) => re.test(text)));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(lists.length);
    }
  });
});

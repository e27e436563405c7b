/**
 * Set 82's categories left (issue 18, h105x82): a partner's contribution of a sum and a further contribution (C168),
 * a share of the loss stated before it (C168), books kept in the present tense (Audits, C34). Sentences written for
 * these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_MONEY_STRONG_CUES, PARTNERSHIP_MONEY_VETOES, namesPartnershipPayment, namesPartnershipPrice } from '../../../../src/contracts/classify/categories/cues/category-cues-partnership-money.js';
import { ALL_CUES } from '../../../../src/contracts/classify/categories/category-cue-lists.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOfAll } from './set-cue-helpers.js';

const PARTIES = ['This agreement is made between Marta Kool ("the Investor") and Pieter Dam ("the Owner"), who runs a bakery (the "Business").'];

const categoriesOf = (text: string): string[] => categoriesOfAll(PARTIES, [text])[0];

describe("C168: a partner's contribution of a sum → Payment Terms & Billing and Pricing & Taxes", () => {
  it.each([
    'The Investor contributes EUR 25,000 (twenty-five thousand euros) to the Business.',
    'Each Partner contributed GBP 10,000 to the capital of the firm.',
    'The Investor shall contribute USD 5,000 in cash to the partnership on signing.',
  ])('%s', (text) => {
    const got = categoriesOf(text);
    expect(got).toContain('Payment Terms & Billing');
    expect(got).toContain('Pricing & Taxes');
  });
  it.each([
    'The Investor is not obliged to make any further contribution.',
    'Neither Partner shall be required to make an additional capital contribution.',
  ])('a further contribution → Payment Terms & Billing: %s', (text) => expect(namesPartnershipPayment(text)).toBe(true));
  it.each([
    'The Investor contributes her knowledge of the trade to the Business.',
    'The Owner contributes EUR 300 towards the cost of the survey.',
    'The Investor contributes EUR 300 to the cost of the survey.',
    'The Investor is not obliged to make any further statement.',
    'The Investor makes a further contribution to the discussion.',
  ])('near miss: %s', (text) => {
    expect(namesPartnershipPrice(text)).toBe(false);
    expect(namesPartnershipPayment(text)).toBe(false);
  });
});

describe("C168: a share of the loss stated before it → Pricing & Taxes, no payment", () => {
  it.each([
    'The Investor bears 25% of any loss, but never more than her contribution.',
    'The Owner bears two thirds of the losses of the Business.',
    'Each Partner bears his share of any net loss for each financial year.',
    'The Investor carries 40 per cent of the losses.',
  ])('%s', (text) => {
    const got = categoriesOf(text);
    expect(got).toContain('Pricing & Taxes');
    expect(got).not.toContain('Payment Terms & Billing');
  });
  it.each([
    'The Carrier bears 50% of any loss of the goods in transit.',
    'The Owner bears 30% of any loss caused by his negligence.',
    'The Insurer bears 80% of any loss covered by the policy.',
    'The Reinsurers shall pay their share of any loss within fourteen days.',
    'The Owner bears 30% of the cost of the repairs.',
  ])('near miss: no partnership price: %s', (text) => expect(namesPartnershipPrice(text)).toBe(false));
  it('a loss share paid too keeps its payment (the veto stands aside)', () => {
    expect(PARTNERSHIP_MONEY_VETOES.some(([re]) => re.test('The Investor bears her share of any loss and pays it within thirty days.'))).toBe(false);
  });
});

describe('C34: books kept in the present tense → Audits', () => {
  it.each([
    'The Owner keeps proper books of the Business and has the accounts prepared each year.',
    'The Manager keeps full accounts of the bakery.',
    'The Owner keeps accurate records of every sale.',
  ])('%s', (text) => expect(categoriesOf(text)).toContain('Audits'));
  it.each([
    'The Owner keeps proper order in the shop.',
    'The Owner keeps the keys of the shop.',
  ])('near miss: %s', (text) => expect(categoriesOf(text)).not.toContain('Audits'));
  it('the cue reads "keeps" as it reads "keep"', () => {
    expect(ALL_CUES.some(([re, label]) => label === 'Audits' && re.test('The Owner keeps proper books of account.'))).toBe(true);
  });
});

describe('the new patterns read hostile text in linear time (h105x82)', () => {
  it('each one', () => {
    const lists = [PARTNERSHIP_MONEY_STRONG_CUES, PARTNERSHIP_MONEY_VETOES];
    for (const unit of ['bears 30% of any ', 'contributes USD 1 ', 'to the capital of the ', 'make any further ', 'bears his share of the ', 'loss loss ', '1 1 1 ', 'keeps proper ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => lists.map((list) => list.some(([re]) => re.test(text)));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(lists.length);
    }
  });
});

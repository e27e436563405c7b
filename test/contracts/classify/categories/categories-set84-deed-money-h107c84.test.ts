/**
 * Set 84's categories (issue 18, h107c84): C168's words in a deed of partnership's "That …" clauses (C197). Sentences
 * written for these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_MONEY_STRONG_CUES, namesPartnershipPayment, namesPartnershipPrice } from '../../../../src/contracts/classify/categories/cues/category-cues-partnership-money.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

describe('C197: interest allowed on the capital of each partner, the firm\'s bank account kept → Payment Terms & Billing', () => {
  it.each([
    '7. That interest at 6% a year shall be allowed on the capital of every Partner.',
    'That interest at the rate of 8 per cent per annum shall be paid on the capital of each working partner.',
    '4. That the bank account of the partnership shall be opened with Habib Bank Limited, Lahore.',
    'The bank accounts of the firm will be operated by the managing partner.',
  ])('%s', (text) => expect(namesPartnershipPayment(text)).toBe(true));
  it.each([
    'Interest at 6% a year is charged on the capital of the loan.',
    'The bank account of the Tenant shall be kept confidential.',
    'The bank account details of the firm shall be kept on file.',
  ])('near miss: %s', (text) => expect(namesPartnershipPayment(text)).toBe(false));
});

describe('C197: a salary to which a party is entitled, with its sum → Pricing & Taxes and Payment Terms & Billing', () => {
  it.each([
    '8. That the SECOND PARTY shall be entitled to a monthly salary of Rs. 90,000/- for his services to the firm.',
    'The managing partner receives a fixed salary of GBP 2,500 a month.',
  ])('%s', (text) => {
    expect(namesPartnershipPrice(text)).toBe(true);
    expect(namesPartnershipPayment(text)).toBe(true);
  });
  it.each([
    'The nurse is placed at the salary of the public service for her grade.',
    'The profit is counted after the owner\'s own salary of USD 1,200 a month has been deducted.',
    'The Partner shall be entitled to a salary to be fixed by the partners each year.',
    'The Builder receives a lump-sum remuneration of EUR 90,000 for the works.',
  ])('near miss: %s', (text) => {
    expect(namesPartnershipPrice(text)).toBe(false);
    expect(namesPartnershipPayment(text)).toBe(false);
  });
});

describe('C197: a share of the capital at the balance sheet\'s figure, the balance divided in shares → Pricing & Taxes', () => {
  it.each([
    'That the continuing Partners shall pay the outgoing Partner his share of the capital as shown in the last balance sheet.',
    'Her share of the capital according to the annual accounts is paid to her heirs.',
    'That on dissolution the surplus shall be distributed among the Partners in proportion to their capital.',
    'The balance shall be divided between the members equally.',
  ])('%s', (text) => expect(namesPartnershipPrice(text)).toBe(true));
  it.each([
    'The balance of the account shall be paid within 30 days.',
    'The balance shall be divided among the Partners by the bank on request.',
    'That a copy of the last balance sheet shall be given to each Partner.',
  ])('near miss: %s', (text) => expect(namesPartnershipPrice(text)).toBe(false));
});

describe('the new patterns read hostile text in linear time (h107c84)', () => {
  it('each one', () => {
    for (const unit of ['interest on the capital of the ', 'bank account of the firm ', 'entitled to a salary of ', 'share of the capital as ', 'balance shall be divided among the partners ', '1 1 1 ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => PARTNERSHIP_MONEY_STRONG_CUES.map(([re]) => re.test(text));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(PARTNERSHIP_MONEY_STRONG_CUES.length);
    }
  });
});

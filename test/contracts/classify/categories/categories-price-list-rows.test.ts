/**
 * A price list's row that is nothing but "<what>: <amount>" is Pricing & Taxes (issue 18, h65c53;
 * category-cues-rate-rows.ts). Rows written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('a "<what>: <amount>" row is Pricing & Taxes (h65c53)', () => {
  it.each([
    'Madrid – Lyon, full refrigerated trailer: EUR 1,240',
    'Glasgow to Leeds, curtain-sider: GBP 610.',
    'Cash Price: £312,000.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Pricing & Taxes']);
  });
});

describe('near misses: a deposit or damages row, a row without money, money inside a sentence (h65c53)', () => {
  it.each([
    // Deposits split between the sets (Payment Terms & Billing or Pricing & Taxes): left to the other cues.
    ['Deposit: £250.00', []],
    ['Security Deposit: AED 15,000', []],
    // Liquidated damages are Liability (set 42's row).
    ['Liquidated damages: $2,500', []],
    ['Total: 14 units', []],
    ['Contact: John Smith', []],
  ])('%s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
});

describe('a row whose label names no price keeps its own reading (issue 18, hrev56)', () => {
  it.each([
    // A party's size, a security, a cover or a cap: no price (category-cues-rate-rows.ts, NOT_A_PRICE).
    ['Share capital: GBP 100', []],
    ['Annual turnover: EUR 2,000,000', []],
    ['Amount of the guarantee: EUR 75,000', []],
    ['Cover: GBP 5,000,000', []],
    ['Liability cap: EUR 1,000,000', ['Liability']],
    // Near misses kept: a price row, "Limited" is no limit.
    ['Monthly fee: EUR 1,200', ['Pricing & Taxes']],
    ['Limited support package: EUR 2,000', ['Pricing & Taxes']],
  ])('%s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
});

/**
 * Set 70's and 71's category leftovers (issue 18, h96s), each by its convention: a tax withheld from a payment is
 * Pricing & Taxes also beside the paper handed over for it (C71; category-cues-tax-withheld.ts); pay a party is not
 * entitled to is the price of its work, Pricing & Taxes (C94; category-cues-fees-refused.ts), with no Payment Terms &
 * Billing for "or other payment" listed with it; a party's people kept off what the other keeps for its guests is a rule
 * of their conduct, no Asset Use (category-cues-codes-of-conduct.ts). Sentences written for these tests, not taken from
 * a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { FEES_REFUSED_CUES, FEES_REFUSED_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-fees-refused.js';
import { CODE_OF_CONDUCT_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-codes-of-conduct.js';
import { TAX_WITHHELD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-tax-withheld.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { clauseCategories } from '../helpers.js';

describe('C71: a tax withheld is Pricing & Taxes beside the paper handed over for it (h96s)', () => {
  it.each([
    'The Customer withholds from every payment the income tax that the Tax Act requires and hands the Supplier the withholding certificate.',
    'The Buyer shall deduct from each instalment the withholding tax on services and send the Seller the withholding receipt.',
  ])('%s', (text) => {
    expect(clauseCategories(text)).toContain('Pricing & Taxes');
  });

  it('keeps no Pricing & Taxes for the pay of a party\'s own people withheld from their wages', () => {
    expect(clauseCategories('The Supplier is responsible for paying their wages, withholding payroll taxes and providing their uniforms.')).not.toContain('Pricing & Taxes');
  });
});

describe('C94: pay a party is not entitled to is Pricing & Taxes (h96s)', () => {
  it.each([
    ['The Intern is not entitled to any salary or other payment for the work done during the placement.', ['Pricing & Taxes']],
    ['The Consultant is not entitled to any fee for days on which the site is closed.', ['Pricing & Taxes']],
    ['The Agent shall not be entitled to any commission on sales the Supplier makes itself.', ['Pricing & Taxes']],
  ])('%s', (text, expected) => {
    expect(clauseCategories(text)).toEqual(expected);
  });

  it('reads no pay denied in a payment alone, nor a right denied', () => {
    const cue = (text: string) => FEES_REFUSED_CUES.some(([re]) => re.test(text));
    expect(cue('The Contractor is not entitled to any payment for hours during which the pool is closed.')).toBe(false);
    expect(cue('The Tenant is not entitled to assign this lease.')).toBe(false);
  });
});

describe('a party\'s people kept off what the other keeps for its guests: no Asset Use (h96s)', () => {
  it.each([
    'The Contractor\'s staff shall wear the uniform, and shall not smoke or use the guest facilities.',
    'The Caterer\'s employees must not use the members\' lounge or the customer toilets.',
  ])('%s', (text) => {
    expect(clauseCategories(text)).not.toContain('Asset Use');
  });

  it('a use given of facilities stays Asset Use', () => {
    expect(clauseCategories('The Club shall give the Contractor the use of the changing rooms and the store during the works.')).toContain('Asset Use');
  });
});

describe('the new patterns read hostile text in linear time (h96s)', () => {
  it.each([
    ['withhold from aa ', TAX_WITHHELD_STRONG_CUES],
    ['deduct the aa ', TAX_WITHHELD_STRONG_CUES],
    ['not entitled to any aa ', FEES_REFUSED_CUES],
    ['not entitled to any fee, ', FEES_REFUSED_VETOES],
    ['not use the guests ', CODE_OF_CONDUCT_VETOES],
  ] as const)('%s', (unit, list) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => list.map(([re]) => re.test(text));
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found.length).toBe(list.length);
  });
});

/**
 * Session 70's re-read (h107rev), findings 2, 3, 4 and 6 mended (issue 18, h107mendC): the reviewer's probes must not
 * come back to their wrong reading, and the sentences each rule was written for still read as before (near misses).
 * Probes are the reviewer's; the near misses are sentences written for these tests, none from the sets.
 */
import { describe, expect, it } from 'vitest';
import { INSTALMENT_ITEM_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { PRODUCT_OWNED } from '../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';
import { LAND_USED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-land-used.js';
import { INSURANCE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { documentCategories } from '../categories/set-cue-helpers.js';

const labels = (...texts: string[]): string[] => documentCategories(texts).at(-1)!;
const instalment = (t: string): boolean => INSTALMENT_ITEM_STRONG_CUES.some(([re]) => re.test(t));
const waterDrawn = (t: string): boolean => LAND_USED_STRONG_CUES.at(-1)![0].test(t);
const securitySized = (t: string): boolean => INSURANCE_VETOES.some(([re, c]) => c === 'Pricing & Taxes' && re.test(t));

describe('finding 2: an item\'s sum at no moment is no instalment (INSTALMENT_ITEM)', () => {
  const probes = [
    '(a) USD 500 at the exchange rate published by the Central Bank;',
    '(b) EUR 250 on settlement of each claim;',
    '(c) KES 50,000 by order of the Board;',
    '(d) USD 5,000 by bank transfer;',
  ];
  it('the reviewer\'s probes read no Payment Terms & Billing and no Pricing & Taxes', () => {
    for (const p of probes) {
      expect(instalment(p), p).toBe(false);
      expect(labels(p), p).not.toContain('Payment Terms & Billing');
      expect(labels(p), p).not.toContain('Pricing & Taxes');
    }
  });
  it('and their kin: a rate of exchange, claims settled, a transfer to an account, a wire transfer', () => {
    expect(instalment('(a) USD 500 at the rate of exchange of the day;')).toBe(false);
    expect(instalment('(b) EUR 250 on settlement of any such claims;')).toBe(false);
    expect(instalment('(c) USD 900 by transfer to the Seller\'s account;')).toBe(false);
    expect(instalment('(d) USD 900 by wire transfer;')).toBe(false);
  });
  it('near misses: the deal\'s own moments stay instalments', () => {
    expect(instalment('(a) GBP 10,000 on exchange of contracts;')).toBe(true);
    expect(instalment('(b) USD 7,500 on transfer of the Shares;')).toBe(true);
    expect(instalment('(c) EUR 2,000 upon order of the Goods;')).toBe(true);
    expect(instalment('(d) AUD 45,000 on settlement;')).toBe(true);
    expect(instalment('(e) $40,000 on signature of this Agreement;')).toBe(true);
    expect(labels('(e) $40,000 on signature of this Agreement;')).toEqual(expect.arrayContaining(['Payment Terms & Billing', 'Pricing & Taxes']));
  });
});

describe('finding 3: data that belongs to the persons it is about is no work\'s product owned (C190)', () => {
  const probes = [
    'Personal data belongs to the data subject.',
    'Patient data belongs to the patient.',
    'Data that belongs to a third party must not be uploaded to the platform.',
    'Test results belong to the patient.',
  ];
  it('the reviewer\'s probes read no Intellectual Property', () => {
    for (const p of probes) {
      expect(PRODUCT_OWNED.test(p), p).toBe(false);
      expect(labels(p), p).not.toContain('Intellectual Property');
    }
  });
  it('singular or plural, and the same owner before "owns"', () => {
    expect(PRODUCT_OWNED.test('Usage data belongs to the Customer\'s end users.')).toBe(false);
    expect(PRODUCT_OWNED.test('Health data belongs to the individuals it describes.')).toBe(false);
    expect(PRODUCT_OWNED.test('Timesheet data belongs to each employee.')).toBe(false);
    expect(PRODUCT_OWNED.test('The data subject owns the personal data.')).toBe(false);
    expect(PRODUCT_OWNED.test('Each patient shall own the test results.')).toBe(false);
  });
  it('near misses: a party owns the work\'s product', () => {
    expect(PRODUCT_OWNED.test('All test results belong to the Company.')).toBe(true);
    expect(PRODUCT_OWNED.test('The position data of the vehicles belongs to Customer.')).toBe(true);
    expect(PRODUCT_OWNED.test('Results belong to the Partner whose employees generated them.')).toBe(true);
    expect(PRODUCT_OWNED.test('The Institute owns the results of its analyses.')).toBe(true);
    expect(labels('All test results belong to the Company.')).toContain('Intellectual Property');
  });
});

describe('finding 4: water pumped out, or taken from the public mains, is no supply of the other party used (C187)', () => {
  const probes = [
    'The Contractor shall pump water out of the excavations at its own cost.',
    'The Hotel will pump the water out of the basement after any flood.',
    'The Supplier shall take water from the municipal mains for the works.',
    'The Owner shall not draw water from the fire hydrants on the Site.',
  ];
  it('the reviewer\'s probes read no Asset Use', () => {
    for (const p of probes) {
      expect(waterDrawn(p), p).toBe(false);
      expect(labels(p), p).not.toContain('Asset Use');
    }
  });
  it('near misses: water drawn from the other party\'s well or standpipe', () => {
    expect(waterDrawn('The Tenant may draw water from the Landlord\'s well for the garden.')).toBe(true);
    expect(waterDrawn('The Licensee shall not pump water from the tank with a motor.')).toBe(true);
    expect(labels('The Tenant may draw water from the Landlord\'s well for the garden.')).toContain('Asset Use');
  });
});

describe('finding 6: a discount beside a guarantee keeps its Pricing & Taxes (C189)', () => {
  it('the reviewer\'s probe keeps Pricing & Taxes', () => {
    const p = 'If the bank guarantee is delivered early, the Seller grants a discount of 5% of the contract price.';
    expect(securitySized(p)).toBe(false);
    expect(labels(p)).toContain('Pricing & Taxes');
    expect(securitySized('Where the bond is late, the Contractor allows a reduction of 2% of the contract price.')).toBe(false);
  });
  it('near misses: the security sized by the price', () => {
    expect(securitySized('The Contractor shall give the Council a performance bond for 10% of the contract price.')).toBe(true);
    expect(securitySized('The Supplier shall provide a bank guarantee in the amount of 10% of the value of the Agreement without VAT.')).toBe(true);
    expect(labels('The Contractor shall give the Council a performance bond for 10% of the contract price, valid until three months after the end of this Contract.')).not.toContain('Pricing & Taxes');
  });
});

describe('the changed patterns read hostile text linearly', () => {
  const patterns = [...INSTALMENT_ITEM_STRONG_CUES.map(([re]) => re), PRODUCT_OWNED, ...LAND_USED_STRONG_CUES.map(([re]) => re), ...INSURANCE_VETOES.map(([re]) => re)].map((re) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`));
  it('reads a flood of near words linearly', () => {
    readsLinearly((n) => {
      const text = `USD 5 by bank at the rate of settlement of a b claim data belongs to the a data subject owns take water out guarantee discount 5 % of `.repeat(Math.ceil(n / 130));
      return () => patterns.reduce((sum, re) => sum + text.replace(re, ' ').length, 0);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });
});

/**
 * The second re-read (h107rev2) of these mends: close kin of the first probes that still read wrongly, mended by the
 * lead (an authority's order after any preposition, an adjective before the persons the data is about, the public
 * supply's other words and a pit pumped dry, more words that change a price between a security and its share).
 */
describe('the second re-read\'s kin of the first probes (h107rev2)', () => {
  it('an authority\'s order after "on" is no instalment; the goods ordered still are', () => {
    expect(instalment('(c) KES 50,000 on order of the Board;')).toBe(false);
    expect(instalment('(c) KES 50,000 upon order of the Goods;')).toBe(true);
  });
  it('data that belongs to the persons it is about, an adjective before them, is no Intellectual Property', () => {
    for (const p of ['Personal data belongs to the relevant data subject.', 'Personal data belongs to the affected individuals.', 'Personal data belongs to the natural person to whom it relates.']) {
      expect(PRODUCT_OWNED.test(p), p).toBe(false);
    }
    expect(PRODUCT_OWNED.test('All test results belong to the Company.')).toBe(true);
  });
  it('water from a main, the town supply or a pit pumped dry is no party\'s supply used; a well still is', () => {
    for (const p of ['The Contractor may take water from the fire main for the tests.', 'The Contractor may take water from the water main.', 'The Contractor may take water from the town supply.', 'The Contractor shall pump water from the pit every morning.']) {
      expect(waterDrawn(p), p).toBe(false);
    }
    expect(waterDrawn("The Tenant may draw water from the Landlord's well for the garden.")).toBe(true);
  });
  it('a price changed by an allowance, a bonus, a surcharge or a lowering keeps its Pricing & Taxes beside the guarantee', () => {
    for (const p of ['If the bank guarantee is delivered early, the Seller grants an allowance of 5% of the contract price.', 'If the bank guarantee is delivered early, the Seller earns a bonus of 5% of the contract price.', 'If the bank guarantee is late, a surcharge of 5% of the contract price applies.', 'Once the guarantee is delivered, the price is lowered by 5% of the contract price.']) {
      expect(securitySized(p), p).toBe(false);
    }
    expect(securitySized('The Contractor shall give the Council a performance bond for 10% of the contract price.')).toBe(true);
  });
});

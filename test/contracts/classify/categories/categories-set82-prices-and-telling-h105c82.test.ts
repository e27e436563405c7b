/**
 * Set 82's categories, part 3 (issue 18, h105c82): a rate card's "no charge" row, a cost included in the rates and an
 * extra day paid for are prices (C9), no payment; the day of possession is a date, no notice; a party consulting the
 * other, or sending it its results, tells it (C8). Sentences written for these tests, none taken from a labelled set;
 * each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { NO_CHARGE_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-rate-rows.js';
import { CHARGED_SEPARATELY_STRONG_CUES, INCLUDED_NOT_PAID_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-charged-separately.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { learnedSenseVetoed } from '../../../../src/contracts/classify/categories/category-sense.js';
import { SUM_STATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-sums-stated.js';
import { NOT_RESPONSIBLE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf } from './set-cue-helpers.js';

const SERVICE = 'This Contract is made between the Town Council of Oakmere (the "Council") and Reedbed Surveys Inc. (the "Contractor").';
const HIRE = 'These terms are between Harbour Hire Ltd ("Harbour", "we" or "us") and the person who books ("you").';
const PARTNERS = 'This agreement is made between Tomas Rivera of Leeds (hereinafter "the Entrepreneur") and Helen Moss of York (hereinafter "the Silent Partner").';


describe('a rate card\'s "no charge" row is its price', () => {
  it.each(['Rescan of a blurred page: no charge', 'Second copy of a plan: free of charge'])('%s → Pricing & Taxes', (text) =>
    expect(categoriesOf(SERVICE, text)).toContain('Pricing & Taxes'),
  );
  it('near miss: a deposit row, a clause with a colon, a charge in a sentence', () => {
    const row = (text: string) => NO_CHARGE_ROW_STRONG_CUES.some(([re]) => re.test(text));
    expect(row('Deposit: no charge')).toBe(false);
    expect(row('The Council shall note: no charge')).toBe(false);
    expect(row('Pick-up and return: at the station, at no charge.')).toBe(false);
  });
});

describe('a cost included in the rates, and an extra day paid for, are prices', () => {
  it('included and not paid separately: Pricing & Taxes, no Payment', () => {
    const got = categoriesOf(SERVICE, 'Travel of the staff is included in the rates and is not paid separately.');
    expect(got).toContain('Pricing & Taxes');
    expect(got).not.toContain('Payment Terms & Billing');
  });
  it('an extra day for a late return: Pricing & Taxes, no Payment', () => {
    const got = categoriesOf(HIRE, 'If you bring it back more than two hours late, you pay for an extra day.');
    expect(got).toContain('Pricing & Taxes');
    expect(got).not.toContain('Payment Terms & Billing');
  });
  it('near miss: a thing paid for separately on an invoice stays billing', () => {
    expect(categoriesOf(SERVICE, 'The Council shall pay for travel separately on receipt of an invoice.')).toContain('Payment Terms & Billing');
    const out = (text: string) => INCLUDED_NOT_PAID_NOT_SAID.some(([re]) => text.replace(re, ' ') !== text);
    expect(out('The Council pays for each extra visit within 30 days.')).toBe(false);
    expect(CHARGED_SEPARATELY_STRONG_CUES.some(([re]) => re.test('The staff are included in the team sheet.'))).toBe(false);
    expect(CHARGED_SEPARATELY_STRONG_CUES.some(([re]) => re.test('Hay and hard feed are included in the fee, and we choose the supplier.'))).toBe(false);
  });
});

describe('the day of possession is a date, no notice', () => {
  it('the learned Communication yields where nothing is told', () => {
    expect(learnedSenseVetoed('The Seller undertakes before the day of possession:', 'Communication')).toBe(true);
  });
  it('near miss: the day of possession notified in writing keeps it', () => {
    expect(learnedSenseVetoed('The Seller shall notify the Buyer of the day of possession in writing.', 'Communication')).toBe(false);
  });
});

describe('C8: the other party consulted, or results sent to it', () => {
  it.each([
    'The Entrepreneur consults the Silent Partner before any expense of more than GBP 5,000.',
    'The Entrepreneur sends the Silent Partner her results within two weeks after each term.',
  ])('%s → Communication', (text) => expect(categoriesOf(PARTNERS, text)).toContain('Communication'));
  it("near miss: one's own adviser consulted, results of a test kept", () => {
    const told = (text: string) => PAPERS_SENT_STRONG_CUES.some(([re]) => re.test(text));
    expect(told('The Entrepreneur may consult his own accountant before any expense.')).toBe(false);
    expect(told('The Entrepreneur keeps the results of each test for a year.')).toBe(false);
  });
});

describe('an allowance of a stated sum, and another\'s debt not answered for', () => {
  it('an allowance paid fortnightly: its amount beside its payment', () => {
    const got = categoriesOf(SERVICE, 'The Council pays the Trainee a living allowance of GBP 300 a week, paid fortnightly into her bank account.');
    expect(got).toEqual(expect.arrayContaining(['Pricing & Taxes', 'Payment Terms & Billing']));
  });
  it('near miss: an allowance of days, a salary reviewed', () => {
    const priced = (text: string) => SUM_STATED_STRONG_CUES.some(([re]) => re.test(text));
    expect(priced('The Trainee has an allowance of ten days of leave.')).toBe(false);
    expect(priced('The salary is reviewed each April.')).toBe(false);
  });
  it("C72: not responsible for another's debts is Liability", () => {
    expect(categoriesOf(SERVICE, 'The Council is not responsible for any debt the Contractor incurs during the work.')).toContain('Liability');
    expect(NOT_RESPONSIBLE_CUES.some(([re]) => re.test('The Council is not responsible for collecting the debts of the Contractor\'s customers.'))).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h105c82, part 3)', () => {
  it('each one', () => {
    const units = ['Aa: no charge ', 'are included in the the ', 'pay for an extra ', 'day of possession ', 'consults Aa Bb ', 'sends Aa of Bb '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [
          NO_CHARGE_ROW_STRONG_CUES.some(([re]) => re.test(text)),
          CHARGED_SEPARATELY_STRONG_CUES.some(([re]) => re.test(text)),
          INCLUDED_NOT_PAID_NOT_SAID.some(([re]) => text.replace(re, ' ') !== text),
          PAPERS_SENT_STRONG_CUES.some(([re]) => re.test(text)),
          learnedSenseVetoed(text, 'Communication'),
        ];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(5);
    }
  });
});

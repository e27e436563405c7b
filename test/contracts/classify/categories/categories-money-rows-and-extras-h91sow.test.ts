/**
 * Pricing & Taxes and Payment Terms & Billing of a pay's extras and of rows in any currency, Term & Termination of a
 * start and a grant period, Order of Precedence of texts equally authentic (issue 18, h91sow): category-cues-pay-extras.ts,
 * category-cues-amount-rows.ts, category-cues-instalment-rows.ts, category-cues-term-rows.ts,
 * category-cues-entry-into-force.ts, category-cues-language-versions.ts. Sentences written for these tests, not taken
 * from a labelled set.
 */
import { describe, it } from 'vitest';
import fc from 'fast-check';
import { PAY_EXTRA_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-pay-extras.js';
import { AMOUNT_ROW_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amount-rows.js';
import { INSTALMENT_ROW_CUES, INSTALMENT_SUM_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-instalment-rows.js';
import { TERM_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-term-rows.js';
import { CONTRACT_START_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entry-into-force.js';
import { LANGUAGE_VERSION_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-language-versions.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';

const LETTER = { preamble: 'We are pleased to offer you employment with Tealeaf Software Ltd (the "Company", "we" or "us").' };
const GRANT = { preamble: 'This agreement is made between the Harbour Arts Foundation (the "Foundation") and Tidewater Youth Theatre Ltd (the "Charity").' };

describe("a pay's extras with their amount (h91sow)", () => {
  const extra = cuedBy(PAY_EXTRA_STRONG_CUES, 'Pricing & Taxes');

  it('reads a bonus, a daily allowance or per diem, and a pension share of the pay', () => {
    expectEach(extra, [
      'You will receive a harvest bonus of £600 if the crop is in by October.',
      'The Company pays a yearly bonus of up to 5% of your salary.',
      'The Owner shall pay the skipper a bonus equal to 2% of the catch sold.',
      'The daily allowance is M 300 for each night away.',
      'The Museum pays the courier a per diem of $60.',
      'We contribute 6% of your basic salary to the staff pension scheme.',
      'The Company will pay employer pension contributions of 4% of your qualifying earnings.',
    ], true);
  });

  it('not a bonus or an allowance with no amount, nor a contribution to something else', () => {
    expectEach(extra, [
      'You may be paid a bonus at the Board\'s discretion.',
      'The Company will decide the daily allowance each year.',
      'You contribute 6% of your salary to the sports club.',
      'The Seller remains responsible for all bonus dues of its staff.',
    ], false);
  });

  it('classifies the clauses', () => {
    expectCategories([
      ['4.4 After the first year you will receive an annual bonus of up to 5% of your salary.', ['Pricing & Taxes']],
      ['4.3 We contribute 6% of your basic salary to the staff pension scheme.', ['Pricing & Taxes']],
      ['The daily allowance is M 300 for each night away.', ['Pricing & Taxes']],
    ], LETTER);
  });
});

describe('amount and instalment rows in any currency (h91sow)', () => {
  const price = cuedBy(AMOUNT_ROW_CUES, 'Pricing & Taxes');
  const instalment = cuedBy(INSTALMENT_ROW_CUES, 'Payment Terms & Billing');
  const sum = cuedBy(INSTALMENT_SUM_ROW_STRONG_CUES, 'Pricing & Taxes');

  it("reads a fee or an amount after a contract's own currency mark", () => {
    expectEach(price, ['Set-up fee: Nu. 25,000, one-time', 'Grant amount: £30,000 (thirty thousand pounds)', 'Annual fee: M 4,500'], true);
    expectEach(price, ['Deposit amount: £500', 'Amount: to be agreed'], false);
  });

  it('reads an instalment of a sum as payment and amount, one of a share as payment only', () => {
    expectEach(instalment, ['First instalment: G$ 500,000 on signature', 'Second instalment: 40% on 1 May'], true);
    expectEach(sum, ['First instalment: G$ 500,000 on signature', 'Instalments: 24 monthly instalments of £410.00'], true);
    expectEach(sum, ['Second instalment: 40% on 1 May', 'Instalments: 24, each due on the first day of a month'], false);
  });

  it('classifies the rows', () => {
    expectCategories([
      ['First instalment: £5,000 on signature', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['Grant amount: £30,000 (thirty thousand pounds)', ['Pricing & Taxes']],
      ['Set-up fee: Nu. 25,000, one-time', ['Pricing & Taxes']],
    ], GRANT);
  });
});

describe("a contract's start and a grant period (h91sow)", () => {
  const start = cuedBy(CONTRACT_START_STRONG_CUES, 'Term & Termination');
  const row = cuedBy(TERM_ROW_STRONG_CUES, 'Term & Termination');

  it('reads the employment or the contract starting on a day, not the work', () => {
    expectEach(start, [
      'Your employment will start on 1 June 2031.',
      'Your employment starts on 3 March 2031.',
      'The agreement commences on the date of the last signature.',
      'The initial term shall begin on 1 April 2031.',
    ], true);
    expectEach(start, ['The works will start on 1 May 2031.', 'The delivery starts on Monday.', 'Your employment will start when your visa is granted.'], false);
  });

  it("reads a row of the grant's or the contract's period, not another thing's", () => {
    expectEach(row, ['Grant period: 12 months from 1 June 2031', 'Contract period: two (2) years', 'Loan period: 36 months'], true);
    expectEach(row, ['Delivery period: 30 days', 'Hire period: 12 months', 'Grant period: 30 days from receipt of invoice', 'Notice period: three months'], false);
  });

  it('a period row is read for any count and unit when its name is the contract\'s kind', () => {
    const kind = fc.constantFrom('Grant', 'Contract', 'Lease', 'Licence', 'Subscription');
    const count = fc.constantFrom('12', 'six', '24', 'two (2)');
    const unit = fc.constantFrom('months', 'years', 'weeks');
    fc.assert(fc.property(kind, count, unit, (k, c, u) => row(`${k} period: ${c} ${u}`)));
  });

  it('classifies the clauses', () => {
    expectCategories([
      ['1.1 Your employment will start on 1 June 2031, and your service counts from that date.', ['Term & Termination'], LETTER],
      ['Grant period: 12 months from 1 June 2031', ['Term & Termination'], GRANT],
    ]);
  });
});

describe('texts equally authentic (h91sow)', () => {
  const precedence = cuedBy(LANGUAGE_VERSION_STRONG_CUES, 'Order of Precedence');

  it('reads two texts declared equally authentic, not copies of equal force', () => {
    expectEach(precedence, [
      'This agreement is made in two copies in English and French, both texts being equally authentic.',
      '12.2 The contract is signed in Spanish and English; both versions are equally authentic.',
    ], true);
    expectEach(precedence, ['The contract is made in two copies of equal legal force, one for each party.', 'Both copies are signed by the parties.'], false);
  });

  it('classifies the clause, numbered or not', () => {
    expectCategories([
      ['This agreement is made in two copies in English and French, both texts being equally authentic.', ['Order of Precedence']],
      ['12.2 The contract is signed in Spanish and English; both versions are equally authentic.', ['Order of Precedence']],
    ], GRANT);
  });
});

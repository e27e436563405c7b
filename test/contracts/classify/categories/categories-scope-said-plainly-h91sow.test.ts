/**
 * Scope of Work said without its words (issue 18, h91sow): a grant's purpose (category-cues-grant-purpose.ts), a trade's
 * bounds (category-cues-trade-bounds.ts), an order form's rows of what is subscribed (category-cues-order-form-rows.ts);
 * a subcontract's own name, no Subcontracts (category-cues-subcontract-named.ts); a signed copy to send back by a time
 * (category-cues-signed-copy-returned.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GRANT_PURPOSE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-grant-purpose.js';
import { TRADE_BOUND_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-trade-bounds.js';
import { ORDER_FORM_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-order-form-rows.js';
import { SUBCONTRACT_NAMED_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-subcontract-named.js';
import { SIGNED_COPY_RETURNED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-signed-copy-returned.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { clauseCategories, expectCategories, cueOf } from '../helpers.js';

const GRANT = { preamble: 'This agreement is made between the Harbour Arts Foundation (the "Foundation") and Tidewater Youth Theatre Ltd (the "Charity").' };
const SUPPLY = { preamble: 'This agreement is made between Orchard Press Ltd (the "Supplier") and Hillside Stores Ltd (the "Customer").' };
const SUB = { preamble: 'This subcontract is made between Kestrel Build Ltd (the "Contractor") and Volt Wiring Ltd (the "Electrician").' };

describe("a grant's purpose (h91sow)", () => {
  const purpose = cuedBy(GRANT_PURPOSE_STRONG_CUES, 'Scope of Work');

  it('reads the grant used only for the project, what it does not cover, and the sum granted to do the work', () => {
    expectEach(purpose, [
      'The Charity must use the grant only for the summer school.',
      'The Charity shall not spend any part of the grant on alcohol or prizes.',
      'The grant does not cover the hire of the hall.',
      'This award covers only the costs of the two workshops.',
      'The Foundation grants the Charity the sum of £20,000 to run the summer school.',
    ], true);
  });

  it('not a licence or a right granted, nor the grant paid or repaid', () => {
    expectEach(purpose, [
      'The Charity grants the Foundation a licence to use the photographs.',
      'The Foundation shall pay the grant in two instalments.',
      'The Charity must repay any part of the grant that it has not spent.',
      'The Foundation grants the Charity the right to use its logo.',
    ], false);
  });

  it('classifies the clauses', () => {
    expect(clauseCategories('3.1 The Charity must use the grant only for the summer school and in line with the budget.', GRANT)).toContain('Scope of Work');
    expect(clauseCategories('The Foundation grants the Charity the sum of £20,000 to run the summer school.', GRANT)).toContain('Scope of Work');
    expect(clauseCategories('The grant does not cover the hire of the hall or the salaries of permanent staff.', GRANT)).toContain('Scope of Work');
  });
});

describe("a trade's bounds (h91sow)", () => {
  const bound = cuedBy(TRADE_BOUND_STRONG_CUES, 'Scope of Work');

  it('reads direct sales kept, rival makers barred, a minimum bought in money, other duties', () => {
    expectEach(bound, [
      'The Supplier may sell directly to hospitals in the region.',
      'The Supplier reserves the right to sell the books directly to public libraries.',
      'The Customer must not stock any cider of other makers in its shops.',
      '– not to sell in the county any jams or honey from other producers;',
      '– to buy goods worth not less than £50,000 in each calendar quarter;',
      'The Customer undertakes to purchase books worth at least £8,000 in each year.',
      'The Supplier may ask the driver to carry out such other reasonable duties as the route needs.',
    ], true);
  });

  it('not a sale with no "directly", a bar on other things, a price, or duties named alone', () => {
    expectEach(bound, [
      'The Supplier may sell the van at the end of the term.',
      'The Customer must not sell any books after their return date.',
      'The Customer must pay for the books within 30 days.',
      'The books are worth at least £8,000.',
      'The driver has the duties set out in Schedule 1.',
    ], false);
  });

  it('classifies the clauses', () => {
    expect(clauseCategories('1.4 The Supplier may sell directly to hospitals in the region.', SUPPLY)).toEqual(['Scope of Work']);
    expect(clauseCategories('The Customer must not stock any cider of other makers in its shops.', SUPPLY)).toContain('Scope of Work');
    expect(clauseCategories('– to buy goods worth not less than £50,000 in each calendar quarter;', { ...SUPPLY, kind: 'listItem' })).toContain('Scope of Work');
  });
});

describe("an order form's rows of what is subscribed (h91sow)", () => {
  const row = cuedBy(ORDER_FORM_ROW_STRONG_CUES, 'Scope of Work');

  it('reads the service, its add-ons, modules, users and what it covers', () => {
    expectEach(row, [
      'Subscription: Tealeaf Bookings, Premium edition, with the rota and payroll modules',
      'Add-ons: text reminders and an online shop',
      'Modules: front desk, bookings and invoicing',
      'Named users: 8',
      'Rooms covered: 40 | Users: 8',
      'Sites covered: the two cafés in Bath',
    ], true);
  });

  it('not a fee, a term, a start date, nor another field', () => {
    expectEach(row, [
      'Subscription fee: £400 per month',
      'Subscription term: 12 months from the Start Date',
      'Subscription: £400 per month',
      'Users: 1 March 2032',
      'Customer contact: Ms Ann Reed',
      'Plan: the plan annexed to this deed',
    ], false);
  });

  it('a row of any field name and a value naming no sum is read only for the fields of what is subscribed', () => {
    const field = fc.constantFrom('Subscription', 'Add-on', 'Modules', 'Named users', 'Seats', 'Rooms covered');
    const other = fc.constantFrom('Order date', 'Customer', 'Billing', 'Payment method', 'Governing law');
    const value = fc.constantFrom('front desk and bookings', 'the standard service', 'twelve', 'all rooms of the hotel');
    fc.assert(fc.property(field, value, (f, v) => row(`${f}: ${v}`)));
    fc.assert(fc.property(other, value, (f, v) => !row(`${f}: ${v}`)));
  });

  it('classifies the rows', () => {
    expectCategories([
      ['Modules: front desk, bookings and housekeeping', ['Scope of Work']],
      ['Rooms covered: 40 | Users: 8', ['Scope of Work']],
    ], SUPPLY);
  });
});

describe("a subcontract's own name (h91sow)", () => {
  const vetoed = cuedBy(SUBCONTRACT_NAMED_VETOES, 'Subcontracts');

  it('silences Subcontracts where the only such word is the document naming itself', () => {
    expectEach(vetoed, [
      'This subcontract also ends if the main contract is terminated.',
      'The Electrician may end this subcontract on 30 days\' notice, and the Subcontractor must then leave the site.',
    ], true);
    expectEach(vetoed, [
      'The Electrician shall not subcontract any part of this subcontract.',
      'The Electrician may not sub-let the works under this subcontract.',
      'This subcontract binds its subcontractors too.',
      'The Contractor shall not subcontract the works.',
    ], false);
  });

  it('reads what a subcontract leaves out as Scope of Work, and its own ending without Subcontracts', () => {
    expect(clauseCategories('The lighting of the car park is not part of this subcontract.', SUB)).toEqual(['Scope of Work']);
    expect(clauseCategories('This subcontract also ends if the owner ends the main contract, and the Contractor shall then pay the Electrician for the work done.', SUB)).not.toContain('Subcontracts');
  });
});

describe('a signed copy to send back by a time (h91sow)', () => {
  const returned = cuedBy(SIGNED_COPY_RETURNED_STRONG_CUES, 'Communication');

  it('reads the request with a time, not without one', () => {
    expectEach(returned, [
      'Please sign and return a copy of this letter by 30 June 2031 to accept this offer.',
      'Kindly sign and send back one copy of this order within 7 days.',
      'Please confirm your acceptance by signing and returning the enclosed copy within fourteen days.',
    ], true);
    expectEach(returned, [
      'Please sign and return a copy of this letter to confirm your acceptance.',
      'Please return the keys by 30 June 2031.',
    ], false);
  });

  it('gives the request with a time Communication, and the bare closing line none', () => {
    const LETTER = { preamble: 'We are pleased to offer you employment with Tealeaf Software Ltd (the "Company", "we" or "us").' };
    expectCategories([
      ['Please sign and return a copy of this letter by 30 June 2031 to accept this offer.', ['Communication']],
      ['Please sign and return a copy of this letter to confirm your acceptance.', []],
    ], LETTER);
  });
});

describe("a notice counted in weeks or months beside another subject (h91sow)", () => {
  it("keeps the notice's Communication beside a strong cue's subject", () => {
    const LETTER = { preamble: 'We are pleased to offer you employment with Tealeaf Software Ltd (the "Company", "we" or "us").' };
    expect(clauseCategories('2.2 We may ask you to carry out other reasonable duties, and may move you to our shop in Leeds on one month\'s notice.', LETTER)).toEqual(['Communication', 'Scope of Work']);
    expect(cueOf('Communication', 'Either party may end this agreement on three months\' notice.')).toBe('strong');
    expect(cueOf('Communication', 'The Tenant may stay for two weeks after the notice.')).toBe(true);
  });
});

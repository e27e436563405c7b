/**
 * Pricing & Taxes said without its word: the cues of category-cues-amounts.ts, from the tests of the rounds that wrote
 * them (rounds 2, 4, 5, 7; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads
 * the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for
 * these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT_CUES, AMOUNT_VETOES } from '../../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(AMOUNT_CUES, category);

// Round 2 (h22cat).
describe('Pricing & Taxes: interest charged, fines, revenue shares, costs borne, prices quoted apart', () => {
  it('amounts as rates and shares', () => {
    expectEach((t) => cued(t, 'Pricing & Taxes'), [
      'The Landlord may charge interest at 2% above base rate on rent paid late.',
      'The Member shall pay default interest of 1.5% per month on overdue fees.',
      'A late return incurs a fine of 5% of the hire charge.',
      'The Promoter will pay the Artist 60% of the net ticket receipts.',
      'The Owner is to bear the cost of the structural survey.',
      'Additional landscaping will be quoted separately.',
      'If the Buyer pays late, it shall pay interest on the arrears at 0.1% per day.',
      'The Builder shall pay a penalty of 0.5% of the price for each week of delay.',
      'A one-hour lesson costs $45.',
      'The cost of the survey is fixed for the whole term.',
      'The Council may raise the stall rent once a year.',
      'The rent abates while the shop cannot be used.',
      'The Band may sell merchandise at the gig and retain all takings.',
    ], true);
  });

  it('interest that overdue sums bear, the cost of a dispute or an audit: no Pricing & Taxes cue from these forms', () => {
    expectEach((t) => cued(t, 'Pricing & Taxes'), ['Overdue invoices bear interest until they are paid.',
      'Each party shall bear the costs of the arbitration equally.',
      'The Licensee shall bear the cost of the audit if it shows an underpayment.',
      'The Buyer may claim a contractual penalty of 1% of the order value for each week of delay.',
      'The Borrower shall pay default interest at the rate the central bank sets.',
      'The Tenant shall bear the cost of any blockage its guests cause.',
    ], false);
  });
});

// Round 4 (h24cat4).
describe('Pricing & Taxes: a charge indexed or changed', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Pricing & Taxes'), ['The fee will be adjusted each April by the change in the consumer price index.',
      'The annual dues may be changed by a vote of the committee.',
    ], true);
  });
});

// Round 5 (h25cat5).
describe('Pricing & Taxes vetoes: a VAT invoice without an amount, a liability cap', () => {
  it('a VAT invoice without an amount, a liability cap: no price', () => {
    const vetoed = cuedBy(AMOUNT_VETOES, 'Pricing & Taxes');
    expect([
      'The Club will send each sponsor a VAT invoice after each match.',
      'The Printer\'s liability for a faulty print run is limited to reprinting it.',
      'The Carrier\'s total liability shall not exceed the freight charged for the load.',
      'The fee is £400 plus VAT, and we will send a VAT invoice.',
      'The Caterer shall pay the VAT shown on each VAT invoice.',
    ].map(vetoed)).toEqual([true, true, true, false, false]);
  });
});

// Round 7 (h26cat7).
describe('Pricing & Taxes: an amount charged per unit', () => {
  it('reads a rate per unit of work, time or goods', () => {
    expectEach(round('Pricing & Taxes'), ['The Council shall pay the Coach $28.50 for each session taught.',
      'The Publisher shall pay binding charges of Rs. 1.20 per copy.',
      'Extra travel is charged at EUR 3,10 for every kilometre beyond the city limits.',
    ], true);
  });
  it('not a limit of insurance or liability per claim, nor a deposit per crate', () => {
    expectEach(round('Pricing & Taxes'), ['The Builder shall carry public liability insurance of $5,000,000 per occurrence.',
      'The Carrier\'s liability is limited to $20 per kilogram of cargo lost.',
      'The Buyer shall pay a deposit of $15 for each crate, refunded when the crate comes back.',
      'The Club shall pay the Coach XYZ 40 for each session.',
    ], false);
  });
});

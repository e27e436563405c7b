/**
 * Money said without a price's or a payment's word, left by set 72 (issue 18, h94cat): duties and registration fees
 * borne by a party (category-cues-costs-borne.ts), a bank's charges named "the charges of … bank" (category-cues-bank-
 * charges.ts), expenses and disbursements defined (category-terms.ts), an ending fee's sums as items (C65,
 * category-ending-fee.ts) and the items of a lead-in that pays for things (C6, category-paid-things-lead.ts). Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { COSTS_BORNE_STRONG_CUES, CUSTOMS_DUTY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { BANK_CHARGES_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-bank-charges.js';
import { termCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { endingFeeItemCategories } from '../../../../src/contracts/classify/categories/category-ending-fee.js';
import { isPaidThingsLeadIn } from '../../../../src/contracts/classify/categories/category-paid-things-lead.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';
import { itemCategories } from './set-cue-helpers.js';

const AGENCY = { preamble: 'This agreement is made between Harbour Shipping Ltd (the "Owner") and Kestrel Agencies Ltd (the "Agent").' };

/** The categories of each element of a short contract: a preamble, a lead-in and its items. */
const listed = (lead: string, ...items: string[]): string[][] => itemCategories(AGENCY.preamble, lead, items);

describe('duties and registration fees borne by a party (h94cat)', () => {
  // A customs duty borne is read by CUSTOMS_DUTY_STRONG_CUES, which reads any such duty named (one home, h110dup).
  const borne = cuedBy([...COSTS_BORNE_STRONG_CUES, ...CUSTOMS_DUTY_STRONG_CUES], 'Pricing & Taxes');

  it('reads stamp duty, registration fees and customs duties borne by a party', () => {
    expectEach(borne, [
      'The stamp duties on this agreement are borne by the Agent.',
      'Registration fees and stamp duty shall be borne by the Purchaser.',
      'Any customs duties on the spare parts will be borne by the Owner.',
    ], true);
  });

  it('not a bank\'s charges for a party\'s account, nor other costs borne', () => {
    expectEach(borne, [
      'The charges of the Owner\'s bank are for the Owner\'s account.',
      'The cost of the survey shall be borne by the Agent.',
      'The stamp duty was paid on the signing day.',
    ], false);
  });

  it('classifies them as the price\'s allocation', () => {
    expectCategories([
      ['The stamp duties on this agreement are borne by the Agent.', ['Pricing & Taxes']],
      ['Registration fees and stamp duty shall be borne by the Owner.', ['Pricing & Taxes']],
    ], AGENCY);
  });
});

describe('a bank\'s charges named after the bank (h94cat)', () => {
  const bank = cuedBy(BANK_CHARGES_CUES, 'Payment Terms & Billing');

  it('reads the charges or fees of a party\'s bank, as bank charges', () => {
    expectEach(bank, [
      'The charges of the Owner\'s bank are for the Owner\'s account.',
      'The fees of its own bank are borne by each party.',
      'Bank charges are for the Agent\'s account.',
    ], true);
  });

  it('not a bank guarantee\'s fees or a data bank\'s', () => {
    expectEach(bank, ['The fees of the bank guarantee are for the Agent.', 'The Agent pays the data bank fees.'], false);
  });

  it('classifies it as the payment alone, no price for the account', () => {
    expectCategories([['The charges of the Owner\'s bank are for the Owner\'s account.', ['Payment Terms & Billing']]], AGENCY);
  });
});

describe('expenses, costs and disbursements defined (C21, h94cat)', () => {
  it('a defined term naming them is Pricing & Taxes', () => {
    expect(termCategories('Disbursements')).toEqual(['Pricing & Taxes']);
    expect(termCategories('Travel Expenses')).toEqual(['Pricing & Taxes']);
    expect(termCategories('Running Costs')).toEqual(['Pricing & Taxes']);
  });

  it('not a term naming none of them', () => {
    expect(termCategories('Vessels')).toEqual([]);
    expect(termCategories('Call')).toEqual([]);
  });
});

describe('an ending fee\'s sums as items (C65, h94cat)', () => {
  it('an item giving the fee\'s sum for one case is the fee\'s payment, not a price', () => {
    const lead = 'If the Owner cancels a call, it must pay a cancellation charge of:';
    expect(endingFeeItemCategories(['Communication', 'Pricing & Taxes'], lead, '30% of the agency fee, if the Agent receives its notice more than 7 days before the call;')).toEqual(['Communication', 'Payment Terms & Billing']);
    expect(endingFeeItemCategories(['Term & Termination'], 'Cancellation fees are as follows:', 'cancellation after 1 May: 50% of the hire;')).toEqual(['Term & Termination', 'Payment Terms & Billing']);
    expect(endingFeeItemCategories([], lead, 'the whole fee, if it receives the notice later.')).toEqual(['Payment Terms & Billing']);
  });

  it('not an item under another lead-in, under a fee denied, or an item that gives no sum', () => {
    expect(endingFeeItemCategories(['Pricing & Taxes'], 'The Owner shall pay the following rates:', '30% of the fee for each extra hour;')).toEqual(['Pricing & Taxes']);
    expect(endingFeeItemCategories(['Pricing & Taxes'], 'No cancellation charge applies in these cases:', '30% of the berths are unused;')).toEqual(['Pricing & Taxes']);
    expect(endingFeeItemCategories(['Communication'], 'If the Owner cancels a call, it must pay a cancellation charge of:', 'as the Agent tells it in writing.')).toEqual(['Communication']);
  });

  it('classifies such items under their lead-in', () => {
    expect(listed('If the Owner cancels a call, it must pay a cancellation charge of:', '(a) 30% of the agency fee, if the Agent receives notice more than 7 days before the call;', '(b) the whole agency fee in any other case.')).toEqual([
      ['Communication', 'Payment Terms & Billing'],
      // The item shares the lead-in's payment, so it takes its ending too (an item of the same clause).
      ['Payment Terms & Billing', 'Term & Termination'],
    ]);
  });
});

describe('the items of a lead-in that pays for things (C6, h94cat)', () => {
  it('reads "provide and pay for:", "pay for:" and "bear the cost of:" lead-ins', () => {
    expectEach(isPaidThingsLeadIn, ['The Owner shall provide and pay for:', 'The Agent shall pay for:', 'The Owner shall bear the costs of:'], true);
    expectEach(isPaidThingsLeadIn, ['The Owner shall pay the Agent as follows:', 'The Owner shall pay for the launch hire.'], false);
  });

  it('an item naming a thing paid for does not take the lead-in\'s payment', () => {
    expect(listed('The Owner shall pay for:', '(a) a launch for the Agent\'s boarding officer at each call;', '(b) the Agent\'s mobile telephone charges at cost.')).toEqual([[], ['Pricing & Taxes']]);
  });
});

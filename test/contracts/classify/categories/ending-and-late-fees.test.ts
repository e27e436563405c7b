/**
 * C65 and C17's late fee (docs/contract-labels.md; issue 18, h52conv). A fee for ending the agreement or
 * cancelling is money paid on termination (C3): Payment Terms & Billing, and its own sum is no Pricing & Taxes of its
 * own. A late fee's own sum is what paying late costs (C17): Payment Terms & Billing only. Another amount in the
 * sentence keeps its Pricing & Taxes, and a "late fee" for something other than paying late is no C17.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { isEndingFeeAlone, namesEndingFee } from '../../../../src/contracts/classify/categories/category-ending-fee.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('C65: a fee for ending or cancelling is Payment Terms & Billing, its sum no price (h52conv)', () => {
  it.each([
    ['The Customer may end this Agreement early by paying an early termination fee of $400.', ['Payment Terms & Billing', 'Term & Termination']],
    ['If the Customer cancels the booking, the Supplier may keep a cancellation fee of £60.', ['Payment Terms & Billing', 'Term & Termination']],
  ])('%s', (text, expected) => {
    expect(categoriesOf(text)).toEqual(expected);
  });
  it.each([
    'Either party may terminate this Agreement on notice without any termination fee payable.',
    'The Customer may cancel the booking up to a week ahead, and no cancellation charge applies.',
  ])('near miss, a fee denied pays nothing: not the rule\'s: %s', (text) => {
    expect(namesEndingFee(text)).toBe(false);
    expect(isEndingFeeAlone(text)).toBe(false);
  });
  it('another amount beside the fee keeps its Pricing & Taxes', () => {
    expect(categoriesOf('The Customer may terminate on notice, paying the Fees of $900 per month up to the end date and a termination fee of $500.'))
      .toEqual(['Payment Terms & Billing', 'Pricing & Taxes', 'Term & Termination']);
  });
});

describe('C17: a late fee\'s own sum is what paying late costs, no price (h52conv)', () => {
  it.each([
    'If any invoice is more than ten (10) days late, the Supplier may charge a late fee of $35.',
    'Invoices unpaid after 14 days incur a late charge of £20.',
    'If you do not pay within 21 days, we may add a late payment fee of £12.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Payment Terms & Billing']);
  });
  it.each([
    // A late fee for checking out late: nothing is paid late.
    'Guests who check out after noon pay a late fee of $30 per hour.',
    // The monthly fee is a price of its own.
    'Late payments bear interest at 2% per month, and the monthly fee is $300.',
  ])('near miss keeps its Pricing & Taxes: %s', (text) => {
    expect(categoriesOf(text)).toContain('Pricing & Taxes');
  });
});

describe('C65: a fee denied before or after its name is not the rule\'s (hrev38)', () => {
  it.each([
    'The Supplier shall not charge a cancellation fee for orders cancelled before dispatch.',
    'Cancellation fees shall not apply to orders withdrawn within the cooling-off period.',
    'Termination fees are not payable where the Supplier is in breach.',
    'The Customer shall not be required to pay any termination fee if it terminates under clause 14.2.',
  ])('%s', (text) => {
    expect(namesEndingFee(text)).toBe(false);
  });
  it('the fee denied falls back to its ending alone', () => {
    expect(categoriesOf('The Supplier shall not charge a cancellation fee for orders cancelled before dispatch.')).not.toContain('Payment Terms & Billing');
  });
  it.each([
    'A cancellation fee of $50 applies to any order line cancelled after dispatch.',
    'The Supplier shall refund the cancellation fee if it re-lets the cancelled room.',
    'The termination payment is not due until the Equipment is returned.',
  ])('near miss, a fee charged, refunded or timed stays the rule\'s: %s', (text) => {
    expect(namesEndingFee(text)).toBe(true);
  });
});

describe('C65: a carrier\'s price for completing calls is no fee for ending (hrev38)', () => {
  it.each([
    'The Operator shall pay the call termination charges set out in Schedule 4.',
    'Fixed and mobile termination charges are reviewed each year by the regulator.',
  ])('%s', (text) => {
    expect(namesEndingFee(text)).toBe(false);
    expect(categoriesOf(text)).toContain('Pricing & Taxes');
  });
  it('near miss: an early termination fee after "the network" words stays the rule\'s', () => {
    expect(namesEndingFee('If the Customer leaves the network early, an early termination fee of $90 is payable.')).toBe(true);
  });
});

/**
 * Accounts rendered and funds handed back (Payment Terms & Billing, category-cues-accounts-rendered.ts) and a thing's
 * value paid for its loss (Liability, no payment term: category-cues-value-paid.ts), left by set 72 (issue 18, h94cat).
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { ACCOUNT_RENDERED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-accounts-rendered.js';
import { VALUE_PAID_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-value-paid.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';

const AGENCY = { preamble: 'This agreement is made between Harbour Shipping Ltd (the "Owner") and Kestrel Agencies Ltd (the "Agent").' };
const STABLE = { preamble: 'This agreement is made between Harbour Stud Ltd (the "Owner") and Kestrel Stables Ltd (the "Trainer").' };

describe('accounts rendered and funds handed back (h94cat)', () => {
  const billed = cuedBy(ACCOUNT_RENDERED_STRONG_CUES, 'Payment Terms & Billing');

  it('reads a proforma, final or disbursement account sent or agreed, and the funds a party holds returned', () => {
    expectEach(billed, [
      'Before each call the Agent shall send the Owner a proforma disbursement account.',
      'The Agent shall submit a final account within 30 days after each call.',
      'The surveyor shall agree the final account with the builder.',
      'On termination the Agent shall return to the Owner any funds it holds, less the fees due.',
      'The Agent shall pay over all sums received for the Owner within seven days.',
    ], true);
  });

  it('not an account named as a time, a bank account, or things returned', () => {
    expectEach(billed, [
      'The Agent shall keep its insurance until six years after the final account.',
      'The Owner shall send the Agent the details of its bank account.',
      'The Agent shall return all documents it holds.',
    ], false);
  });

  it('classifies them with their notice or their ending', () => {
    expectCategories([
      ['At least two days before each call, the Agent shall send the Owner a proforma disbursement account.', ['Communication', 'Payment Terms & Billing']],
      ['Within 30 days after each call, the Agent shall send the Owner a final disbursement account with copies of all receipts.', ['Communication', 'Payment Terms & Billing']],
      ['On termination the Agent shall return to the Owner any funds it holds, less the fees due.', ['Payment Terms & Billing', 'Term & Termination']],
    ], AGENCY);
  });
});

describe("a thing's value paid for its loss (h94cat)", () => {
  const answered = cuedBy(VALUE_PAID_STRONG_CUES, 'Liability');

  it('reads a market or replacement value paid after a loss, a death, a theft or negligence', () => {
    expectEach(answered, [
      'If a horse dies through the negligence of the Trainer, the Trainer shall pay the Owner its market value.',
      'If the saddle is stolen while unattended, you must pay its replacement value of £900.',
    ], true);
  });

  it('not a market value paid as a price, with no loss before it', () => {
    expectEach(answered, ['The Buyer shall pay the Seller the market value of the shares on the closing date.'], false);
  });

  it('classifies it as the loss answered for, no payment term', () => {
    expectCategories([
      ['If a horse dies through the negligence of the Trainer, the Trainer shall pay the Owner its market value, as assessed by a vet.', ['Liability']],
      // No loss named: the value is paid as a sum owed, the payment's.
      ['The Buyer shall pay the Seller the market value of the shares on the closing date.', ['Payment Terms & Billing']],
    ], STABLE);
  });
});

/**
 * The ranking's exceptions in one place (issue 18, h68left; h64split's Left): the Liability that yields to Force
 * Majeure is RANKING_VETOES' entry (category-vetoes.ts), the payments read after the cut-off are
 * category-payment-additions.ts' table. Answers unchanged (every label set as before); sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { foldedForPrefilter } from '../../../../src/common/regex-prefilter.js';
import { rankingVetoed } from '../../../../src/contracts/classify/categories/category-vetoes.js';
import { withPaymentAdditions } from '../../../../src/contracts/classify/categories/category-payment-additions.js';
import { categoriesOf } from '../helpers.js';

const EXCUSED = 'The Supplier shall not be liable for any delay or failure caused by war, strikes, floods or other events beyond its control.';

describe('Liability yields to Force Majeure in the ranking (RANKING_VETOES, h68left)', () => {
  it('drops Liability where the sentence excuses a delay by force majeure events and its cue words name Force Majeure', () => {
    expect(rankingVetoed('Liability', { text: EXCUSED, folded: foldedForPrefilter(EXCUSED), cued: new Set(['Force Majeure']) })).toBe(true);
    expect(categoriesOf(EXCUSED)).toEqual([['Force Majeure']]);
  });

  it('keeps it where no Force Majeure cue is read, and never drops another category', () => {
    expect(rankingVetoed('Liability', { text: EXCUSED, folded: foldedForPrefilter(EXCUSED), cued: new Set() })).toBe(false);
    expect(rankingVetoed('Force Majeure', { text: EXCUSED, folded: foldedForPrefilter(EXCUSED), cued: new Set(['Force Majeure']) })).toBe(false);
  });
});

describe('payments read after the ranking (category-payment-additions.ts, h68left)', () => {
  it('adds Payment Terms & Billing for a deposit, a reimbursement, an ending fee', () => {
    expect(withPaymentAdditions('The Hirer must pay a deposit of £300 when booking.', [])).toEqual(['Payment Terms & Billing']);
    expect(withPaymentAdditions("The Supplier shall reimburse the Customer's reasonable travel expenses.", ['Responsibilities'])).toContain('Payment Terms & Billing');
  });

  it('drops the price from a late-payment charge, keeps it on a plain price', () => {
    expect(withPaymentAdditions('Interest at 4% per annum shall accrue on any sum paid late.', ['Pricing & Taxes'])).toEqual(['Payment Terms & Billing']);
    expect(withPaymentAdditions('The Price for each unit is EUR 40, plus VAT.', ['Pricing & Taxes'])).toEqual(['Pricing & Taxes']);
  });

  it('reads the sentences whole as before', () => {
    // Changed on purpose (session 78, h118cat's C287): the ending a strong cue names ("cancels the order") ranks before
    // the fee owed on it, so the fee's sentence keeps Term & Termination beside Payment Terms & Billing, as C3 says.
    expect(categoriesOf('The Hirer must pay a deposit of £300 when booking.', 'If the Customer cancels the order, it shall pay a cancellation fee of EUR 500.'))
      .toEqual([['Payment Terms & Billing'], ['Payment Terms & Billing', 'Term & Termination']]);
  });
});

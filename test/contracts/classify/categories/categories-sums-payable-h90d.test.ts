/**
 * Payment Terms & Billing of a sum said payable, of a party answerable for it, or of a sum received
 * (category-cues-sums-payable.ts) — issue 18, h90d. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { SUMS_PAYABLE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-sums-payable.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const CLUB = { preamble: 'These terms are between Lakeford Council (the "Council") and Ann Reed (the "Parent").' };

describe('a sum said payable, a party answerable for it, a sum received (h90d)', () => {
  const payable = cuedBy(SUMS_PAYABLE_STRONG_CUES, 'Payment Terms & Billing');

  it('reads when the paying starts, who pays, and the receipt of the sum', () => {
    expectEach(payable, [
      '4.1 The place starts on the date in the letter of offer, and the fee is payable from that date even if the child starts later.',
      'The rent shall be payable monthly in advance.',
      'No hire is payable for the days the boat is laid up.',
      '4.2 Where the parents live apart, each of them is responsible to the Council for the whole fee.',
      'A member who resigns remains liable for all charges incurred before the date of resignation.',
      'RECEIVED the day and year first above written of and from the within-named Purchaser the sum of Five thousand Barbados Dollars (BDS$5,000.00).',
    ], true);
  });

  it('not a tax payable, a party not liable, costs, nor a sum named with no payment', () => {
    expectEach(payable, [
      'VAT is payable in addition at the standard rate.',
      'The Council is not responsible for any charges made by the bank.',
      'The Parent is responsible for the costs of any repairs.',
      'The fee for a full day is £30.',
      'The Council received the application from the Parent on 3 May.',
      'If you book for a club, you are personally responsible for the hire as well as the club.',
    ], false);
  });

  it('gives the fee payable from the start date its Payment Terms & Billing', () => {
    expect(clauseCategories('4.1 The place starts on the date in the letter of offer, and the fee is payable from that date even if the child starts later.', { ...CLUB, title: '4. Starting at the club' })).toContain('Payment Terms & Billing');
    expect(clauseCategories('4.2 Where the parents live apart, each of them is responsible to the Council for the whole fee.', { ...CLUB, title: '1. Who these terms apply to' })).toEqual(['Payment Terms & Billing']);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-sums-payable.ts', 'fee is fee is responsible to the for the received from the '],
]);

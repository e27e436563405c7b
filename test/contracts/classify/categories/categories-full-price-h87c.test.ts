/**
 * The full price named as what is paid, refunded or due, and a charge for a returned cheque (category-cues-full-price.ts,
 * issue 18, h87c): Payment Terms & Billing, not Pricing & Taxes. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { notSaidPhrases } from '../../../../src/contracts/classify/categories/categories.js';
import { FULL_PRICE_NOT_SAID, RETURNED_PAYMENT_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-full-price.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const returned = cuedBy(RETURNED_PAYMENT_VETOES, 'Pricing & Taxes');
const KENNEL = { preamble: 'These terms apply between Happy Tails Kennels Ltd ("we" or "us") and each dog owner ("you").' };

describe('categories: the full price paid, a returned cheque charged (Payment Terms & Billing, h87c)', () => {
  it('the full price paid or due names no price', () => {
    expect(clauseCategories('You must pay the full price before we return your dog, by card or in cash.', KENNEL)).toEqual(['Payment Terms & Billing']);
    expect(clauseCategories('The Supplier will not start the work until the Customer has paid the full price.')).not.toContain('Pricing & Taxes');
  });

  it('a price with its amount stays a price', () => {
    expect(clauseCategories('The full price of the stay is £45 a night, including VAT.', KENNEL)).toContain('Pricing & Taxes');
  });

  it('a charge for a returned cheque or debit is the payment’s', () => {
    expectEach(returned, [
      'If a cheque given for the price is returned unpaid, the Company may charge £25.',
      'We charge £15 for each direct debit that is dishonoured.',
    ], true);
    expectEach(returned, ['The price is payable by cheque.', 'The Owner may return the goods unpaid for.'], false);
    expect(clauseCategories('If a cheque given for the price or the deposit is returned unpaid, the Supplier may charge EUR 40 and stop the work.')).toEqual(['Payment Terms & Billing']);
  });

  it('the phrase is read out of the sentence, not a price with its amount', () => {
    const readOut = (text: string) => notSaidPhrases().some(([re, c]) => c === 'Pricing & Taxes' && re === FULL_PRICE_NOT_SAID[0][0] && text.search(re) >= 0);
    expectEach(readOut, ['You must pay the full price before collection.', 'The whole price is due on arrival.', 'We refund the entire price.'], true);
    expectEach(readOut, ['The full price of USD 85 includes the transport.', 'The full price for £40 covers two nights.'], false);
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-full-price.ts', 'cheque cheque returned the full full price ']]);

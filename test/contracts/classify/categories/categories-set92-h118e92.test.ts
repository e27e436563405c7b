/**
 * Set 92's signature block rows (issue 18, h118e92; C279): a row "Date:" and a date alone, and a row of the party's stamp
 * or seal, say when and how the block was signed, no term, and take no category from the last article's title above
 * the block (an order form's "Term" section, an agreement's "7. Payment"). Sentences written for these tests, none
 * taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { isClosingLine } from '../../../../src/contracts/classify/signatures/signature-lines.js';
import { isDateRow } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { documentCategories } from './set-cue-helpers.js';

const PREAMBLE = 'This agreement is made between Ann Lee of Leeds ("the Owner") and Bay Tools Ltd ("the Lender").';

describe('C279: a signature block\'s date row and stamp row take no category (h118e92)', () => {
  it.each([
    'Date: 20 August 2047',
    'Dated: 12.04.2031',
    'DATE: September 2, 2034',
    'Date of signing: 3 May 2046.',
    'Signing date: 2047-08-20',
    '– Date: 14 March 2047',
  ])('a date row: %s', (text) => {
    expect(isDateRow(text)).toBe(true);
    expect(isClosingLine(text)).toBe(true);
  });
  it.each([
    'Stamp: [Bay Tools Ltd]',
    'Seal: Bay Tools Ltd',
    'Company stamp: (Harbour Foods Inc.)',
    'STAMP:',
    'Official seal: Town Council of Leeds',
  ])('a stamp row: %s', (text) => expect(isClosingLine(text)).toBe(true));
  it.each([
    'Start Date: 1 March 2027',
    'Delivery Date: 1 March 2027',
    'Date: the Owner pays within 10 days of 1 March 2027',
    'Date: 1 March 2027, after which the Lender may end this agreement',
    'Stamp: the Owner pays the stamp duty',
    'Stamp duty: paid by the Owner',
    'Seal: the Lender shall keep the seal intact',
  ])('near miss: %s', (text) => expect(isClosingLine(text)).toBe(false));
  it('under a "Term" title and a "Payment" title, after the signer rows', () => {
    const got = documentCategories([
      PREAMBLE,
      '# Term',
      'Either side may end this agreement with two weeks\' notice.',
      'Signed for the Lender: Tom Hale, director',
      'Date: 20 August 2047',
      'Stamp: [Bay Tools Ltd]',
    ]);
    expect(got[2]).toContain('Term & Termination');
    expect(got.slice(4)).toEqual([[], []]);
    const paid = documentCategories([PREAMBLE, '# 7. Payment', 'The Owner pays the Lender GBP 40 a day.', 'Date: 20 August 2047', 'Seal: Bay Tools Ltd']);
    expect(paid[2]).toContain('Payment Terms & Billing');
    expect(paid.slice(3)).toEqual([[], []]);
  });
  it('an e-mail header\'s date row takes none either', () => {
    const got = documentCategories(['From: Tom Hale <tom@example.com>', 'To: Ann Lee', 'Date: 2 May 2047', 'Subject: Your booking']);
    expect(got[2]).toEqual([]);
  });
  it.each(['Date: ', 'Date: 1 ', 'Date: 1 March 2027 ', 'Stamp: [Aa ', 'Seal: Aa ', 'Stamp: [', ' ', 'Aa. '])('reads hostile text in linear time: %s', (unit) => {
    for (const lead of ['Date: ', 'Stamp: [', 'Seal: ']) {
      const found = readsLinearly((n) => {
        const text = lead + unit.repeat(Math.ceil(n / unit.length));
        return () => isClosingLine(text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toBeDefined();
    }
  });
});

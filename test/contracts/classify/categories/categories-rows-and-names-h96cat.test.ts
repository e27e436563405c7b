/**
 * Rows and names that say no term of their own word (issue 18, h96cat): a price list's row naming the thing priced
 * (C9: Pricing & Taxes), an insurer's name in capitals, an insurance trade or title and an Insurance Act (C95: no
 * Insurance), title kept until the last payment (C96: no Payment Terms & Billing), and a signature row with the
 * signer's "(read and approved)" under a last "Disputes" article (no Dispute Resolution). Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRICE_LIST_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-rate-rows.js';
import { INSURANCE_TRADE_NOT_SAID, INSURER_NAME_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { ALL_VETOES } from '../../../../src/contracts/classify/categories/category-cue-vetoes.js';
import { isSignerRow } from '../../../../src/contracts/classify/categories/category-signer-rows.js';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

const TERMS = 'These terms apply between Driftwood Parties Ltd ("we" or "us") and the customer named in the booking ("you").';
/** Whether a row is read as a price list's row (category-cues-rate-rows.ts). */
const isPriceRow = (text: string): boolean => PRICE_LIST_ROW_STRONG_CUES.some(([re]) => re.test(text));

const AGENCY = 'This agreement is made between Westmoor Assurance plc (the "Insurer") and Dale Hughes (the "Agent").';

/** The categories of each of `texts` after the opening sentence `head` (a `#` before a text makes it a title). */
const categoriesAfter = (head: string, ...texts: string[]): string[][] => {
  const inputs: ElementInput[] = [head, ...texts].map((t) => (t.startsWith('#') ? { kind: 'title', text: t.slice(1) } : { kind: 'sentence', text: t }));
  return classifyContract(inputs).elements.slice(1).map((e) => e.categories.map((c) => c.label));
};

describe('a price list row naming the thing priced (h96cat, C9)', () => {
  it('is Pricing & Taxes, whatever the thing and whatever follows the sum', () => {
    expect(categoriesAfter(TERMS,
      'Beach package: B$2,400 for the couple and up to 30 guests',
      'Each extra hour of the band: USD 300',
      'Flowers for the tables: £45 per table',
    )).toEqual([['Pricing & Taxes'], ['Pricing & Taxes'], ['Pricing & Taxes']]);
  });

  it('not a deposit, a limit or a clause with its verb before the colon', () => {
    expect(isPriceRow('Security deposit: USD 500 held until the end')).toBe(false);
    expect(isPriceRow('Our liability limit: USD 10,000')).toBe(false);
    expect(isPriceRow('The total you must pay: USD 900')).toBe(false);
    expect(isPriceRow('Arrival time: 14:00 on the Saturday')).toBe(false);
    expect(isPriceRow('Item 4 Liquidated damages: $900 per day')).toBe(false);
  });

  it('reads any short name before a sum as a price row', () => {
    fc.assert(fc.property(fc.constantFrom('Garden', 'Each extra chair', 'Candle set (12)', 'Sound system / lights'), fc.constantFrom('USD 150', '€ 1.200,00', 'B$90', '£35'), fc.constantFrom('', ' per chair', ' for the whole day'), (name, sum, after) => isPriceRow(`${name}: ${sum}${after}`)));
  });
});

describe('insurance named, no cover carried (h96cat, C95)', () => {
  it('a name in capitals, a trade or title and an Insurance Act take no Insurance', () => {
    expect(categoriesAfter('THIS AGREEMENT is made BETWEEN:',
      '(1) WESTMOOR MUTUAL INSURANCE COMPANY, a company incorporated in Jersey (the "Insurer"); and',
      '(2) DALE HUGHES LTD., a company licensed as an insurance agent (the "Agent").',
    )).toEqual([[], []]);
    expect(categoriesAfter(AGENCY, 'The Agent shall act with the care of a prudent insurance broker and comply with the Insurance Act 2015.')).not.toContain('Insurance');
  });

  it('the cover itself still insures', () => {
    expect(categoriesAfter(AGENCY, 'The Agent shall insure its office against fire through an insurance broker of its choice.')).toEqual([['Insurance']]);
    expect(categoriesAfter(AGENCY, 'The Agent shall keep professional indemnity insurance of at least £500,000.')[0]).toContain('Insurance');
  });
});

describe('title kept until the last payment (h96cat, C96)', () => {
  it('is no payment billed', () => {
    const [kept, billed] = categoriesAfter(AGENCY, 'The laptop remains the property of the Insurer until the last instalment has been paid.', 'The Agent shall pay each instalment of £40 on the first day of the month.');
    expect(kept).not.toContain('Payment Terms & Billing');
    expect(billed).toContain('Payment Terms & Billing');
  });
});

describe('a signature row with "(read and approved)" (h96cat)', () => {
  it('is a signer row, and takes nothing from the last "Disputes" article', () => {
    expect(isSignerRow('The Lender (read and approved): Ama Owusu')).toBe(true);
    expect(isSignerRow('The Borrower (read, approved and signed): Yaw Boateng')).toBe(true);
    expect(categoriesAfter(AGENCY, '#9. Disputes', 'Any dispute shall go before the courts of St Helier.', 'The Insurer (read and approved): Claire Martin')).toEqual([[], ['Dispute Resolution'], []]);
  });
});

describe('the new patterns read hostile text in linear time (h96cat)', () => {
  it('each one', () => {
    const patterns = [...INSURANCE_TRADE_NOT_SAID, ...INSURER_NAME_NOT_SAID, ...PRICE_LIST_ROW_STRONG_CUES].map(([re]) => re);
    for (const unit of ['AA ', 'as an a insurance ', 'remains property until ', 'remains the property of the Aa until paid until ', 'Aa: ', 'The Aa (read and approved) ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [isSignerRow(text), ALL_VETOES.filter(([, c]) => c === 'Payment Terms & Billing').some(([re]) => re.test(text)), ...patterns.map((re) => { re.lastIndex = 0; return re.test(text); })];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(2 + patterns.length);
    }
  });
});

/**
 * C31's "a fee plus tax at a rate is Pricing & Taxes alone", read in one place (tax-word.ts' TAX_AT_A_RATE, issue 18,
 * h105tax): the tax veto of category-cue-vetoes.ts and paysStatedAmount of category-cues-amounts.ts both read it, and a
 * rate is a figure ("at 20%", "at the rate of 16%", "at the statutory rate of 21%"); "at the applicable rate" names no
 * figure and keeps the payment (C9). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TAX_AT_A_RATE } from '../../../../../src/contracts/classify/categories/cues/tax-word.js';
import { paysStatedAmount } from '../../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { clauseCategories } from '../../helpers.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../../security/linear-time.js';

const atARate = (text: string) => new RegExp(TAX_AT_A_RATE, 'i').test(text);

describe("C31's tax at a rate: a figure", () => {
  it('reads a tax given with its figure, bare or as "the rate of", with or without a word for the rate', () => {
    expect(atARate('The Club charges a joining fee of £80 plus VAT at 20%.')).toBe(true);
    expect(atARate('The Studio pays the Singer a fee of NZD 900, plus goods and services tax at the rate of 15%.')).toBe(true);
    expect(atARate('All rents exclude value added tax at the statutory rate of 19%.')).toBe(true);
    expect(atARate('Each invoice adds GST at a rate of 9 per cent.')).toBe(true);
  });

  it('not a rate named without its figure, nor a tax invoice, nor a tax with no rate', () => {
    expect(atARate('The Farmer pays the Contractor GBP 3,200 for the harvest, plus VAT at the applicable rate.')).toBe(false);
    expect(atARate('Charges are subject to VAT at the standard rate.')).toBe(false);
    expect(atARate('All fees include VAT at the rate in force on the day of the lesson.')).toBe(false);
    expect(atARate('The Buyer pays each tax invoice at 30 days.')).toBe(false);
    expect(atARate('The Hirer pays the hire charge plus VAT within 14 days.')).toBe(false);
  });

  it('no figure in the words after "at", no rate read (fast-check)', () => {
    const word = fc.constantFrom('the', 'a', 'applicable', 'standard', 'current', 'rate', 'of', 'in', 'force', 'prevailing', 'statutory', 'agreed');
    fc.assert(fc.property(fc.constantFrom('VAT', 'GST', 'HST', 'tax', 'taxes', 'sales tax'), fc.array(word, { maxLength: 6 }), (tax, words) => {
      expect(atARate(`The Tenant pays the rent plus ${tax} at ${words.join(' ')}.`)).toBe(false);
    }));
  });

  it('a figure right after "at" (or after "the rate of"), always a rate (fast-check)', () => {
    fc.assert(fc.property(fc.constantFrom('VAT', 'GST', 'HST', 'tax', 'Value Added Tax'), fc.constantFrom('', 'the rate of ', 'a rate of ', 'the standard rate of '), fc.integer({ min: 0, max: 99 }), (tax, lead, n) => {
      expect(atARate(`The fee is EUR 100 plus ${tax} at ${lead}${n}%.`)).toBe(true);
    }));
  });

  it('reads hostile text linearly', () => {
    const re = new RegExp(String.raw`^[^]*?${TAX_AT_A_RATE}`, 'i');
    readsLinearly((n) => {
      const text = 'VAT at the applicable tax at a rate of GST at the '.repeat(Math.ceil(n / 50));
      return () => re.test(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });
});

describe('the two readers of the rate agree', () => {
  it('a stated amount paid with its tax at a figure is no added payment; with "the applicable rate" it is (C9)', () => {
    expect(paysStatedAmount('The Gallery shall pay the Painter a fee of EUR 2,400, plus value added tax at 21%.')).toBe(false);
    expect(paysStatedAmount('The Gallery shall pay the Painter a fee of EUR 2,400, plus value added tax at the statutory rate of 21%.')).toBe(false);
    expect(paysStatedAmount('The Gallery shall pay the Painter a fee of EUR 2,400, plus value added tax at the applicable rate.')).toBe(true);
    expect(paysStatedAmount('The Council pays the Caterer USD 1,150 for the dinner, together with sales tax at the current rate.')).toBe(true);
  });

  it('the whole sentence: Pricing & Taxes alone with the figure, the payment beside it without', () => {
    expect(clauseCategories('The Gallery shall pay the Painter a fee of EUR 2,400, plus value added tax at 21%.')).toEqual(['Pricing & Taxes']);
    expect(clauseCategories('The Gallery shall pay the Painter a fee of EUR 2,400, plus value added tax at the statutory rate of 21%.')).toEqual(['Pricing & Taxes']);
    expect(clauseCategories('The Gallery shall pay the Painter a fee of EUR 2,400, plus value added tax at the applicable rate.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
});

/**
 * Issue 18, h75c57: an email address given is Communication (category-cues-information.ts); the currency prices are
 * stated in is Pricing & Taxes (category-cues-amounts.ts); a sentence that pays a sum together with a tax and says when — by a deadline, within a period, in
 * instalments — states a payment term beside the tax (C9: Payment Terms & Billing and Pricing & Taxes; the tax veto of
 * category-cue-vetoes.ts yields, category-cues-tax-paid-when.ts). A tax named with no time of paying stays Pricing & Taxes
 * alone. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue } from '../helpers.js';

const one = (text: string) => categoriesOf(text)[0];

describe('a tax paid with its time: Payment Terms & Billing beside Pricing & Taxes (h75c57)', () => {
  it('the balance paid with its tax by a deadline: Payment Terms & Billing (the balance names no amount of its own)', () => {
    expect(one('The Guest must pay the balance, together with VAT at 20%, no later than 14 days before arrival.')).toContain('Payment Terms & Billing');
  });

  it.each([
    'The Licensee shall pay the fee of £12,000, net of any tax, in the following instalments:',
    'The Buyer shall pay the Contract Sum plus GST in four equal instalments.',
  ])('"%s"', (text) => {
    expect(one(text)).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('near misses: a tax rate or a tax added, with no time of paying, stays Pricing & Taxes alone', () => {
    expect(one('The fees are exclusive of VAT, which the Client shall pay at the applicable rate.')).toEqual(['Pricing & Taxes']);
    expect(one('Sales tax at 8% shall be added to the price of each item.')).toEqual(['Pricing & Taxes']);
  });
});

describe('the currency the prices are stated in: Pricing & Taxes (h75c57)', () => {
  it.each([
    'Room charges are quoted in Barbados dollars.',
    'All sums under this Agreement are expressed in euros.',
  ])('"%s"', (text) => {
    expect(one(text)).toContain('Pricing & Taxes');
  });

  it('near misses: a report written in a language, a payment made in a currency name no price', () => {
    expect(one('All reports are stated in English and delivered by email.')).not.toContain('Pricing & Taxes');
    expect(hasCue('Pricing & Taxes', 'Any refund is made in the currency of the original payment.')).toBe(false);
  });
});

describe('an email address given: Communication (h75c57)', () => {
  it('an address to write to, or a party\'s contact details', () => {
    expect(one('To ask about an order, write to orders@example-mill.com.')).toContain('Communication');
    expect(one('The Landlord\'s contact details are 0161 496 0000 and lettings@example.co.uk.')).toContain('Communication');
  });

  it('near misses: an "@" that is no address, and a domain name alone', () => {
    expect(hasCue('Communication', 'The Supplier shall deliver 40 crates @ $12 each.')).toBe(false);
    expect(hasCue('Communication', 'The Licensee may use the domain example.com for the Campaign.')).toBe(false);
  });
});

/**
 * Payment Terms & Billing against Pricing & Taxes (issue 18, h43pay; C9: the amount is Pricing & Taxes, its payment
 * Payment Terms & Billing, a sentence with both takes both). Sentences written for these tests, not taken from a
 * labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const each = (...texts: string[]) => texts.map((text) => categoriesOf(text)[0]);
const BOTH = ['Payment Terms & Billing', 'Pricing & Taxes'];
const PRICING = ['Pricing & Taxes'];

describe('a tax and when or how it is paid: both categories (C9; category-cues-tax-paid-when.ts)', () => {
  it('the tax paid on receipt of an invoice, with the rent, with each payment, within days of an invoice, invoiced', () => {
    expect(each(
      'The fees are exclusive of GST, which the Licensee shall pay on receipt of a valid tax invoice.',
      'All rent is exclusive of VAT, which the Tenant shall pay at the same time as the rent.',
      'The charges exclude VAT, which the Hirer shall pay together with each payment of hire.',
      'Any sales tax is payable by the Buyer within thirty (30) days of the Seller\'s invoice.',
      'Goods and services tax shall be paid by the Council in addition to the price against a valid tax invoice.',
      'All sums are exclusive of VAT, which the Consultant shall invoice at the rate then in force.',
    )).toEqual([BOTH, BOTH, BOTH, BOTH, BOTH, BOTH]);
  });

  it('near misses: the tax alone, its rate, a tax remitted, the date of an invoice as the time of a rate — Pricing & Taxes only', () => {
    expect(each(
      'The fees are exclusive of GST, which the Licensee shall pay at the applicable rate.',
      'All charges are exclusive of VAT, which the Customer must pay at the rate in force.',
      'The Supplier shall remit all tax payments to the authority.',
      'The Customer shall pay the fees plus VAT at 20%.',
      'VAT is charged at the rate in force on the date of invoice.',
    )).toEqual([PRICING, PRICING, PRICING, PRICING, PRICING]);
  });

  it('a payment term without a tax keeps Payment Terms & Billing alone', () => {
    expect(each('Invoices are payable within twenty-one days of receipt.')).toEqual([['Payment Terms & Billing']]);
  });
});

describe('a share paid: both categories (C9; category-cues-paid-shares.ts)', () => {
  it('a share of revenue, receipts or earnings paid to a party, with or without a noun before it', () => {
    expect(each(
      'The Publisher will pay the Author 12% of the net receipts from each edition.',
      'The Operator shall pay the Council an amount equal to 5% of the gross takings of the kiosk.',
      'The Owner shall pay the Manager a bonus of 5% of the harvest value.',
      'The Employer will pay pension contributions of 4% of the employee\'s basic salary.',
    )).toEqual([BOTH, BOTH, BOTH, BOTH]);
  });

  it('near misses: a share of the fee itself, no payment — not the rule\'s', () => {
    expect(each(
      'The Club shall pay 10% of the fee before the first session.',
    )).toEqual([['Payment Terms & Billing']]);
  });

  it('a deposit as a share of a named price is both, by its own rule (C70, h56conv; Payment alone before)', () => {
    expect(each('The Hirer shall pay a deposit of 20% of the hire charge when booking.')).toEqual([BOTH]);
  });
});

describe('a price set elsewhere, paid on a schedule: Payment Terms & Billing alone (C9; category-cues-amounts.ts PRICE_PAID_NOT_SAID)', () => {
  it('the contract price in instalments, the price of each lot by transfer, a share of the price with its time', () => {
    expect(each(
      'The Hirer shall pay the contract price in three instalments:',
      'The Buyer shall pay the price of each consignment by bank transfer within 30 days of its delivery.',
      'The Buyer shall pay 30% of the contract price within ten days after signature of this Contract.',
      'The Client agrees to pay the package price as follows:',
    )).toEqual([['Payment Terms & Billing'], ['Payment Terms & Billing'], ['Payment Terms & Billing'], ['Payment Terms & Billing']]);
  });

  it('near misses: the price with its amount or its source, an advance of a share of it — both', () => {
    expect(each(
      'The Buyer shall pay the contract price of EUR 40,000 within 30 days.',
      'The Buyer shall pay the price stated in the Order within 30 days.',
      'The contract price is EUR 480,000, which the Buyer shall pay within 30 days of delivery.',
    )).toEqual([BOTH, BOTH, BOTH]);
  });
});

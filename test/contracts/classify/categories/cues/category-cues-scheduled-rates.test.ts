import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h50c50: a price stated by where it is written or by its rate is Pricing & Taxes beside the payment (C9),
// a defined fee is Pricing & Taxes (C21), a late charge stays Payment Terms & Billing only (C17). Sentences written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('a price in a schedule, a defined fee, a fee as a share (category-cues-scheduled-rates.ts)', () => {
  it('rates or fees in a schedule or a fee schedule: Pricing & Taxes beside the payment', () => {
    expect(of('The Customer shall pay for each delivery at the rates in Schedule 2.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(of('The Client will pay the storage fees in the Fee Schedule.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('a defined fee by another word: Pricing & Taxes (C21)', () => {
    expect(of('"Handling Commission" means the commission payable by the Owner to the Broker.')).toContain('Pricing & Taxes');
  });

  it('a commission as a percentage in a row: Pricing & Taxes', () => {
    expect(of('Delivery: commission 0.5% of the order value.')).toContain('Pricing & Taxes');
  });

  it('near misses: a late charge (C17), an invoice paid, a schedule of addresses', () => {
    expect(of('Overdue invoices bear a late charge of 2% per month.')).toEqual(['Payment Terms & Billing']);
    expect(of('The Client shall pay each invoice within 30 days.')).toEqual(['Payment Terms & Billing']);
    expect(of('The Schedule 2 lists the delivery addresses.')).toEqual([]);
  });
});

describe('a discount or a rebate as a share of the price (category-cues-scheduled-rates.ts, h52s50)', () => {
  it('a discount of N%: Pricing & Taxes', () => {
    expect(categoriesOf('Members of the Guild may claim a discount of 25% on every course.')[0]).toContain('Pricing & Taxes');
    expect(categoriesOf('The Wholesaler grants the Retailer a loyalty rebate of 2% when its annual orders exceed 500 cases.')[0]).toContain('Pricing & Taxes');
  });
  it('near miss: a discount without a rate names no price by this cue', () => {
    expect(categoriesOf('The Retailer may not advertise any discount in its shop window.')[0]).not.toContain('Pricing & Taxes');
  });
});

describe('a financial instrument discounted is no price (category-cues-scheduled-rates.ts, review hrev37)', () => {
  it('a bill, receivables, a loan or notes at a discount, or below their face value: no Pricing & Taxes', () => {
    expect(categoriesOf('The Bank shall discount each bill of exchange at a discount of 2% per annum.')[0]).not.toContain('Pricing & Taxes');
    expect(categoriesOf('The Exporter may sell its receivables to a factor at a discount of 3%.')[0]).not.toContain('Pricing & Taxes');
    expect(categoriesOf('The Trustee may sell the loan to a third party at a discount of up to 20%.')[0]).not.toContain('Pricing & Taxes');
    expect(categoriesOf('The Company shall buy back the units at a discount of 1% to their market value.')[0]).not.toContain('Pricing & Taxes');
  });
  it('near misses: a discount off the list price or on the rates stays Pricing & Taxes', () => {
    expect(categoriesOf('The Vendor shall sell the replacement filters at a discount of 15% off its list price.')[0]).toContain('Pricing & Taxes');
    expect(categoriesOf('The Lodge offers a winter discount of 30% on the room rates.')[0]).toContain('Pricing & Taxes');
  });
});

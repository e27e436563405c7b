/**
 * A particulars row "<name of a price>: <amount>" is Pricing & Taxes (C9), however short; a deposit, damages or an
 * insurance limit named so is not; interest on a sum "paid late" is C17's (issue 18, h47s49). Rows and sentences
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const row = (text: string) => categoriesOf({ text: 'Particulars', kind: 'title' }, text)[1];

describe('amount rows with no verb (h47s49)', () => {
  it('a priced name and its amount: Pricing & Taxes, three words or more', () => {
    expect(row('Cash Price: £48,000.')).toEqual(['Pricing & Taxes']);
    expect(row('Fee: £40.')).toEqual(['Pricing & Taxes']);
    expect(row('Annual Licence Fee: EUR 9,500 plus VAT at 23%.')).toEqual(['Pricing & Taxes']);
  });

  it('its payment said after the amount adds Payment Terms & Billing (C9: both)', () => {
    expect(row('Option Fee: £95, payable with the last Instalment.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(row('Annual Salary: INR 1,800,000, paid in twelve monthly payments.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('a deposit, an insurance limit, a date or a row with no amount gets no price from the row', () => {
    expect(row('Security Deposit: £2,000.')).toEqual([]);
    expect(row('Insurance cover: £5,000,000 for each claim.')).not.toContain('Pricing & Taxes');
    expect(row('Commencement Date: 1 May 2027.')).toEqual([]);
    expect(row('Fee: see Schedule.')).toEqual([]);
  });
});

describe('a sum "paid late" is C17\'s late payment (h47s49)', () => {
  it('interest when an instalment is paid late: Payment Terms & Billing only', () => {
    expect(categoriesOf('If any instalment is paid late, the Borrower shall pay interest on it at 3% a year above base rate.')[0]).toEqual(['Payment Terms & Billing']);
  });

  it('a late fee stated as a sum of money is what paying late costs (C17 as written, h52conv): Payment Terms & Billing, no Pricing & Taxes', () => {
    expect(categoriesOf('If any instalment is paid late, the Borrower shall pay a late fee of £30.')[0]).toEqual(['Payment Terms & Billing']);
  });
});

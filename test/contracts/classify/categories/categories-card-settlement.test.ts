/**
 * The money words of card acquiring (a chargeback, a reserve held back and released, payment withheld) are Payment
 * Terms & Billing; an amount changed, a surcharge added, municipal rates and a rent row in rand are Pricing & Taxes (C9)
 * (issue 18, h32c43, set 43; category-cues-card-settlement.ts). Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement, definitionCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Payment Terms & Billing: chargebacks, a reserve, payment withheld', () => {
  it('reads them', () => {
    expectReads(one, [
      ['The Merchant is liable for every chargeback, which the Bank may deduct from the next settlement.', ['Payment Terms & Billing']],
      ['The Bank may hold back 5% of the Merchant\'s daily settlements as a reserve against refunds.', ['Payment Terms & Billing']],
      ['The Bank will release the reserve to the Merchant within 90 days after this Agreement ends.', ['Payment Terms & Billing', 'Term & Termination']],
      ['The Buyer may withhold payment of any invoice it disputes in good faith, provided that it notifies the Seller within 7 days.', ['Communication', 'Payment Terms & Billing']],
    ]);
    expect(definitionCategories('Reserve', '"Reserve" means the money the Bank holds back from the Merchant\'s settlements as security for refunds.')).toEqual(['Payment Terms & Billing']);
    expect(definitionCategories('Billing Period', '"Billing Period" means each calendar quarter.')).toEqual(['Payment Terms & Billing']);
  });
  it('reads a fee charged for each chargeback as its amount, and a tax withheld as a tax', () => {
    expectReads(one, [
      ['The Bank will charge the Merchant a fee of EUR 20 for each chargeback.', ['Pricing & Taxes']],
      ['The Employer shall withhold income tax from the wages in accordance with the law.', ['Pricing & Taxes']],
    ]);
  });
});

describe('Pricing & Taxes: an amount changed or added, municipal rates, a rent row in rand (C9)', () => {
  it('reads them', () => {
    expectReads(one, [
      ['We may change our fees on 30 days\' notice.', ['Communication', 'Pricing & Taxes']],
      ['The Merchant must not add a surcharge to any card payment.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['The Tenant shall pay the council rates levied on the Property.', ['Pricing & Taxes']],
      ['Year 2 (1 April 2028 – 31 March 2029) | R96 500,00', ['Pricing & Taxes']],
    ]);
  });
  it('keeps the bill of rates invoiced (beside their tax), a deposit row as a bill, and no price in a date changed', () => {
    expectReads(one, [
      ['The Tenant shall pay the council rates within 14 days of the Landlord\'s invoice.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['Deposit | R20 000,00', ['Payment Terms & Billing']],
      ['The Contractor may change the delivery date on notice to the Buyer.', ['Communication']],
    ]);
  });
});

describe('a lease instalment adjusted is a price changed (h52s50)', () => {
  it('adjust the instalment: Pricing & Taxes; paying it stays a payment', () => {
    expect(one('The Lessor may adjust the monthly instalment if the reference interest rate rises by more than one percentage point.')).toContain('Pricing & Taxes');
    expect(one('The Lessee shall pay each instalment by direct debit on the first day of the month.')).not.toContain('Pricing & Taxes');
  });
});

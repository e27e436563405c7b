/**
 * Review of h70c55's Payment Terms & Billing cues on ordinary contract language (issue 18, hrev62): a money word that
 * only qualifies another thing overdue, goods left over distributed, and a share deducted from stock are no sum paid.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('a money word that only qualifies the thing overdue is no sum overdue (hrev62)', () => {
  it('reads no payment in a balance sheet, a rent review or a charge point overdue', () => {
    expect(one('If the balance sheet for the financial year is overdue, the Lender may call a meeting.')).toEqual([]);
    expect(one('If the rent review is overdue, either party may refer the review to an expert.')).toEqual([]);
    expect(one('If any charge point installation is overdue, the Operator shall notify the Council.')).not.toContain('Payment Terms & Billing');
  });
  it('keeps a fee or rent overdue', () => {
    expect(one('If any fee remains overdue for more than thirty days, the Supplier may suspend the service.')).toEqual(['Payment Terms & Billing']);
    expect(one('The Landlord may change the locks if the rent is more than ten days overdue.')).toEqual(['Payment Terms & Billing']);
  });
});

describe('the rest of the goods or food left over distributed is no money shared out (hrev62)', () => {
  it('reads no payment in the balance of a shipment or surplus food distributed', () => {
    expect(one('The Distributor shall distribute the balance of each shipment to the retail stores.')).toEqual([]);
    expect(one('The Charity shall distribute the surplus food to local shelters.')).toEqual([]);
  });
  it('keeps the balance of an account, a surplus or the proceeds distributed to the parties', () => {
    expect(one('The Treasurer shall distribute the balance of the club account to the members in equal shares.')).toEqual(['Payment Terms & Billing']);
    expect(one('The Trustee shall distribute any surplus among the beneficiaries in equal shares.')).toEqual(['Payment Terms & Billing']);
    expect(one('The Trustee shall distribute the net proceeds to the beneficiaries in equal shares.')).toEqual(['Payment Terms & Billing']);
  });
});

describe('a share deducted for each period is a payment only when it is a share of a sum (hrev62)', () => {
  it('reads no payment in a share of stock deducted', () => {
    expect(one('The Warehouse may deduct 2% from the recorded stock for each month of storage to allow for shrinkage.')).toEqual([]);
  });
  it('keeps a share of the price deducted for each day of delay', () => {
    expect(one('The Buyer may deduct 1% of the contract price for each day of delay in delivery.')).toContain('Payment Terms & Billing');
    expect(one('The Customer may deduct 2% of the monthly fee for each service level missed.')).toContain('Payment Terms & Billing');
  });
});

describe('C17: a thing not received by its date is paid late only when it is a sum (hrev62)', () => {
  it('reads no late payment in goods not received and a delivery penalty', () => {
    expect(one('If the Buyer has not received the goods by the delivery date, it may claim a penalty of 1% of the price for each day of delay.')).not.toContain('Payment Terms & Billing');
    expect(one('If the Customer has not received the goods within 30 days, interest shall not accrue.')).toEqual([]);
  });
  it('keeps rent or a payment not received, with its late charge', () => {
    expect(one('If we have not received your rent within five days, we may charge a late fee of $25.')).toEqual(['Payment Terms & Billing']);
    expect(one('If we have not received your monthly payment within ten days, we may charge interest at 2% per month.')).toEqual(['Payment Terms & Billing']);
  });
});

describe('C17: "not received" by a time is a payment late only with a sum named (h72pay)', () => {
  it('reads no late payment in a thing not received, with no sum named', () => {
    expect(one('If the Customer has not received the deliverables within ten days, a penalty of 2% applies for each further day.')).not.toContain('Payment Terms & Billing');
    expect(one('A monthly report not received within ten days of the month end incurs a fine.')).not.toContain('Payment Terms & Billing');
    expect(one('Any notice not received by the due date is deemed late and a penalty applies.')).not.toContain('Payment Terms & Billing');
  });
  it('keeps a sum not received, named before or after "received", and a sum not paid', () => {
    expect(one('Any payment not received within ten days of its due date incurs a penalty of 1% per week.')).toContain('Payment Terms & Billing');
    expect(one('If the Supplier has not received payment within 30 days, interest accrues at 2% per month.')).toContain('Payment Terms & Billing');
    expect(one('An instalment of the price that is not received by the due date bears interest at 8% a year.')).toContain('Payment Terms & Billing');
    expect(one('If you have not paid within 30 days, we may charge interest at 2% per month.')).toContain('Payment Terms & Billing');
  });
});

describe('an instalment of the goods overdue is no sum overdue (h72pay)', () => {
  it('reads no payment in goods delivered in instalments and late', () => {
    expect(one('If any instalment of the goods is more than ten days overdue, the Buyer may cancel the order.')).not.toContain('Payment Terms & Billing');
    expect(one('Where an instalment of the works remains overdue, the Employer may engage another contractor.')).not.toContain('Payment Terms & Billing');
  });
  it('keeps an instalment of the price or an instalment overdue', () => {
    expect(one('If any instalment of the price is more than ten days overdue, the Seller may suspend deliveries.')).toContain('Payment Terms & Billing');
    expect(one('If any instalment is more than ten days overdue, the Lender may demand the whole balance.')).toContain('Payment Terms & Billing');
  });
});

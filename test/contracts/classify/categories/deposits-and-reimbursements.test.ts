/**
 * C60 and C61 (docs/contract-labels.md; issue 18, h46conv): a deposit of money paid, held,
 * returned or kept, and costs a party reimburses, are Payment Terms & Billing beside the sentence's own subjects; the
 * near misses (a deposit of things, a particulars row, a cap measured by the deposit, a deposit premium, a reimbursement
 * denied or sought from outside the contract) are not the rules'. The h43pay follow-ups: a tax deducted ("less sales
 * tax") only qualifies the amount, and a price paid in the passive on a schedule is the act of paying.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { isMoneyDeposit } from '../../../../src/contracts/classify/categories/category-money-deposit.js';
import { isReimbursement } from '../../../../src/contracts/classify/categories/category-reimbursement.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Buyer") and Birch Ltd ("Seller").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('C60: a deposit of money is Payment Terms & Billing (h46conv)', () => {
  it.each([
    'The Hirer must pay a deposit of £200 when booking.',
    'We will return the security deposit within seven days after the hire.',
    'The Tenant shall deposit with the Landlord the sum of $9,000 as security for the rent.',
    'A booking is confirmed only once we have received your deposit.',
    'The Landlord may keep the damage deposit if the keys are not returned.',
  ])('%s', (text) => {
    expect(isMoneyDeposit(text)).toBe(true);
    expect(categoriesOf(text)).toContain('Payment Terms & Billing');
  });
  it.each([
    'The Owner shall deposit the source code with the Escrow Agent.',
    'Each release deposited with the Agent shall contain the current version of the Software.',
    'Deposit: £250',
    'Item 4 – Security Deposit: two months\' rent',
    'The Agency is not liable for breakages beyond the amount of the deposit.',
    'The Cedant shall pay a deposit premium of £40,000.',
    'The Grower shall store the seed in a dry place.',
  ])('not a deposit of money: %s', (text) => {
    expect(isMoneyDeposit(text)).toBe(false);
  });
  it('a deposit of source code keeps its own subject, no Payment Terms & Billing', () => {
    expect(categoriesOf('The Owner shall deposit the source code with the Escrow Agent.')).toEqual(['Intellectual Property']);
  });
});

describe('C61: costs reimbursed are Payment Terms & Billing (h46conv)', () => {
  it.each([
    "The Client shall reimburse the Consultant's reasonable travel expenses.",
    'Printing costs will be reimbursed at cost against receipts.',
    "The Sponsor shall reimburse the Hospital for the reasonable cost of treating any injury caused by the trial drug.",
  ])('%s', (text) => {
    expect(isReimbursement(text)).toBe(true);
    expect(categoriesOf(text)).toContain('Payment Terms & Billing');
  });
  it.each([
    'The Orchestra will not reimburse the travel of any companion.',
    'The Contractor shall bear its own costs without reimbursement by the Council.',
    'The Council intends to seek reimbursement from the national fund.',
    'The Supplier shall bear its own costs.',
  ])('not a reimbursement paid: %s', (text) => {
    expect(isReimbursement(text)).toBe(false);
  });
});

describe('h43pay follow-ups: a tax deducted, a price paid in the passive (h46conv)', () => {
  it('a share paid "less sales tax" keeps its payment beside the price', () => {
    expect(categoriesOf('The Licensee shall pay the Licensor a royalty of 5% of Net Sales, less sales tax.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
  it('a price paid in the passive on a schedule is the act of paying, Payment Terms & Billing alone', () => {
    expect(categoriesOf('The Contract Price shall be paid by the Buyer in instalments as follows:')).toEqual(['Payment Terms & Billing']);
    expect(categoriesOf('The price shall be paid by the Buyer on the dates in Schedule 2.')).toEqual(['Payment Terms & Billing']);
  });
  it('near miss: the passive price with no time or means keeps the price', () => {
    expect(categoriesOf('The Price shall be paid by the Buyer.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
  it('near miss: a tax at its rate stays Pricing & Taxes alone (C31)', () => {
    expect(categoriesOf('The price of each unit is EUR 40, plus VAT at 20%.')).toEqual(['Pricing & Taxes']);
  });
});

describe('C60: "deposit" of things, a deposit account, things on deposit (hrev31: no Payment Terms & Billing from the rule)', () => {
  it('a deposit "of" documents, waste, escrow materials or a work; a bank\'s deposit account; plans lodged on deposit', () => {
    expect([
      'The Contractor shall clear any deposits of gravel from the culverts after each storm.',
      'The archive deposit of the Thesis shall be made in electronic form.',
      'This deposit of title papers with the Agent creates no charge over the Property.',
      'The Company shall keep the deposit of the escrow materials under review each year.',
      'The Trust shall hold a deposit account with a licensed bank for the term of the Fund.',
      'The Architect shall lodge the drawings on deposit with the planning office.',
      'Every deposit is to be sampled and weighed at the silo before it is accepted into store.',
    ].map(isMoneyDeposit)).toEqual([false, false, false, false, false, false, false]);
  });

  it('kept: a deposit of a sum, of a share of the price, of a number of months\' rent, money on deposit', () => {
    expect([
      'The Hirer shall pay a deposit of £350 when the booking is confirmed.',
      'A deposit of 20% of the quoted price is payable on order.',
      'The Lessee shall pay a security deposit of two months\' rent on signing.',
      'The Club shall hold all membership funds on deposit with its bank.',
      'The Buyer shall keep on deposit with the Agent an amount equal to one instalment.',
      'The Agent shall confirm the deposit of the Buyer\'s cheque within two business days.',
    ].map(isMoneyDeposit)).toEqual([true, true, true, true, true, true]);
  });
});

describe('C60 and C61 after the ranking, not in it (h50cue)', () => {
  it('a particulars row headed in sentence case names the sum alone, as "Deposit: £250" does', () => {
    expect([
      'Security deposit: two months\' rent, payable on signing.',
      'Holding deposit: £150 for each pitch.',
      'Deposit: £250',
    ].map(isMoneyDeposit)).toEqual([false, false, false]);
    expect(categoriesOf('Holding deposit: £150 for each pitch.')).toEqual([]);
  });

  it('near miss: a sentence whose deposit is not its head is still a deposit of money', () => {
    expect([
      'The security deposit is two months\' rent, payable on signing.',
      'The Tenant shall pay the holding deposit: £150 for each pitch.',
    ].map(isMoneyDeposit)).toEqual([true, true]);
  });

  it('the payment stands beside the sentence\'s own subjects: a deposit kept on a cancellation keeps its Term & Termination', () => {
    expect(categoriesOf('The Club will keep the deposit if the member cancels the booking after the closing date.')).toEqual(['Payment Terms & Billing', 'Term & Termination']);
  });

  it('the payment takes no place of the two the ranking chose: a deposit lodged, confirmed by e-mail, keeps its price and its notice', () => {
    expect(categoriesOf('On signing, the Charterer shall lodge a deposit of 20% of the Charter Price, and the Owner shall confirm its receipt by e-mail.')).toEqual(['Communication', 'Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('taxes reimbursed are paid, whatever the tax veto says of a tax', () => {
    expect(categoriesOf('Customs duties and taxes paid by the Agent on the Principal\'s behalf shall be reimbursed at cost.')).toContain('Payment Terms & Billing');
  });
});

describe('C60: a sum deposited in any currency the money recognizer reads (category-cues-amounts.ts AMOUNT, h50cue, h94cat)', () => {
  it('the verb "deposit" before an ISO code and a sum', () => {
    expect(categoriesOf('The Tenant shall deposit SGD 12,000 with the Landlord on signing this lease.')).toEqual(['Payment Terms & Billing']);
    expect(categoriesOf('The Tenant shall deposit ZAR 9 000 with the Agent before moving in.')).toEqual(['Payment Terms & Billing']);
  });

  it('near miss: letters that are no currency code before a number are no sum', () => {
    expect(isMoneyDeposit('The Contractor shall deposit LOT 12 spoil at the tip.')).toBe(false);
  });
});

describe('C69: a deposit stated as a sum is Payment Terms & Billing alone (h52conv)', () => {
  it.each([
    'The Hirer must pay a deposit of £300 when booking.',
    'The Tenant shall pay a security deposit of $6,000 on signing.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Payment Terms & Billing']);
  });
});

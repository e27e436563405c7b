/**
 * What the seventeenth blind facts set left (h24f17b): signers by initials under the party's name line, and the other
 * drafting habits its contracts showed. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { contactRoles as contacts, dates, facts } from '../facts-readers.js';

describe('a signer by initials under the party\'s name line (h24f17b)', () => {
  const preamble = '"Issyk-Kul Textiles" Limited Liability Company, represented by its Director Bakyt Asanov acting on the basis of the Charter (the "Seller"), and "Naryn Trade" Limited Liability Company, represented by its General Director Aigul Toktogulova (the "Buyer"), have concluded this Agreement as follows:';
  it('"Seller:" / the party\'s name / "Director ______ B. Asanov": the full name the preamble gives', () => {
    expect(contacts(
      preamble,
      '1. The Seller shall deliver the cloth.',
      'Seller:',
      '"Issyk-Kul Textiles" LLC',
      'Director ____________ B. Asanov',
      'Buyer:',
      '"Naryn Trade" LLC',
      'General Director ____________ A. Toktogulova',
    )).toEqual(['ISSYK-KUL TEXTILES: Bakyt Asanov (Director)', 'NARYN TRADE: Aigul Toktogulova (General Director)']);
  });
  it('initials no full name matches give no contact from the block: the preamble\'s representatives are the contacts (h39a)', () => {
    expect(contacts(
      preamble,
      '1. The Seller shall deliver the cloth.',
      'Seller:',
      '"Issyk-Kul Textiles" LLC',
      'Director ____________ T. Osmonov',
    )).toEqual(['ISSYK-KUL TEXTILES: Bakyt Asanov (Director)', 'NARYN TRADE: Aigul Toktogulova (General Director)']);
  });
});

describe('a payee accepting under "Received and accepted:" (h24f17b)', () => {
  it('the person under the line signs for the payee, not for the maker above', () => {
    expect(contacts(
      'MERIDIAN FOODS LIMITED (the "Maker") promises to pay to the order of HARBOUR CREDIT LIMITED (the "Payee") the sum of USD 400,000.',
      '1. The Maker shall repay the sum by 30 June 2027.',
      'MERIDIAN FOODS LIMITED',
      'Tomasz Wierzbicki, Finance Director',
      'Received and accepted: HARBOUR CREDIT LIMITED',
      'Nadia Ferreira, Credit Officer',
    )).toEqual(['MERIDIAN FOODS: Tomasz Wierzbicki (Finance Director)', 'HARBOUR CREDIT: Nadia Ferreira (Credit Officer)']);
  });
});

describe('instalment dates in a maturity sentence (h24f17b)', () => {
  it('the dates another date follows in the list are due dates; the defined maturity is the end', () => {
    expect(dates('The Loan shall be repaid in three instalments on 30 April 2026, 31 July 2026 and 31 October 2026 (the "Maturity Date").').termination).toEqual(['2026-10-31']);
  });
  it('the last instalment\'s date with no defined term after it is a due date too; the maturity named elsewhere is the end', () => {
    expect(dates('This Note matures on 31 March 2027; the Borrower shall pay instalments on 30 September 2026 and 31 December 2026 and the balance on the maturity date.').termination).toEqual(['2027-03-31']);
  });
  it('without instalments, a list of end dates stays', () => {
    expect(dates('This Agreement expires on 30 June 2026 and 30 June 2027 for the first and second lots.').termination).toEqual(['2026-06-30', '2027-06-30']);
  });
});

describe('a deposit lodged is paid (h24f17b)', () => {
  const paymentDays = (text: string) => facts(text).payment_terms.map((t) => t.text_normalized);
  it('"shall lodge a deposit … within N days" is a payment term', () => {
    expect(paymentDays('The Lessee shall lodge an additional security deposit of R 8,000 with the Lessor within ten (10) days of signature.')).toEqual(['10 days']);
  });
  it('lodging a complaint or a claim pays nothing', () => {
    expect(paymentDays('The Lessee may lodge a complaint with the Rental Housing Tribunal within thirty (30) days.')).toEqual([]);
  });
});

/**
 * Card data, debtor information and a consumer reporting agency are personal data by other names, Privacy (issue 18,
 * h32c43, set 43's card-acquiring terms and collection agency agreement; category-cues-personal-data-named.ts).
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Privacy: personal data by another name', () => {
  it('reads card numbers and card data, debtor information, a consumer reporting agency and privacy statutes', () => {
    expectReads(one, [
      ['The Merchant shall not keep the full card number of any customer on its till system.', ['Privacy']],
      ['The Merchant must report any data breach involving card data to the Bank within 24 hours.', ['Communication', 'Privacy']],
      ['The Processor shall encrypt cardholder data at rest and in transit.', ['Privacy']],
      ['The Collector shall not disclose debtor information to any person other than the Creditor.', ['Privacy']],
      ['The Lender may report any missed payment to a credit reference agency.', ['Payment Terms & Billing', 'Privacy']],
      ['The Servicer shall comply with the Fair Credit Reporting Act in furnishing information on any consumer.', ['Privacy']],
      ['The Producer shall protect information about each consumer in accordance with the Gramm-Leach-Bliley Act.', ['Privacy']],
    ]);
  });
  it('reads no Privacy in business information, an access card or a credit bureau an account is referred to', () => {
    expectReads(one, [
      ['The Supplier shall keep customer information confidential.', ['Confidentiality']],
      ['The Contractor shall issue each visitor an access card and keep a log of access card numbers.', ['Audits']],
      ['The Contractor shall not refer any account to a credit bureau without the Council\'s consent.', []],
    ]);
  });
});

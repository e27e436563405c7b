/**
 * Set 38's categories (issue 18, h29c38): a subcontract named by its title, a security that is money, the security of
 * processing (C13), and the acceptance inspection of what is delivered or built. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { isDocumentTitle } from '../../../../src/contracts/classify/categories/categories.js';
import { isMoneySecurity } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { isAcceptanceInspection } from '../../../../src/contracts/classify/categories/cues/category-cues-audits.js';
import { categoriesOf, cueOf } from '../helpers.js';

const title = (text: string) => ({ text, kind: 'title' as const });
const under = (sectionTitle: string, text: string) => ({ text, kind: 'sentence' as const, sectionTitle });

describe('a document whose title calls it a subcontract: its own name is no subject', () => {
  it('"SUBCONTRACT FOR …" is the document\'s name, and "the Subcontract" / "this subcontract" is the document', () => {
    expect(isDocumentTitle('SUBCONTRACT FOR ROOFING WORKS')).toBe(true);
    expect(isDocumentTitle('Contract for the Supply of Pumps')).toBe(true);
    expect(isDocumentTitle('12. Subcontracting')).toBe(false);
    const got = categoriesOf(
      title('SUBCONTRACT FOR ROOFING WORKS'),
      under('SUBCONTRACT FOR ROOFING WORKS', 'Site: New library building, Harbour Street - tender no. 17/2030'),
      title('1. Basis of the Subcontract'),
      under('1. Basis of the Subcontract', '1.1 The Subcontract consists of the documents listed in appendix 1 and this letter.'),
      under('1. Basis of the Subcontract', 'a) this subcontract with its schedule of rates and drawings;'),
      under('1. Basis of the Subcontract', '1.2 The Subcontractor shall not subcontract any part of the roofing without the Contractor\'s consent.'),
    );
    expect(got[1]).not.toContain('Subcontracts');
    expect(got[3]).not.toContain('Subcontracts');
    expect(got[4]).not.toContain('Subcontracts');
    // Subcontracting itself still is.
    expect(got[5]).toContain('Subcontracts');
  });

  it('without such a title the words keep their sense', () => {
    expect(categoriesOf('The Contractor shall not let any Subcontract without the Employer\'s consent.')[0]).toContain('Subcontracts');
  });
});

describe('sub-processors and sub-suppliers', () => {
  it('engaging them is subcontracting; one named in passing after "or its" is not', () => {
    expect(cueOf('Subcontracts', 'The Vendor may use sub-suppliers for the galvanising only with the Buyer\'s written consent.')).toBeTruthy();
    expect(cueOf('Subcontracts', 'The Processor shall bind each sub-processor by a written contract to the same duties.')).toBeTruthy();
    expect(cueOf('Subcontracts', 'The Processor shall compensate the Controller for any fine caused by the Processor or its sub-processors.')).toBeFalsy();
  });
});

describe('a heading of sub-processors names Subcontracts', () => {
  it('the clauses under "Sub-processors" take it beside their own subject', () => {
    const head = '7. Sub-processors';
    const got = categoriesOf(
      title(head),
      under(head, '7.1 The Processor shall tell the Controller in writing of any new or replaced sub-processor sixty days in advance.'),
      under(head, '7.2 The Processor shall bind every sub-processor by contract to the data protection duties of this Agreement.'),
    );
    expect(got[1]).toContain('Subcontracts');
    expect(got[2]).toContain('Subcontracts');
  });
});

describe('a security that is money (Safety and Security vetoed, its "Security" heading too)', () => {
  it.each([
    'The Installer shall provide security for its performance by a bank guarantee of 10% of the contract sum.',
    'On completion the security is reduced to 5% of the contract sum.',
    'The security lapses two years after completion unless a claim has been made.',
    'The Seller shall lodge a performance security with the Buyer within 14 days.',
  ])('%s', (text) => {
    expect(isMoneySecurity(text)).toBe(true);
    expect(categoriesOf(title('7. Security'), under('7. Security', text))[1]).not.toContain('Safety and Security');
  });

  it('a security that guards people or places is still safety', () => {
    expect(isMoneySecurity('The security guards shall patrol the car park at night.')).toBe(false);
    expect(categoriesOf(title('7. Security'), under('7. Security', 'The Contractor shall lock the site gates every evening.'))[1]).toContain('Safety and Security');
  });

  it('"Guarantee and Performance Security" names no Safety and Security', () => {
    const got = categoriesOf(title('9. GUARANTEE AND PERFORMANCE SECURITY'), under('9. GUARANTEE AND PERFORMANCE SECURITY', '9.1 The Buyer may call the bank guarantee if the Seller fails to repair a defective pump.'));
    expect(got[1]).not.toContain('Safety and Security');
  });
});

describe('the security of processing is no Safety and Security (C13)', () => {
  it('under "Security of processing", and technical and organisational measures anywhere', () => {
    const head = '6. Security of processing';
    const got = categoriesOf(
      title(head),
      under(head, '6.1 The Processor shall keep technical and organisational measures that fit the risk to the data subjects.'),
      under(head, '6.2 The Processor may revise these measures as new methods become available.'),
    );
    expect(got[1]).not.toContain('Safety and Security');
    expect(got[2]).not.toContain('Safety and Security');
  });
});

describe('the acceptance inspection of what is delivered or built is no audit', () => {
  it.each([
    'The Warehouse inspects every incoming consignment on arrival for damaged cartons.',
    'The parties hold a joint handover inspection when the roof is finished.',
    'The Installer attends the one-year inspection and remedies any defect found there.',
    'The Seller shall carry out the routine and acceptance tests at its own cost.',
    'Inspection by the Buyer does not relieve the Seller of its duties under the guarantee.',
  ])('%s', (text) => {
    expect(isAcceptanceInspection(text)).toBe(true);
    expect(categoriesOf(title('5. Inspection and Testing'), under('5. Inspection and Testing', text))[1]).not.toContain('Audits');
  });

  it('a check by an independent laboratory, or an inspection of records, is still an audit', () => {
    expect(isAcceptanceInspection('Each lot may be inspected on arrival by an independent laboratory chosen by the Buyer.')).toBe(false);
    expect(isAcceptanceInspection('The Buyer may inspect the Seller\'s records on receipt of notice.')).toBe(false);
    expect(categoriesOf('The Buyer may inspect the Seller\'s records and books once a year on ten days\' notice.')[0]).toContain('Audits');
  });
});

describe('a message forwarded to the other party is Communication', () => {
  it.each([
    'The Broker shall forward to the Insurer every complaint it receives from a policyholder.',
    'If a tenant sends us a request for repairs, we will forward it to you within two days.',
  ])('%s', (text) => {
    expect(cueOf('Communication', text)).toBeTruthy();
  });
  it('a sum carried forward, or an invoice forwarded for payment, is no message', () => {
    expect(cueOf('Communication', 'Any unused credit is carried forward to the next claims period.')).toBeFalsy();
    expect(cueOf('Communication', 'The Agent shall forward the invoice to the Owner for payment.')).toBeFalsy();
  });
});

/**
 * Issue 18, hrev77: session 43's round 1 category rules (h77c60) read on ordinary contract language of my own, each
 * misfire found narrowed by shape: the rule's own case still read beside its near miss. index.ts: a ground of a right
 * to end the contract (isEndingGroundsLead: no lead-in whose condition is followed by what a party then does, no "end"
 * of a time) and a list of documents (isTradeDocumentsLead: a payment or delivery lead-in only);
 * category-cue-vetoes.ts INCLUDED_TAX (not said of taxes themselves); category-cues-drafting.ts (a data carrier).
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, categoriesOf } from '../helpers.js';

const title = (text: string) => ({ text, kind: 'title' as const });

describe('grounds of a right to end the contract (h77c60), narrowed (hrev77)', () => {
  it("the rule's own case: a ground naming a payment is payment alone", () => {
    const [, , , unpaid, bankrupt] = categoriesOf(
      PREAMBLE,
      title('14. Termination'),
      'Upon notice, either party may terminate this Agreement if the other party:',
      '(a) fails to pay any undisputed invoice within 60 days;',
      '(b) becomes bankrupt.',
    );
    expect(unpaid).toEqual(['Payment Terms & Billing']);
    expect(bankrupt).toContain('Term & Termination');
  });

  it('near miss: "… if X breaches clause 7, in which case X shall:" lists what happens on ending, which keeps Term', () => {
    const [, , , refund] = categoriesOf(
      PREAMBLE,
      title('14. Termination'),
      'The Customer may terminate this Agreement by notice if the Supplier breaches clause 7, in which case the Supplier shall:',
      '(a) refund all fees paid in advance for Services not yet performed;',
    );
    expect(refund).toEqual(['Payment Terms & Billing', 'Term & Termination']);
  });

  it('near miss: "… may terminate … and, if it does so, may:" and "Should … be entitled to terminate …, it may instead:"', () => {
    const [, , , withhold, assign] = categoriesOf(
      PREAMBLE,
      title('14. Termination'),
      'The Customer may terminate this Agreement under clause 14.1 and, if it does so, may:',
      '(a) withhold any sums then due to the Supplier until the extra cost is known;',
      '(b) require the Supplier to assign to it any subcontract.',
    );
    expect(withhold).toContain('Term & Termination');
    expect(assign).toContain('Term & Termination');
    const [, , , rent] = categoriesOf(
      PREAMBLE,
      title('14. Termination'),
      'Should the Customer be entitled to terminate this Agreement, it may at its option instead:',
      '(a) increase the rent by 10%;',
    );
    expect(rent).toEqual(['Pricing & Taxes', 'Term & Termination']);
  });

  it('a comma before the right, or inside the condition, still leaves a list of grounds', () => {
    const [, , , unpaid] = categoriesOf(
      PREAMBLE,
      title('14. Termination'),
      'Upon notice, the Customer may terminate this Agreement if, in its reasonable opinion, the Supplier:',
      '(a) fails to pay any undisputed invoice within 60 days;',
    );
    expect(unpaid).toEqual(['Payment Terms & Billing']);
  });

  it('near miss: "the end of the Initial Term" is a time, no right to end: items keep the "Term" title', () => {
    const [, , , , scope] = categoriesOf(
      PREAMBLE,
      title('3. Term'),
      'The Initial Term is three years from the Commencement Date.',
      'The Supplier may, no later than three months before the end of the Initial Term, propose revised Charges if:',
      '(b) the Customer has increased the scope of the Services.',
    );
    expect(scope).toEqual(['Scope of Work', 'Term & Termination']);
  });
});

describe('a list of documents (h77c60), narrowed (hrev77)', () => {
  it("the rule's own case: documents a payment is made against read their own words", () => {
    const [, , lead, invoice, packing] = categoriesOf(
      PREAMBLE,
      title('5. Payment'),
      'Payment shall be made by irrevocable letter of credit against presentation of the following documents:',
      '(a) commercial invoice in three originals;',
      '(b) packing list;',
    );
    expect(lead).toEqual(['Payment Terms & Billing']);
    expect(invoice).toEqual(['Payment Terms & Billing']);
    expect(packing).toEqual([]);
  });

  it('near miss: the papers an insurance clause asks for are Insurance', () => {
    const [, , , certificate, wording] = categoriesOf(
      PREAMBLE,
      title('12. Insurance'),
      'Before starting work on Site the Supplier shall give the Customer the following documents:',
      "(a) a broker's certificate for each policy required by this clause;",
      '(b) a copy of the policy wording.',
    );
    expect(certificate).toContain('Insurance');
    expect(wording).toContain('Insurance');
  });

  it("near miss: an audit's books, a licence's drawings and a confidentiality clause's papers keep their section", () => {
    const [, , , books] = categoriesOf(
      PREAMBLE,
      title('8. Audit'),
      'On request, the Supplier shall make available to the auditor the following documents:',
      '(a) its books of account for the Contract Year;',
    );
    expect(books).toEqual(['Audits']);
    const [, , , drawings] = categoriesOf(
      PREAMBLE,
      title('15. Intellectual property'),
      'The Supplier shall deliver to the Customer the following documents:',
      '(a) all drawings and designs created in the course of the Services;',
    );
    expect(drawings).toContain('Intellectual Property');
    const [, , , notes] = categoriesOf(
      PREAMBLE,
      title('9. Confidentiality'),
      "On the Customer's request, the Supplier shall return or destroy the following documents:",
      '(a) all notes, analyses and summaries prepared by the Supplier or its advisers;',
    );
    expect(notes).toEqual(['Confidentiality']);
  });
});

describe('a tax among what an amount includes (h77c60), narrowed (hrev77)', () => {
  it("the rule's own case: the fees paid include the taxes, the payment stays", () => {
    expect(categoriesOf('The Customer shall pay the Fees, which include all applicable taxes, within 30 days of the date of invoice.')[0])
      .toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('near miss: taxes that include other taxes are the taxes paid, Pricing & Taxes alone', () => {
    expect(categoriesOf('The Tenant shall pay all taxes, which include council tax and water rates, on the Premises.')[0]).toEqual(['Pricing & Taxes']);
  });
});

describe('a data carrier (h77c60\'s containers, hrev77)', () => {
  it('a storage medium is no carrier of goods; the carrier of the goods still is', () => {
    const [data, goods] = categoriesOf(
      'All data carriers holding the Customer Data shall be encrypted.',
      "The Supplier shall hand the Goods to the Customer's nominated carrier at the port of loading.",
    );
    expect(data).not.toContain('Delivery');
    expect(goods).toContain('Delivery');
  });
});

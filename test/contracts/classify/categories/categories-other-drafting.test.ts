/** Category cues found on the third blind set (issue 18, h18x); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: other drafting', () => {
  it('Order of Precedence: an order of priority, a ranking of documents, a conflict between documents', () => {
    expect(categoriesOf(
      'The schedules to this Deed shall be read in the following order of priority:',
      'Where there is any inconsistency between this Deed and a Work Order, this Deed governs.',
      'If the documents disagree, they rank in the following order: the Deed, then the Work Order.',
    )).toEqual([['Order of Precedence'], ['Order of Precedence'], ['Order of Precedence']]);
  });

  it('a conflict between the parties is a dispute, not which document wins', () => {
    expect(categoriesOf('Any conflict between the parties shall be referred to arbitration in London.', 'Any conflict between the Supplier and the Customer shall be referred to the Expert.'))
      // The second names no dispute word of its own; what matters is that neither is Order of Precedence.
      .toEqual([['Dispute Resolution'], []]);
  });

  // The lead's decision of session 28 (C6, issue 18): the items only name the documents the lead-in ranks; they take
  // no Order of Precedence from it (this test asserted they did until then).
  it('the items under an order-of-priority lead-in take none of its Order of Precedence', () => {
    expect(categoriesOf('The contract documents rank in the following order of priority:', { text: '(a) these general conditions;', kind: 'listItem' }, { text: '(b) the technical specification.', kind: 'listItem' }))
      .toEqual([['Order of Precedence'], [], []]);
  });

  it('a signature block\'s attestation "on the date first written above" is no communication', () => {
    expect(categoriesOf('IN WITNESS WHEREOF the Lessor and the Lessee have signed this Lease on the date first written above.')).toEqual([[]]);
    expect(categoriesOf('The Lessee shall give written notice of any defect.')).toEqual([['Communication']]);
  });

  it('a section titled by its deliverables names Deliverables; the defined word in a sentence alone does not', () => {
    expect(categoriesOf(
      { text: '4. Milestone Deliverables', kind: 'title' },
      { text: 'The Developer shall hand over the design pack before the first milestone.', kind: 'sentence', sectionTitle: '4. Milestone Deliverables' },
    )).toEqual([[], ['Deliverables']]);
    expect(categoriesOf('The Deliverables remain subject to the warranty.')).toEqual([['Warranties']]);
  });

  it('liabilities among the losses an indemnity covers are no Liability subject', () => {
    expect(categoriesOf('The Lessee shall indemnify the Lessor against all claims, losses and liabilities arising from the use of the crane.')).toEqual([['Indemnification']]);
    expect(categoriesOf('The Lessor\'s total liability shall not exceed the rent paid in the previous year.')).toEqual([['Liability']]);
    // A cap on the indemnity in the same sentence is a limitation of liability as well.
    expect(categoriesOf('The Lessee shall indemnify the Lessor against all losses and liabilities arising from any breach, provided that its aggregate liability under this indemnity shall not exceed £1,000,000.'))
      .toEqual([['Indemnification', 'Liability']]);
  });

  it('repaying a loan is a payment', () => {
    expect(categoriesOf('The Hirer shall repay the advance in four equal instalments.')).toEqual([['Payment Terms & Billing']]);
  });

  it('rules "notified to it by" the other party are no notice; notifying is', () => {
    expect(categoriesOf('The Hauler shall follow the yard rules notified to it by the Port.', 'The Hauler shall notify the Port of any spillage.'))
      .toEqual([[], ['Communication']]);
    // The passive main verb is the notice itself.
    expect(categoriesOf('Any change to the Services shall be notified by the Customer in writing.')).toEqual([['Communication']]);
  });

  it('returning the other party\'s property or keys and access to its site are the use of its assets', () => {
    expect(categoriesOf('The Caretaker shall hand back the van and return all keys and passes.', 'The Owner shall give the Builder access to the site during working hours.'))
      .toEqual([['Asset Use'], ['Asset Use']]);
    expect(categoriesOf('The Caretaker shall return the signed form promptly.')).toEqual([[]]);
    // "passes" as a verb ("title passes back") is no access pass. Decided (h19settle, issue 18; docs/contracts.md,
    // "Readings settled") and given (h19s18c, category-cues-delivery.ts): title in the goods passing is their transfer.
    expect(categoriesOf('Rejected goods shall be returned and title passes back to the Seller on collection.')).toEqual([['Delivery']]);
  });

  it('being responsible for ensuring something is a Responsibilities duty', () => {
    expect(categoriesOf('The Organiser is responsible for ensuring that every steward holds a valid badge.')).toEqual([['Responsibilities']]);
  });
});

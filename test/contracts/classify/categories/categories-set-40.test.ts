/**
 * Set 40's category misses (issue 18, h30c40), fixed from the categories' definitions and the conventions
 * (docs/contract-labels.md table 2.3, docs/contracts.md "The categories as the service defined them"): Business
 * Continuity said as a successor, control lost or the buyer taking the contract over; instalment rows; a deed's name
 * as a document title; the goods' quality promised without "warrant"; a Statement of Work ended; exclusivity as rights
 * withheld from competitors; the other party's premises and materials; a Deliverable's acceptance and a list of
 * benefits provided. Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryEvidence, isDocumentTitle } from '../../../../src/contracts/classify/categories/categories.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { INSTALMENT_ROW_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-instalment-rows.js';
import { cuedBy, expectReads } from '../cue-tables.js';

const categories = (text: string, title?: string) => categoriesOf(text, title, false);
const cue = (category: string) => (text: string) => categoryEvidence(text, undefined).find((e) => e.category === category)?.cue ?? false;
/** The categories of each element of a lead-in and its items, classified together (items take a lead-in's category). */
const listed = (lead: string, items: string[]) =>
  classifyContract([{ text: lead, kind: 'sentence' }, ...items.map((text) => ({ text, kind: 'listItem' as const }))]).elements.map((e) => e.categories.map((c) => c.label));

describe('Business Continuity: a successor to the business, control lost, the buyer taking the contract over', () => {
  it('names its subject outright: it stands beside the assignment the sentence names', () => {
    expectReads(cue('Business Continuity'), [
      ['The Reseller may not transfer this Agreement to anyone except a successor to substantially all of its business.', 'strong'],
      ['The Caterer shall tell the Club at once if it ceases to control the Kitchen Company.', 'strong'],
      ['The Borrower ceases to be a subsidiary of the Parent.', 'strong'],
      ['If the Owner sells the Hall, the Owner shall ensure that the purchaser assumes this licence.', 'strong'],
      // Control of a thing, a buyer of goods: no sale of a business.
      ['The Contractor ceases to control the Site when the Works are handed over.', false],
      ['The buyer takes the goods at the Seller\'s yard.', false],
    ]);
    expect(categories('The Licensee may not assign this licence to any person other than a successor to its business by merger.')).toContain('Business Continuity');
  });
});

describe('Payment Terms & Billing: an instalment row written with a colon', () => {
  it('"Second instalment: 30% on 1 March" is how and when the price is paid', () => {
    expectReads(cuedBy(INSTALMENT_ROW_CUES, 'Payment Terms & Billing'), [
      ['Second instalment: 30% on 1 March', true],
      ['Instalment 3: GBP 4,000 on completion of the roof', true],
      ['Final instalment – $2,500 within 14 days after handover', true],
      // An instalment named in running text is the other cues' to read, not this row's shape.
      ['The Hirer may pay in instalments if the Owner agrees.', false],
      ['Instalments are due on the first day of each month.', false],
    ]);
    expect(categories('Third instalment: 25% within sixty days after the launch')).toEqual(['Payment Terms & Billing']);
  });
});

describe('a deed named by what it does is the document\'s title', () => {
  it('"DEED OF GUARANTEE AND INDEMNITY" names no category for its preamble and recitals', () => {
    expect(['DEED OF GUARANTEE AND INDEMNITY', 'Deed of Variation', 'DEED OF NOVATION'].map(isDocumentTitle)).toEqual([true, true, true]);
    expect(isDocumentTitle('2. GUARANTEE AND INDEMNITY')).toBe(false);
    expect(categories('(A) The Lender has agreed to lend money to the Borrower on the terms of a facility letter (the "Facility").', 'DEED OF GUARANTEE AND INDEMNITY')).toEqual([]);
  });
});

describe('Warranties: the goods\' quality promised without "warrant"', () => {
  it('"shall ensure that the Goods:" gives its items (a)–(b) Warranties; the statutory words and the remedy too', () => {
    expect(listed('5.1 The Seller shall ensure that the Products:', [
      '(a) match the sample approved by the Retailer;',
      '(b) are free from defects in design and workmanship; and',
    ])).toEqual([['Warranties'], ['Warranties'], ['Warranties']]);
    expectReads(cue('Warranties'), [
      ['The Vendor shall ensure that all Equipment is of satisfactory quality.', true],
      ['Each part must be fit for the purpose the Purchaser made known before the order.', true],
      ['These rights are in addition to the terms implied by the Supply of Goods and Services Act 1982.', true],
      ['The Purchaser may send back defective Products and require the Seller to replace or repair them within seven days.', true],
      // A lease's repairs are no remedy for goods.
      ['The Tenant shall repair or replace the carpets at the end of the term.', false],
    ]);
  });
});

describe('Scope of Work: a Statement of Work ended is its termination', () => {
  it('"terminate a Statement of Work" names no scope; exclusivity as rights withheld from a competitor does', () => {
    expect(categories('The Customer may terminate any Statement of Work on sixty days\' written notice.')).not.toContain('Scope of Work');
    expect(categories('Each Statement of Work shall describe the services to be performed and any exclusions.')).toContain('Scope of Work');
    expectReads(cue('Scope of Work'), [
      ['The Club shall not grant any naming or advertising rights in the Stadium to any other brewery during the Season.', true],
      // A right barred to a competitor is also h94cat's place barred to a competitor (category-cues-work-bounds.ts): strong.
      ['The Festival will not grant any pouring rights at the Festival site to a Competitor.', 'strong'],
      ['The Licensor shall not grant any rights in the Software to the Licensee\'s customers.', false],
    ]);
  });
});

describe('Asset Use: the other party\'s premises and materials', () => {
  it('access to a party\'s offices or facilities, entry by the owner, materials returned or kept as the owner\'s', () => {
    expectReads(cue('Asset Use'), [
      ['The Hospital shall give the Contractor\'s staff access to its plant rooms during working hours.', true],
      ['You must give each agency nurse the same access to your staff canteen as your own nurses.', true],
      ['The Lessor may enter the Unit on reasonable notice to carry out repairs.', true],
      ['On completion the Printer shall return all Publisher materials.', 'strong'], // the other party's materials returned (h46cat)
      ['All jigs, moulds and tooling lent by the Customer (the Customer Tooling) remain the Customer\'s property.', true],
      ['On termination each party shall return all Confidential Materials of the other.', false],
    ]);
    // The owner entering to repair is no audit; an entry to inspect records is.
    expect(categoryEvidence('The Lessor may enter the Unit on reasonable notice to inspect it and carry out repairs.', undefined).find((e) => e.category === 'Audits')?.cue).toBe(false);
    expect(categoryEvidence('The Lessor may enter the Unit to audit the rent records kept there.', undefined).find((e) => e.category === 'Audits')?.cue).toBe(true);
  });
});

describe('Deliverables: a Deliverable accepted or rejected, and the benefits a party shall provide', () => {
  it('a Deliverable failing, redelivered or accepted; not the Acceptance Criteria named in passing', () => {
    expectReads(cue('Deliverables'), [
      ['If any Deliverable fails the Acceptance Tests, the Agency shall correct it within five days.', true],
      ['The Studio shall redeliver the rejected Deliverable within ten working days.', true],
      ['The second payment falls due on acceptance of the relevant Milestone.', true],
      ['The Agency shall deliver the goods to the Customer\'s depot.', false],
      // The criteria named in passing: the clause is about the invoice.
      ['The Consultant may invoice the retained sum once the Acceptance Criteria for the stage have been met.', false],
    ]);
  });
  it('"shall provide the Partner with the following benefits:" gives its items Deliverables', () => {
    expect(listed('3.1 The Festival shall provide the Partner with the following benefits:', [
      '(a) the Partner\'s name on every programme and ticket;',
      '(b) twenty (20) free weekend passes for the Partner\'s staff;',
    ])).toEqual([['Deliverables'], ['Deliverables'], ['Deliverables']]);
  });
});

/**
 * The general rules behind set 39's category misses (issue 18, h30c39), each from the written conventions: documents
 * and a shipment's date are no Delivery, the sending written as a verb done in writing is Communication (C2, C8), money
 * retained, borne, debited or secured by a lien is Payment Terms & Billing and money words of a loan's availability,
 * insolvency (C7) and a default's remedy are not, a share-based fee is Pricing & Taxes, a defined "Marks" is
 * Intellectual Property, a letter's title names the document, training and compliance are Responsibilities, dangers
 * and adverse events are Safety and Security. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement, isDocumentTitle } from '../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf, cueOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Delivery: documents handed over and a shipment named as a date are not it', () => {
  it('reads no Delivery in a sale completed by documents', () => {
    expectEach((t) => Boolean(cueOf('Delivery', t)), [
      'At Closing the Vendors shall deliver to the Purchaser:',
      'The Purchaser shall draw up the Closing Statement and deliver it to the Vendors within forty days after Closing.',
      'The Vendor shall deliver to the Purchaser the duly executed stock transfer forms and the title deeds.',
    ], false);
    for (const t of ['At Closing the Vendors shall deliver to the Purchaser:', 'The Vendor shall deliver to the Purchaser the title deeds of the Property.']) {
      expect(one(t)).not.toContain('Delivery');
    }
  });
  it('keeps Delivery for goods handed over, at a closing too', () => {
    expect(cueOf('Delivery', 'The Seller shall deliver the goods to the Buyer\'s depot at Closing.')).toBe('strong'); // goods carried to a receiving place (h46cat)
    expect(one('The Supplier shall ship the goods to the Buyer\'s warehouse by 3 May.')).toContain('Delivery');
  });
  it('reads a shipment that a date or a charge is of as no Delivery', () => {
    expect(cueOf('Delivery', 'The Carrier shall bill the Shipper on the sailing date of each shipment.')).toBeFalsy();
    expect(cueOf('Delivery', 'Its liability for late arrival shall not exceed the freight paid for the shipment in question.')).toBeFalsy();
  });
  it('reads a claim period counted from delivery or non-delivery as no Delivery', () => {
    expect(one('Any claim for shortage must be notified to the Forwarder in writing within 10 days after delivery of the cargo or, in the case of non-delivery, within 30 days after the day the cargo should have been delivered.')).toEqual(['Communication']);
  });
});

describe('Communication: the sending written as a verb done in writing, a document sent for approval (C2, C8)', () => {
  it('reads a consent, an instruction, a direction, an extension or a declaration given in writing', () => {
    expectEach((t) => cueOf('Communication', t) === 'strong', [
      'The Tenant may fit out the unit as the Landlord approves in writing.',
      'The Agent shall not sell below the floor price unless the Principal instructs it in writing to do so.',
      'The Site shall destroy the unused samples, as the Laboratory directs in writing.',
      'The Grower shall harvest by 1 October unless the Mill extends that date in writing.',
      'The Shipper may raise the limit by declaring the value of the parcel in writing.',
    ], true);
  });
  it('reads a document submitted for approval, an acceptance confirmed by a signed copy, particulars given, a disclosure to a party', () => {
    expectEach((t) => cueOf('Communication', t) === 'strong', [
      'Each spring the Manager shall submit to the Trustees for approval a draft maintenance plan.',
      'Kindly confirm that you accept these terms by signing and returning the duplicate of this letter.',
      'The Exporter shall provide full particulars of each consignment before loading.',
      'The Researcher shall promptly disclose to the Funder every discovery made in the project.',
    ], true);
  });
  it('leaves "agreed in writing" and a disclosure to a third party to other readings', () => {
    expect(cueOf('Communication', 'The price is fixed unless agreed otherwise in writing.')).toBeFalsy();
    expect(cueOf('Communication', 'The Architect shall submit the tender drawings to the Client for approval.')).toBeFalsy();
    expect(cueOf('Communication', 'Two swatches of each dye are to be sent to the Buyer for approval before bulk dyeing.')).toBeFalsy();
    expect(cueOf('Communication', 'The Recipient shall not disclose to any Third Party the figures.')).toBeFalsy();
    expect(cueOf('Communication', 'The revised plans when approved in writing by the Council shall replace Schedule 2.')).toBeFalsy();
    expect(cueOf('Communication', 'Records held by the Club which are disclosed to the Coach remain the Club\'s.')).toBeFalsy();
  });
});

describe('Payment Terms & Billing: money retained, borne, debited, advanced or secured', () => {
  it('reads them', () => {
    expectEach((t) => Boolean(cueOf('Payment Terms & Billing', t)), [
      'The Purchaser shall retain £250,000 (the "Holdback") from the Price for eighteen months.',
      'The Employer may withhold 5% of each interim payment until completion.',
      'The Licensee is responsible for all shipping and insurance costs of the samples.',
      'The Member shall authorise the Club to debit its nominated account each month.',
      'The Warehouse shall have a lien on the stored goods for all sums due from the Depositor.',
      'If any amount remains unpaid for 30 days, the Warehouse may sell the goods.',
      'The Manager is not obliged to advance any of its own funds for repairs.',
    ], true);
  });
  it('leaves rates apportioned with costs to Pricing & Taxes', () => {
    expect(cueOf('Payment Terms & Billing', 'The Landlord will be responsible for all rates and utility costs up to the handover.')).toBeFalsy();
  });
  it('reads no billing in a loan reborrowed, an inability to pay debts, or sums declared due on a default', () => {
    expectEach((t) => Boolean(cueOf('Payment Terms & Billing', t)), [
      'The Borrower may not reborrow any amount of the Loan which has been repaid.',
      '(c) the Tenant is unable to pay its debts as they fall due;',
      'After an Event of Default the Lender may declare all amounts outstanding immediately due and payable.',
    ], false);
  });
  it('reads an inability to pay debts as insolvency (C7)', () => {
    expect(cueOf('Term & Termination', '(c) the Tenant is unable to pay its debts as they fall due;')).toBe(true);
  });
});

describe('Pricing & Taxes: a fee or a royalty set as a share', () => {
  it('reads a share in words, in figures and a rate of another amount', () => {
    expectEach((t) => Boolean(cueOf('Pricing & Taxes', t)), [
      'The Licensee shall pay a quarterly royalty equal to four percent (4%) of Net Receipts.',
      'The Borrower shall pay an arrangement fee computed at the rate of 25 per cent of the Margin.',
    ], true);
    expect(cueOf('Pricing & Taxes', 'Overdue fees bear interest at 2% per month.')).toBeFalsy();
  });
});

describe('Intellectual Property: a defined term whose definition names trade marks', () => {
  const doc = [
    'This Brand Licence Agreement is made between Saltmarsh Foods Ltd ("Licensor") and Corrie Stores Ltd ("Licensee").',
    '"Brand Marks" means the trademarks, logos and get-up that Licensor lists in Schedule 1.',
    'Licensee shall display the Brand Marks only on approved packaging.',
    'Licensee shall not alter any Brand Mark in any way.',
  ];
  it('reads the term where the contract uses it', () => {
    const [, , display, alter] = categoriesOf(...doc);
    expect(display).toContain('Intellectual Property');
    expect(alter).toContain('Intellectual Property');
  });
  it('reads nothing where no definition names trade marks', () => {
    const [, , display] = categoriesOf(doc[0], '"Brand Marks" means the colours listed in Schedule 1.', doc[2]);
    expect(display).not.toContain('Intellectual Property');
  });
});

describe('A contract written as a letter: its title names the document', () => {
  it('reads a facility, offer or engagement letter as the document, not a term', () => {
    expectEach(isDocumentTitle, ['TERM LOAN FACILITY LETTER', 'Engagement Letter', 'Offer Letter'], true);
    expect(isDocumentTitle('9. Letter of Credit')).toBe(false);
    expect(categoriesOf({ text: 'REVOLVING TERM FACILITY LETTER', kind: 'title' }, 'Date: 4 March 2028', 'To: The Board, Harlow Mills Limited, 2 Quay Street, Hull HU1 1AA')).toEqual([[], [], []]);
  });
});

describe('Responsibilities and Safety and Security: training, compliance with every level of law, dangers reported', () => {
  it('reads training and trainers, and compliance with federal, state and local laws', () => {
    expectEach((t) => Boolean(cueOf('Responsibilities', t)), [
      'Each shift leader must complete the Operator\'s induction training before the opening.',
      'The Brand Owner shall send two trainers for the first week of trading.',
      'The Licensee shall comply with all federal, state and local regulations on alcohol service.',
    ], true);
    // A general "comply with all applicable laws" is a party's compliance too since h33c43 (category-cues-compliance.ts);
    // one whose law is named by its subject (privacy, safety) keeps that subject's category alone.
    expect(cueOf('Responsibilities', 'The Licensee shall comply with all applicable laws.')).toBe(true);
    expect(cueOf('Responsibilities', 'The Licensee shall comply with all applicable laws, including privacy laws.')).toBeFalsy();
    expect(cueOf('Responsibilities', 'The School undertakes to provide training in French to the Client\'s staff.')).toBeFalsy();
    expect(cueOf('Responsibilities', 'The Clinic shall provide three training sessions for the Council\'s wardens each year.')).toBeFalsy();
  });
  it('reads dangerous goods and adverse events', () => {
    expectEach((t) => Boolean(cueOf('Safety and Security', t)), [
      'The Shipper shall not hand over any dangerous substances without prior declaration.',
      'The Site shall report every unexpected adverse reaction to the Manufacturer within one day.',
    ], true);
    expect(cueOf('Safety and Security', 'No claim is pending which might have a material adverse effect or a material adverse event on the Borrower.')).toBeFalsy();
  });
});

/**
 * Subjects said by the kind of thing, not by the category's word (issue 18, h80c62): a price row in a currency mark
 * written after the figure ("32,00 lei"), goods taken into and out of a store, a check by the other party, a person's
 * data by its kind, a first-aid kit, things out of the reach of children and gas equipment inspected. Sentences written
 * for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Pricing & Taxes: a row priced with the currency mark after the figure', () => {
  it('reads "lei", "zł" after the figure as a price; not a measure', () => {
    expectReads(one, [
      ['Breakfast | adults | 32,00 lei', ['Pricing & Taxes']],
      ['Lunch | children | 120 zł', ['Pricing & Taxes']],
      ['Dinner | 14,50 lei', ['Pricing & Taxes']],
      ['Room size | 25 m2', []],
    ]);
  });
});

describe('Delivery: goods taken into and out of a store', () => {
  it('reads the check on arrival, goods released to a carrier or against a delivery order, goods collected by their state, a supply delivered at its point', () => {
    expectReads(one, [
      ['3.2 On arrival, the Company shall weigh each consignment and note any damage.', ['Delivery']],
      ['Pallets shall be released only against a signed release note.', ['Delivery']],
      ['The Company shall release the pallets to the Customer\'s carrier.', ['Delivery']],
      ['The Customer\'s carrier shall collect released pallets within one hour.', ['Delivery']],
      ['The Company supplies at least 50 m³ of water per day, delivered at the connection point of the Customer\'s building.', ['Delivery']],
    ]);
  });
  it('reads no Delivery in goods released once paid, an invoice received, a notice delivered or a keeper\'s list of services', () => {
    expectReads(one, [
      ['The stock shall be released once all sums due have been paid.', ['Payment Terms & Billing']],
      ['Upon receipt, the Customer shall pay the invoice.', ['Payment Terms & Billing']],
      ['The notice is deemed delivered at the time it is left at the address.', ['Communication']],
      ['The Keeper shall receive, store, pick and release the Goods at the Depot in accordance with the Owner\'s instructions.', []],
    ]);
  });
});

describe('Audits: a check by the other party said "check"', () => {
  it('reads a check at any time or of the quality, and a technician let in to check; not a check of an invoice', () => {
    expectReads(one, [
      ['The Customer may check at any time the quality of the works.', ['Audits']],
      ['You must let our engineer check the meter whenever we ask.', ['Audits']],
      ['The Customer may check the invoice before paying it.', ['Payment Terms & Billing']],
    ]);
  });
});

describe('Privacy: a person\'s data by its kind', () => {
  it('reads passport data acted on, a name with a phone number kept, information given to others', () => {
    expectReads(one, [
      ['We keep your name, mobile phone number and address to run your account.', ['Privacy']],
      ['The Company may pass on passport details only to the airline.', ['Privacy']],
      ['The Company shall delete the guests\' passport data after the trip.', ['Privacy']],
      ['We will not give your information to anyone else.', ['Privacy']],
    ]);
  });
  it('reads no Privacy in details given to a receptionist or a name signed', () => {
    expectReads(one, [
      ['Please give your details to the receptionist on arrival.', []],
      ['Sign your name and date of birth on the form.', []],
    ]);
  });
});

describe('Safety and Security without the word', () => {
  it('reads a first-aid kit, things out of the reach of children and gas equipment inspected', () => {
    expectReads(one, [
      ['• keep the first-aid kit in the vehicle;', ['Safety and Security']],
      ['Keep the medicines out of the reach of children.', ['Safety and Security']],
      ['The Landlord shall arrange the annual inspection of the gas boilers.', ['Safety and Security']],
    ]);
  });
});

describe('no Dispute Resolution in a contract governed by its own clauses, no price in medical costs, no audit in a gas or fire check', () => {
  it('reads the clauses that make up the contract as no law; a law named is still one', () => {
    expectReads(one, [
      ['The lease is freely concluded and is governed by the following clauses:', []],
      ['This lease is governed by the following clauses and by the laws of Portugal.', ['Dispute Resolution']],
      ['This Agreement is governed by the laws of England.', ['Dispute Resolution']],
    ]);
  });
  it('reads medical costs borne as the harm\'s, running costs as a price', () => {
    expectReads(one, [
      ['The Caterer is liable for any food poisoning and bears the costs of the medical treatment of the guests.', ['Liability']],
      ['The Tenant bears the cost of the electricity consumed in the flat.', ['Pricing & Taxes']],
    ]);
  });
  it('reads gas or fire equipment checked as safety, not an audit; records of it inspected are one', () => {
    expectReads(one, [
      ['The Landlord shall ensure the technical inspection of the gas boilers.', ['Safety and Security']],
      ['The Landlord shall have the fire extinguishers checked every year.', ['Safety and Security']],
      ['The Auditor may inspect the records of the gas installations.', ['Audits']],
    ]);
  });
});

describe('ownership passing said of the thing, and payments named only as its moment', () => {
  it('reads a thing that becomes the other\'s property as Delivery; not improvements or deliverables', () => {
    expectReads(one, [
      ['When you have made the last payment, the system becomes your property and we will send you a certificate of ownership.', ['Communication', 'Delivery']],
      ['The Goods shall become the property of the Buyer on delivery.', ['Delivery']],
      ['All improvements to the Premises become the property of the Landlord.', ['Asset Use']],
    ]);
  });
  it('reads no term of payment in every payment made as the title\'s moment, whatever names it; a sentence that bills still is one', () => {
    expectReads(one, [
      ['The system stays our property until you have made every payment in the table in section 2.', ['Asset Use']],
      // C96 (one veto since session 60: h80c62 had read an instalment named here as billing, C96 reads it as the moment).
      ['Once the Buyer has paid every instalment, the tractor becomes the property of the Buyer.', ['Delivery']],
      ['Once the Buyer has paid every instalment, which are payable monthly, the tractor becomes the property of the Buyer.', ['Delivery', 'Payment Terms & Billing']],
      // (h96cat, C96) Title kept until paid, whatever names the payment: sets 1–73 give none of their four such
      // sentences Payment Terms & Billing (set 49's "until the Hirer has paid all sums due" among them).
      ['The pump stays the property of the Company until you have paid all sums due.', ['Asset Use']],
      ['The pump stays the property of the Company until paid, and you shall pay each instalment within 5 days.', ['Asset Use', 'Payment Terms & Billing']],
    ]);
  });
});

describe('the amount of work not guaranteed, and what is supplied stated to comply', () => {
  it('reads a minimum number of units of work not guaranteed as Scope of Work; not the weather\'s or the people\'s', () => {
    expectReads(one, [
      ['The Council estimates 4 000 lunches per week but does not guarantee a minimum number of lunches.', ['Scope of Work']],
      ['The Buyer does not guarantee any minimum quantity of sacks per season.', ['Scope of Work']],
      ['The Observatory does not guarantee any minimum number of fine days.', []],
    ]);
  });
  it('reads what is supplied said to comply as a warranty; a duty to comply is not one', () => {
    expectReads(one, [
      ['The gas supplied complies with the purity standards fixed by the national regulator.', ['Warranties']],
      ['The Supplier shall comply with the standards of the regulator.', []],
    ]);
  });
});

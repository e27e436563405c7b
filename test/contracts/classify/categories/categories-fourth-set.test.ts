/** Categories the fourth blind set showed (issue 18, h18y); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf, cueOf } from '../helpers.js';

describe('categories: prices in other currencies and of other kinds', () => {
  it('an amount written with an ISO code or a prefixed sign is a price as "$" is', () => {
    expect(categoriesOf('The hosting fee is NZD 9,600 for each year of the term.', 'The monthly charge shall be HK$2,400 for each rack.', 'The rent is due 5 days after each quarter day.'))
      // A day count is no price; when the rent falls due is a payment term (the learned model's reading of "rent is due").
      .toEqual([['Pricing & Taxes'], ['Pricing & Taxes'], ['Payment Terms & Billing']]);
  });

  it('HST is a tax, as GST and VAT are; a commission of a share is a price, as a royalty of one is', () => {
    expect(categoriesOf('All amounts are exclusive of HST.', 'The Agent earns a commission of 4% on every accepted order.'))
      .toEqual([['Pricing & Taxes'], ['Pricing & Taxes']]);
  });
});

describe('categories: what the engagement is, and what a party answers for', () => {
  it('an appointment as agent or distributor, what the services leave out, and products that compete: Scope of Work', () => {
    expect(categoriesOf('The Publisher hereby appoints the Reseller as its non-exclusive reseller of the Titles in Canada.', 'Consulting services do not include legal or tax advice.', 'The Publisher appoints an auditor every year.'))
      .toEqual([['Scope of Work'], ['Scope of Work'], ['Audits']]);
    // Exclusivity is a cue; whether it clears the bar alone is the model's weighing (here under a neutral title).
    const cue = (text: string) => cueOf('Scope of Work', text);
    expect([cue('The Dealer shall not stock any brands that compete with the Tractors.'), cue('The Dealer shall not compete unfairly.')]).toEqual([true, false]);
  });

  it('answering for its own people or data, and for the acts and omissions of others: Responsibilities', () => {
    expect(categoriesOf('The Lessee is responsible for the conduct and training of its own drivers.', 'The Reseller remains answerable for the acts and omissions of its sub-dealers.', 'The Lessee is responsible for any damage to the vehicle.'))
      .toEqual([['Responsibilities'], ['Responsibilities'], ['Liability']]);
  });
});

describe('categories: liability for a loss', () => {
  it('being liable or responsible (or not) for loss, damage or injury is Liability; for a delay it is not', () => {
    const liability = (text: string) => cueOf('Liability', text);
    expect([
      liability('The Hauler shall be liable for loss of or damage to the timber while it is in transit.'),
      liability('The Lessor is not responsible for any injury to visitors of the Lessee.'),
      liability('Neither party is responsible for delay caused by a flood.'),
    ]).toEqual([true, true, false]);
  });
});

describe('categories: shipping', () => {
  it('shipping the goods or an order is Delivery; a shipment as the time of an invoice is not', () => {
    const delivery = (text: string) => cueOf('Delivery', text);
    expect([
      delivery('The Wholesaler ships all orders from its Leeds depot by courier.'),
      delivery('The Mill shall invoice the Buyer upon shipment of each lot.'),
      delivery('Each shipment shall be packed on pallets.'),
    ]).toEqual([true, false, true]);
  });
});

describe('categories: personal information, reports delivered', () => {
  it('"personal information" is Privacy as "personal data" is', () => {
    expect(categoriesOf('The Retailer shall delete customer personal information when it is no longer needed.')).toEqual([['Privacy']]);
  });

  it('delivering a report is both a deliverable and its delivery', () => {
    const cues = (text: string) => categoryEvidence(text, undefined).filter((e) => e.cue).map((e) => e.category);
    expect(cues('The Surveyor shall deliver the condition report to the Owner by 1 May.')).toEqual(['Deliverables', 'Delivery']);
    expect(cues('The Surveyor shall deliver the reports to the Owner.')).toEqual(['Deliverables', 'Delivery']);
  });
});

/** Categories the eighth blind set showed (issue 18, h18s); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

/** Whether the sentence holds a cue word of the category (read in its sense). */
const cue = (category: string, text: string) => Boolean(categoryEvidence(text, undefined).find((e) => e.category === category)?.cue);

describe('categories: health information under its abbreviation (h18s)', () => {
  it('"PHI" and "ePHI" are Privacy, as "protected health information" is', () => {
    expectEach((t) => cue('Privacy', t), ['The Vendor shall not sell any PHI.', 'All ePHI shall stay on the Clinic\'s servers.'], true);
  });
  it('a word that merely contains the letters ("PHILADELPHIA", "Phil") is not', () => {
    expectEach((t) => cue('Privacy', t), ['The office is in PHILADELPHIA.', 'Phil Jones shall sign the order.'], false);
  });
  it('a clause on PHI alone is categorised Privacy', () => {
    expect(categoriesOf('The Processor must keep all PHI on servers in the United States.')).toEqual([['Privacy']]);
    // Decided (h19settle, issue 18; docs/contracts.md, "Readings settled") and given (h19s18c, category-cues-ends.ts):
    // returning it when the services end is also Term & Termination, a consequence of the end (as C12 reads a leased
    // asset's return).
    expect(categoriesOf('The Processor must return all PHI to the Practice when the services end.')).toEqual([['Privacy', 'Term & Termination']]);
  });
});

describe('categories: promised service standards and representations (h18s)', () => {
  it('meeting "the following" service levels, attending a fault within a time and "makes no representation" are Warranties', () => {
    expectEach((t) => cue('Warranties', t), ['The Contractor shall meet the following service levels:', 'Our technician will attend any reported fault within four hours.', 'The Licensor makes no representation that the Data is complete.', 'All representations and warranties survive Closing.'], true);
  });
  it('a fault noticed, or a representation made, is not', () => {
    expectEach((t) => cue('Warranties', t), ['The Customer shall report any fault it notices.', 'The Agent makes representations to buyers on the Principal\'s behalf.'], false);
  });
});

describe('categories: security staff, permits to work, fire exits, flames, biosafety (h18s)', () => {
  // An information security program was Safety and Security here until C13 (h20conv): the security of information is none.
  it('are Safety and Security; an information security program is not (C13)', () => {
    expect(['The Hotel shall provide security staff at the door.', 'The Vendor shall keep an information security program.', 'No hot work may start without a permit to work.', 'The fire exits shall be kept clear.', 'Guests may not use open flames.', 'The samples shall be kept in a biosafety cabinet.']
      .map((t) => cue('Safety and Security', t))).toEqual([true, false, true, true, true, true]);
  });
  it('a security deposit, a security interest and an encrypted file are not', () => {
    expectEach((t) => cue('Safety and Security', t), ['The Tenant shall pay a security deposit of $500.', 'The Lender takes a security interest in the stock.', 'The data is loaded onto encrypted media for moving off site.'], false);
  });
});

describe('categories: taking delivery and collection (h18s)', () => {
  it('"take delivery" and goods "available for collection" are Delivery', () => {
    expectEach((t) => cue('Delivery', t), ['The Buyer shall take delivery within two days.', 'The Hirer shall make the trailers available for collection.'], true);
  });
  it('collecting a debt is not', () => {
    expect(cue('Delivery', 'The Agent may collect the debt from the customer.')).toBe(false);
  });
});

describe('categories: using a thing only for a purpose, ceasing its use, fixing things to the walls (h18s)', () => {
  it('are Asset Use', () => {
    expectEach((t) => cue('Asset Use', t), ['The samples may be used only for the study.', 'The Supplier shall store the moulds and use them exclusively for the Buyer\'s orders.', 'The Recipient shall discontinue its use of the Samples.', 'The Hirer may not affix posters to the walls.'], true);
  });
  it('confidential information used only for the purpose is confidentiality, not the use of an asset', () => {
    expect(cue('Asset Use', 'Each party shall keep the Confidential Information secret and use it only for the Project.')).toBe(false);
  });
  it('data used only for a purpose is about the data, not the use of an asset (review hrev5)', () => {
    expectEach((t) => cue('Asset Use', t), ['Personal Data shall be used only for the purposes of this Agreement.', 'The Customer Data shall be used solely for providing the Services.', 'The Processor shall process the data and use it only for the Services.', 'Any health data may be used exclusively for treatment.'], false);
    expect(categoriesOf('The Customer Data shall be used solely for providing the Services.')[0]).not.toContain('Asset Use');
  });
});

describe('categories: letting the other party\'s people in, cleaning up, training the workforce, furnishing tools (h18s)', () => {
  // h18gist: letting the other party's people in and the tools a party furnishes for the work are not its own
  // ancillary duties (the service's Responsibilities); cleaning up and training its own workforce are.
  it('are Responsibilities (cleaning up, training its workforce), letting people in and furnishing tools are not (h18gist)', () => {
    expect(['The Customer shall allow the Supplier\'s engineers reasonable access to the plant.', 'The Caterer will clean the venue after the dinner.', 'The Vendor shall train each of its workforce members.', 'All tools and equipment needed for the works shall be provided by the Contractor.', 'Operators will be supplied by the Hire Company.']
      .map((t) => cue('Responsibilities', t))).toEqual([false, true, true, false, false]);
  });
  it('a party\'s own access and the goods supplied are not', () => {
    expectEach((t) => cue('Responsibilities', t), ['The Customer shall allow access to its portal.', 'The Goods shall be supplied by the Seller.'], false);
  });
});

describe('categories: what keeps the work going, change orders, rates, extensions (h18s)', () => {
  // h18gist: the service's Business Continuity is selling a business; backup crews, sites and generators are not it.
  // (The last sentence still meets category-cues-drafting.ts's "so that … is not interrupted", owned elsewhere.)
  it('a backup crew, a secondary site and a generator are no Business Continuity (h18gist)', () => {
    expectEach((t) => cue('Business Continuity', t), ['The Operator shall keep a backup crew onshore.', 'The Provider shall run a secondary site in Davao.', 'The data centre shall have a standby generator.'], false);
  });
  it('"the Generator" as a defined term (the party selling energy, the plant) is no backup power (hrev5)', () => {
    expectEach((t) => cue('Business Continuity', t), ['The Generator shall sell and the Buyer shall purchase all Net Energy.', 'The Generator shall maintain the Facility in good order.', 'Each Generator Unit shall be metered separately.', 'The Generator may curtail output on notice.'], false);
    expect(categoriesOf('The Generator shall sell and the Buyer shall purchase all Net Energy.')).not.toContainEqual(['Business Continuity']);
    expectEach((t) => cue('Business Continuity', t), ['The site has two generators.', 'An emergency generator shall be tested monthly.', 'DIESEL GENERATORS'], false);
  });
  it('a change order or a variation order is Amendments', () => {
    expectEach((t) => cue('Amendments', t), ['No extra work shall be paid without a change order.', 'The Engineer may issue a Variation Order.'], true);
  });
  it('day rates, hourly rates and a fee of a percentage are Pricing & Taxes; a lump sum for a business is not', () => {
    expect(['The crew is charged at the day rates in Annex 1.', 'Overtime is paid at the hourly rates below.', 'A booking fee of 2.5% applies.', 'The Seller shall sell the Business as a going concern for a lump sum.']
      .map((t) => cue('Pricing & Taxes', t))).toEqual([true, true, true, false]);
  });
  it('extending the contract is Term & Termination', () => {
    expect(cue('Term & Termination', 'The Council may extend the contract by one year.')).toBe(true);
  });
});

/** Categories the seventh blind set showed (issue 18, h18h); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf, typesOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

/** Whether the sentence holds a cue word of the category (read in its sense). */
const cue = (category: string, text: string) => Boolean(categoryEvidence(text, undefined).find((e) => e.category === category)?.cue);

describe('a sub-contract written with hyphens: its names are no subject (h18h)', () => {
  const SUB = 'This Sub-Contract is made on 4 June 2026 between Ormond Build Ltd (the "Contractor") and Tallis Roofing Ltd of 3 Mill Lane, Hull (the "Sub-Contractor").';
  it('"the Sub-Contractor", "the Sub-Contract Works" and "the Sub-Contract Sum" name the party and the document, not subcontracting', () => {
    expect(categoriesOf(SUB, 'The Sub-Contractor shall submit its application for payment monthly.', 'The Sub-Contract Sum is £120,000 exclusive of VAT.', 'The Sub-Contractor shall not sub-let any part of the roofing works.'))
      .toEqual([[], ['Payment Terms & Billing'], ['Pricing & Taxes'], ['Subcontracts']]);
  });

  it('the preamble stays a preamble when its kind is masked: no category', () => {
    expect(categoriesOf(SUB)).toEqual([[]]);
  });

  it('"the Sub-Contractor" is its own party, not the Contractor', () => {
    expect(typesOf(SUB, 'The Sub-Contractor shall keep the site tidy.', 'The Contractor shall give the Sub-Contractor access to the scaffold.').slice(1))
      .toEqual([['Obligation/Sub-Contractor'], ['Obligation/Contractor']]);
  });
});

describe('categories: what each side provides, and who supervises (h18h)', () => {
  it('"provide and pay for", training staff, a site supervisor and keeping a site tidy are Responsibilities; equipping the other party is not (h18gist)', () => {
    expect(['The Hirer shall provide and pay for the fuel and the driver.', 'The Licensor shall supply the Distributor with its current brochures.', 'The Vendor shall train the Customer\'s operators at the plant.', 'The Builder shall appoint a qualified site supervisor.', 'The Cleaner shall leave the kitchens clean and tidy.', 'The Lessee shall maintain the crane in a thoroughly efficient state.']
      .map((t) => cue('Responsibilities', t))).toEqual([true, false, true, true, true, true]);
  });

  it('a lower-case "provide the information with", a relationship manager and a deducted tax certificate are not', () => {
    expectEach((t) => cue('Responsibilities', t), ['The Supplier shall provide reports with each invoice.', 'Each party shall appoint a relationship manager.', 'The Buyer shall furnish the Seller with the tax certificates.'], false);
  });
});

describe('categories: the work engaged for, and keeping out of a competing trade (h18h)', () => {
  it('a competing business nearby is Scope of Work; "carry out and complete" and promoting the Products are the performance, not (h18gist)', () => {
    expect(['The Builder shall carry out and complete the extension.', 'The Distributor shall actively promote the Products in Ireland.', 'The Dealer shall not sell goods which compete with the range.', 'The Seller shall not operate any bakery business within ten miles of the Shop.']
      .map((t) => cue('Scope of Work', t))).toEqual([false, false, true, true]);
  });

  it('promoting services and operating a machine are not', () => {
    expectEach((t) => cue('Scope of Work', t), ['The Reseller shall promote the Services online.', 'The Operator shall operate the press safely.'], false);
  });
});

describe('categories: safety on site and on board (h18h)', () => {
  it('risk assessments, method statements, inductions, dangerous cargo, accidents, piracy, fire drills and access cards are Safety and Security', () => {
    expectEach((t) => cue('Safety and Security', t), ['The Installer shall give its risk assessments before starting.', 'Method statements are required for work at height.', 'Visitors must attend a site induction.', 'No dangerous goods may be loaded.', 'The Operator shall report every accident within a day.', 'The Master may avoid areas of piracy.', 'The Landlord shall hold a fire drill each year.', 'Access cards shall be returned on request.'], true);
  });

  it('accident insurance and an amount per accident are insurance, not safety', () => {
    expectEach((t) => cue('Safety and Security', t), ['The Agency shall hold accident insurance for its workers.', 'The cover is £5,000,000 per accident.'], false);
  });
});

describe('categories: service levels, defects, space, handing over and insuring (h18h)', () => {
  it('meeting service levels, making good defects and on-time performance are Warranties', () => {
    expectEach((t) => cue('Warranties', t), ['The Provider shall meet the Service Levels in Schedule 2.', 'The Builder shall make good any defects notified to it.', 'On-time performance shall be at least 95%.'], true);
  });

  it('a service credit deducted or owed is billing; services charged separately are priced', () => {
    expect(cue('Payment Terms & Billing', 'Any Service Credit shall be deducted from the next invoice.')).toBe(true);
    expect(cue('Payment Terms & Billing', '"Service Credit" means the credit in Schedule 4.')).toBe(false);
    expect(cue('Pricing & Taxes', 'Catering is charged separately.')).toBe(true);
  });

  it('a licence to use desks or rooms, the other party\'s equipment, alterations to what is licensed and a tenancy are Asset Use, and no intellectual property', () => {
    expectEach((t) => cue('Asset Use', t), ['The Operator grants the Member a licence to use two hot desks.', 'The Agent shall not use the Airline\'s ground equipment for others.', 'The Member shall not make alterations to the walls.', 'Nothing in this Agreement creates a tenancy.'], true);
    expectEach((t) => cue('Intellectual Property', t), ['The Operator grants the Member a licence to use two hot desks.', 'The Carrier may terminate if the Agent loses its licence to operate.'], false);
  });

  it('delivering possession, a vessel or aircraft, and redelivery are Delivery', () => {
    expectEach((t) => cue('Delivery', t), ['The Vendor shall deliver possession of the van on Completion.', 'The Lessee shall redeliver the Aircraft at Dublin.', 'The Owners shall deliver the Vessel to the Charterers at Rotterdam.'], true);
  });

  it('insuring one\'s own property is Insurance; a buffer stock is no Business Continuity (h18gist)', () => {
    expect(cue('Insurance', 'The Member shall insure its own equipment.')).toBe(true);
    expect(cue('Business Continuity', 'The Distributor shall hold a stock of spare parts sufficient for two months of sales.')).toBe(false);
    expect(cue('Business Continuity', 'The Distributor shall hold a stock of spare parts.')).toBe(false);
  });
});

describe('categories: what the customer makes available, handover documents and change notes (h18h)', () => {
  it('making something available to the other party is no Responsibilities (h18gist: not the party\'s own ancillary duty)', () => {
    expect(cue('Responsibilities', 'The Client shall make available to the Contractor its records.')).toBe(false);
    expect(categoriesOf('This Agreement is made between Alder Ltd (the "Carrier") and Birch Ltd (the "Agent").', 'The Agent shall provide the Carrier with its current timetable.')[1])
      .not.toContain('Responsibilities');
  });

  it('as-built drawings and maintenance manuals are Deliverables; a milestone and practical completion are not by themselves', () => {
    expect(['The Installer shall hand over the as-built drawings.', 'Operation and maintenance manuals are due at handover.', 'Each milestone is paid on acceptance.', 'The retention is released at practical completion.']
      .map((t) => cue('Deliverables', t))).toEqual([true, true, false, false]);
  });

  it('a change note and modifying these terms are Amendments', () => {
    expectEach((t) => cue('Amendments', t), ['No change binds until a change note is signed.', 'The Operator may modify these terms on notice.'], true);
  });

  it('a licence to use a counted number of desks is Asset Use', () => {
    expect(cue('Asset Use', 'The Operator grants a licence to use ten (10) fixed desks.')).toBe(true);
  });
});

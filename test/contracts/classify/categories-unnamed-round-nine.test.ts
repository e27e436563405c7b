/**
 * Subjects a clause states without its category's word, round 9 (issue 18, h27cat9; category-cues-unnamed-round-nine.ts):
 * orders placed and answered, an exclusive right to trade (Scope of Work); things lent and used, a site restored
 * (Asset Use); chemicals, work at height, animals kept in, an area closed by a health authority (Safety and Security);
 * staff experience, permits, a named Act (Responsibilities); returns submitted, receipts and copies sent (Communication);
 * Deliverables inspected and accepted (Deliverables); an inspection of what is delivered, or the defined Inspection
 * that is the work, no audit; a sub-licence named as the contract, no intellectual property. Sentences written for
 * these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { expectEach } from './cue-tables.js';
import { categoriesOf, definitionCategories } from '../../../src/contracts/classify/categories.js';
import { UNNAMED_ROUND_NINE_CUES, UNNAMED_ROUND_NINE_VETOES } from '../../../src/contracts/classify/category-cues-unnamed-round-nine.js';
import { UNNAMED_ROUND_EIGHT_CUES } from '../../../src/contracts/classify/category-cues-unnamed-round-eight.js';
import { UNNAMED_ROUND_SEVEN_CUES } from '../../../src/contracts/classify/category-cues-unnamed-round-seven.js';

const round = (category: string) => (text: string) => UNNAMED_ROUND_NINE_CUES.some(([re, c]) => c === category && re.test(text));
const vetoed = (category: string) => (text: string) => UNNAMED_ROUND_NINE_VETOES.some(([re, c]) => c === category && re.test(text));

describe('Scope of Work: a work order taken or declined, an exclusive right to trade', () => {
  it('reads them', () => {
    expectEach(round('Scope of Work'), [
      'The Surveyor shall accept or decline each Work Order within two days.',
      'The Trust grants the Caterer the exclusive right to sell drinks at the ground.',
    ], true);
  });
  it('not an order of goods confirmed, nor an exclusive right to exploit a work', () => {
    expectEach(round('Scope of Work'), [
      'The Mill shall confirm or reject every purchase order within two days.',
      'The Studio has the exclusive right to exploit the Film in Asia.',
      'Goods are delivered in the order received.',
    ], false);
  });
  it('round 7\'s "not included" reads the standard service too', () => {
    const seven = (text: string) => UNNAMED_ROUND_SEVEN_CUES.some(([re, c]) => c === 'Scope of Work' && re.test(text));
    expect(seven('Ironing is not included in the standard service.')).toBe(true);
    expect(seven('Parking is not included in the price of the room.')).toBe(false);
  });
});

describe('Communication: an order answered, a return submitted, telling the other, a receipt or copies sent', () => {
  it('reads them', () => {
    expectEach(round('Communication'), [
      'The Mill shall confirm or reject every purchase order within two days.',
      'The Operator shall submit a quarterly return of visitors to the Council.',
      'You may pause the plan by telling us a week before.',
    ], true);
    const eight = (text: string) => UNNAMED_ROUND_EIGHT_CUES.some(([re, c]) => c === 'Communication' && re.test(text));
    expect([
      'We will e-mail you a receipt for each booking.',
      'The Club shall keep minutes of its meetings and provide copies to the Council.',
      'The Printer shall provide 200 copies of the brochure.',
    ].map(eight)).toEqual([true, true, false]);
  });
  it('not a report only named, nor telling apart, nor an order accepted (the choice to buy)', () => {
    expectEach(round('Communication'), [
      'The monthly report shows the number of visitors.',
      'The Grader sorts the fruit by telling apart the sizes.',
      'The Wholesaler may accept or reject any order at its discretion.',
    ], false);
  });
});

describe('Asset Use: things lent and used, use kept to a purpose, title kept, the site restored', () => {
  it('reads them', () => {
    expectEach(round('Asset Use'), [
      'The Museum agrees to lend the Painting to the Gallery for the exhibition.',
      'The Farm grants the Contractor the use of its barn and yard.',
      'You agree to let us use your driveway while we work.',
      'The Grazier may keep cattle on the Land for grazing purposes only.',
      'The Club shall not use the Boathouse for any purpose other than rowing.',
      'Title to the Boat remains with the Owner at all times.',
      'At the end of the term the Operator shall restore the land to its former condition.',
    ], true);
  });
  it('not information used for a purpose, nor one\'s own name used, nor title passing on payment', () => {
    expectEach(round('Asset Use'), [
      'The Recipient shall not use the Confidential Information for any purpose other than the Project.',
      'You agree to let us use your name in our brochure.',
      'Title to the Goods passes to the Buyer on payment.',
      'The Supplier shall restore the service within four hours.',
    ], false);
  });
  it('not money kept to a purpose, nor help lent (hrev20)', () => {
    expect([
      'The Recipient shall not use the Grant for any purpose other than the Project.',
      'The Landlord shall not use the Deposit for any purpose other than the repair of damage.',
      'The Partner shall lend its expertise to the Council throughout the programme.',
      'The Sponsor will lend its name to the Festival.',
      'The Museum agrees to lend the Painting to the Gallery.',
    ].map(round('Asset Use'))).toEqual([false, false, false, false, true]);
  });
});

describe('Safety and Security: chemicals used or stored, work at height, animals kept in, a closure', () => {
  it('reads them', () => {
    expectEach(round('Safety and Security'), [
      'The Contractor shall apply only approved herbicides along the hedges.',
      'The Tenant must not use antifouling paint on the slipway.',
      'All chemicals shall be kept in a locked chemical store.',
      'Our staff work at height only with a harness.',
      'You must keep your dogs indoors during the visit.',
      'Walkers must not approach within 50 metres of the nests.',
      'The Keeper shall maintain a containment fence around the enclosure.',
      'No fish may be sold while the bay is closed by the food safety authority.',
    ], true);
  });
  it('not chemicals supplied or paid for, nor insurance covering work at height', () => {
    expectEach(round('Safety and Security'), [
      'The Owner shall supply all fertilisers and pesticides required for the season.',
      'The Contractor shall hold insurance covering its work at height.',
      'The shop is closed by the owner on Sundays.',
    ], false);
  });
});

describe('Responsibilities: staff experience and licences, a permit of a public body, a named Act', () => {
  it('reads them', () => {
    expectEach(round('Responsibilities'), [
      'Lessons are given by coaches who have at least five years of experience.',
      'Loads are carried by drivers holding a valid HGV licence.',
      'The Farmer must not take water from the stream without a permit from the Environment Agency.',
      'The Home shall comply with the Health and Social Care Act 2008.',
    ], true);
  });
  it('not an Act on personal data (Privacy), a permit of the other party, work made to comply, a certificate of training', () => {
    expectEach(round('Responsibilities'), [
      'The Processor shall comply with the Data Protection Act 2018.',
      'The Tenant must not keep pets without the consent of the Landlord.',
      'All boilers installed by the Fitter shall comply with the Gas Appliances Act.',
      'Spraying is done by staff holding a current certificate of competence.',
    ], false);
  });
});

describe('Deliverables: the Deliverables inspected or accepted, what a Report contains, work passing a test', () => {
  it('reads them', () => {
    expectEach(round('Deliverables'), [
      'The Client shall review the Deliverables and accept or reject them in writing.',
      'Deliverables that fail the acceptance test shall be redone.',
      'Each Report shall include a summary of the findings.',
      'Units that pass the acceptance test are deemed delivered.',
    ], true);
  });
  it('not a report only named, nor a deliverable in small letters', () => {
    expectEach(round('Deliverables'), [
      'The annual report shows the number of visitors.',
      'The Client shall review the draft within five days.',
    ], false);
  });
});

describe('no audit: an inspection of what is delivered, the defined Inspection that is the work', () => {
  it('vetoes them', () => {
    expectEach(vetoed('Audits'), [
      'The Retailer shall inspect each consignment on arrival and report any shortage within two days.',
      'Panels that fail the inspection shall be replaced at the Installer\'s cost.',
      'The fee is EUR 900 per Inspection.',
      'The Owner shall give the Surveyor access for the Inspection.',
    ], true);
  });
  it('not an inspection of records, books or premises', () => {
    expectEach(vetoed('Audits'), [
      'The Council may inspect the Operator\'s records and books of account on notice.',
      'The Landlord may carry out an Inspection of the premises twice a year.',
      'The Auditor shall inspect each delivery note against the ledger.',
      'The Farmer may ask the State Seed Inspection Service for a grade.',
    ], false);
  });
  it('a sentence inspecting what is delivered takes no Audits', () => {
    expect(categoriesOf('The Retailer shall inspect each consignment on arrival and report any shortage within two days.', undefined, false)).not.toContain('Audits');
    expect(categoriesOf('The fee is EUR 900 per Inspection, exclusive of VAT.', undefined, false)).not.toContain('Audits');
  });
});

describe('a sub-licence named as the contract is no intellectual property', () => {
  it('reads it as the contract\'s name', () => {
    for (const text of [
      'The Mooring Holder may end this sub-licence by written notice if the fee is unpaid.',
      'If the head lease ends, this sub-licence ends at the same time.',
      'The Occupier must not assign this sub-licence to anyone else.',
    ]) expect(categoriesOf(text, undefined, false)).not.toContain('Intellectual Property');
  });
  it('a sub-licence of a right still is one', () => {
    expect(categoriesOf('The Publisher may grant a sub-licence of the translation rights to a foreign publisher.', undefined, false)).toContain('Intellectual Property');
  });
});

describe('C31: three readings the sets label both ways (docs/contracts.md)', () => {
  it('an amendment required in writing (and signed) is Amendments alone', () => {
    expect(categoriesOf('Any variation of this lease must be in writing and signed by both of us.', undefined, false)).toEqual(['Amendments']);
    expect(categoriesOf('Changes to these terms must be made in writing to be valid.', undefined, false)).toEqual(['Amendments']);
  });
  it('a defined Territory takes no category', () => {
    expect(definitionCategories('Territory', '"Territory" means Spain and Portugal.')).toEqual([]);
  });
  it('a fee with its tax at a rate is Pricing & Taxes alone', () => {
    expect(categoriesOf('The Club shall pay the Coach a fee of £200 for each session, plus VAT at 20%.', undefined, false)).toEqual(['Pricing & Taxes']);
  });
});

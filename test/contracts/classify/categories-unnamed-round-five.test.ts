/**
 * Subjects a clause states without its category's word, round 5 (issue 18, h25cat5; category-cues-unnamed-round-five.ts):
 * hazards named by their guards (Safety and Security); a place allotted or given away, the other party's thing kept,
 * handed back, used, operated, repaired (Asset Use); sending by e-mail or registered letter, a domicilium
 * (Communication); an exclusive right to do the work, a share of one's needs, what the management includes, a sale and
 * purchase agreed, no sale to another buyer (Scope of Work); a registration, one's own crews (Responsibilities);
 * records, samples, accounts, ticket entries (Audits); ownership passing to a new owner (Business Continuity); a
 * cancellation and its refund (Term & Termination); people's names used or disclosed (Privacy); a VAT invoice and a
 * liability cap are no price; closing lines carry no category. Sentences written for these tests, not taken from a
 * labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryEvidence } from '../../../src/contracts/classify/categories.js';
import { UNNAMED_ROUND_FIVE_CUES, UNNAMED_ROUND_FIVE_VETOES } from '../../../src/contracts/classify/category-cues-unnamed-round-five.js';
import { isClosingLine } from '../../../src/contracts/classify/signature-lines.js';
import { cuedBy, expectEach } from './cue-tables.js';

const cued = (text: string, category: string) => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);
const cuedAll = (category: string, texts: string[]) => texts.map((t) => cued(t, category));
const round = (category: string) => cuedBy(UNNAMED_ROUND_FIVE_CUES, category);

describe('Safety and Security: hazards named by their guards', () => {
  it('reads them', () => {
    expect(cuedAll('Safety and Security', [
      'Propane bottles must be kept upright and chained to the wall of the kitchen.',
      'Every forklift must carry a spill kit.',
      'The tipper must be fitted with a reversing alarm.',
      'The Tenant must not light any fire in the woodland.',
      'The Lessee shall keep the firebreaks along the boundary clear.',
      'Delivery vans must move at walking pace in the yard.',
      'The Caterer shall list the allergens in each meal on the menu board.',
      'Hot soup must be held at or above 63°C until it is served.',
      'Visitors must follow the farm\'s biosecurity rules.',
      'Each kettle the Exhibitor brings must be PAT tested.',
      'Herbicides may be applied only by licensed operators.',
    ])).toEqual(Array(11).fill(true));
  });
  it('not fire as damage insured, nor gas bought, a biosecurity statute or an allergy', () => {
    const safety = round('Safety and Security');
    expectEach(safety, ['The Owner insures the barn against fire and flood.',
      'The Supplier shall deliver twelve gas cylinders each month at the listed price.',
      'The Contractor may make any changes to the rota.',
      'The Grower must comply with the Biosecurity Act 2015.',
      'Parents must tell the school about any allergy their child has.',
    ], false);
  });
});

describe('Asset Use: a place given, the other party\'s thing kept, handed back, used, operated, repaired', () => {
  it('reads them', () => {
    expect(cuedAll('Asset Use', [
      'We will allocate each stallholder one stall in the covered market.',
      'The Organiser may move your stand to another hall.',
      'You must not sublet or share your berth with another boat owner.',
      'The Tenant shall keep the Cottage and its contents in good repair.',
      'At the end of the season the Warden must hand back the boathouse keys.',
      'The Club may not grant the use of the pavilion to any other club.',
      'The Contractor will operate the Council\'s heating system during the winter.',
      'The Haulier must repair any damage to the walls and gates caused by its vans.',
      'The Trust remains responsible for the structural maintenance of the chapel.',
    ])).toEqual(Array(9).fill(true));
  });
  it('not one\'s own things kept, nor a deposit given back', () => {
    const asset = round('Asset Use');
    expectEach(asset, ['The Contractor shall keep its vehicles in good repair.',
      'We will give back the deposit within ten days.',
      'The parties will share the cost of the survey.',
    ], false);
  });
});

describe('Communication: sent by e-mail or registered letter, a domicilium', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Communication'), ['The Club will send the match rota to each coach by e-mail every Sunday.',
      'A member may resign by registered letter to the secretary.',
      'The Seller and the Buyer choose their domicilium at the addresses in the schedule.',
    ], true);
    expect(round('Communication')('The Club keeps an e-mail list of its members.')).toBe(false);
  });
  it('a paper sent with the goods, as a list item', () => {
    expectEach((t) => cued(t, 'Communication'), ['(b) a certificate of conformity for each lot;',
      '(i) a delivery note showing the weight;',
      '(c) a statement of the origin of each ingredient; and',
    ], true);
    expect(round('Communication')('The certificate of origin travels with the goods.')).toBe(false);
  });
});

describe('Scope of Work: an exclusive right to the work, a share bought, what the management includes, a sale agreed', () => {
  it('reads them', () => {
    expect(cuedAll('Scope of Work', [
      'The Caterer will have the exclusive right to cater at the venue during the show.',
      'The Cafe agrees to buy from the Dairy at least 70% of the milk it needs.',
      'The Hotel shall buy all of its requirements for bread from the Bakery.',
      'The management includes the running of the bar and the cleaning of the rooms.',
      'The Farmer agrees to sell and the Co-op agrees to buy the whole of the 2027 wheat crop.',
      'The Breeder is not to sell any of the fleeces to another buyer during the season.',
    ])).toEqual(Array(6).fill(true));
    expect(round('Scope of Work')('The Buyer has the exclusive right to terminate.')).toBe(false);
  });
});

describe('Responsibilities: a registration, one\'s own crews', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['The Nursery must be registered with the Care Inspectorate.',
      'The Collector shall be registered as a waste carrier.',
      'The Contractor is responsible for all its crews and their transport to the forest.',
    ], true);
    expect(round('Responsibilities')('The Landlord is responsible for all repairs to the roof.')).toBe(false);
  });
});

describe('Audits: records, samples, accounts kept; entries on a ticket', () => {
  it('reads them', () => {
    expect(cuedAll('Audits', [
      'The Sprayer shall keep a record of every spraying for five years.',
      'The Bakery must keep a sample of each batch of flour for six months.',
      'The Treasurer shall keep the club\'s accounts available to the members.',
      'Each delivery is to be entered on a weighbridge ticket.',
      'The Innkeeper shall keep the register of guests at the desk.',
    ])).toEqual(Array(5).fill(true));
  });
});

describe('Business Continuity, Term & Termination, Privacy', () => {
  it('ownership passing to a new owner', () => {
    expectEach((t) => cued(t, 'Business Continuity'), ['If the Trust transfers ownership of the hall, the new owner takes over this agreement.',
      'If the College sells the sports ground, it may assign this licence to the new owner.',
    ], true);
    expect(round('Business Continuity')('The Seller transfers ownership of the goods to the Buyer on payment.')).toBe(false);
  });
  it('a cancellation with its refund', () => {
    expect(cued('If the Client cancels the booking within a week of the date, we will refund half of the deposit.', 'Term & Termination')).toBe(true);
    expect(round('Term & Termination')('If the Client cancels, the Studio will offer another date.')).toBe(false);
    expect(round('Term & Termination')('If the Theatre cancels a performance, it will refund the ticket price.')).toBe(false);
  });
  it('people\'s names used or disclosed', () => {
    expectEach((t) => cued(t, 'Privacy'), ['The Club will keep the names and home addresses of the volunteers only for the season.',
      'The League shall not disclose the names or ages of the players to anyone.',
    ], true);
    expect(round('Privacy')('The Agency shall send the names of its guests for each room.')).toBe(false);
  });
});

describe('vetoes and closing lines', () => {
  it('a VAT invoice without an amount, a liability cap: no price; merchantable goods sold: no warranty', () => {
    const vetoed = cuedBy(UNNAMED_ROUND_FIVE_VETOES, 'Pricing & Taxes');
    expect([
      'The Club will send each sponsor a VAT invoice after each match.',
      'The Printer\'s liability for a faulty print run is limited to reprinting it.',
      'The Carrier\'s total liability shall not exceed the freight charged for the load.',
      'The fee is £400 plus VAT, and we will send a VAT invoice.',
      'The Caterer shall pay the VAT shown on each VAT invoice.',
    ].map(vetoed)).toEqual([true, true, true, false, false]);
    const noWarranty = cuedBy(UNNAMED_ROUND_FIVE_VETOES, 'Warranties');
    expect([
      'The Owner agrees to sell all merchantable oak on the estate to the Sawmill.',
      'The goods shall be of merchantable quality.',
      'The Seller warrants that the logs are merchantable timber.',
    ].map(noWarranty)).toEqual([true, false, false]);
  });
  it('where and when the contract was made, a role and a name: no category', () => {
    expect([
      'Done at Lyon on 3 June 2027, in two copies.',
      'Signed in Cape Town on March 4, 2027.',
      'The Tenant – Anna Rossi',
      'The Club — the Chair, Jo Hale',
      'Any dispute goes to the courts of Turin.',
    ].map(isClosingLine)).toEqual([true, true, true, true, false]);
    expect(categoriesOf('Done at Lyon on 3 June 2027, in two copies.', 'Article 12 – Disputes', false)).toEqual([]);
  });
});

describe('the round\'s words where they mean something else (hrev17)', () => {
  it('a data line\'s speed limit is no hazard; a site\'s still is', () => {
    expect(round('Safety and Security')('Download speed limits apply to the Basic plan.')).toBe(false);
    expect(round('Safety and Security')('The speed limit of the line is 50 Mbps at peak hours.')).toBe(false);
    expect(round('Safety and Security')('Drivers must keep to the speed limits posted on the site.')).toBe(true);
  });
  it('giving back to the community, the use of a name, a mark or data granted: no Asset Use', () => {
    expect(round('Asset Use')('The Supplier is committed to give back to the local community through volunteering.')).toBe(false);
    expect(round('Asset Use')('The Licensor grants the use of its trade marks to the Licensee.')).toBe(false);
    expect(round('Asset Use')('The Customer may allow the use of its name in the Supplier\'s marketing.')).toBe(false);
    expect(round('Asset Use')('The Club may not grant the use of the pavilion to any other club.')).toBe(true);
    expect(round('Asset Use')('The Tenant must hand back the keys to the Owner.')).toBe(true);
  });
  it('a schedule\'s row in title case is no signature row', () => {
    expect(['Payment Terms – Net Thirty Days', 'Insurance – Public Liability Cover', 'The Tenant – Anna Rossi'].map(isClosingLine)).toEqual([false, false, true]);
  });
});

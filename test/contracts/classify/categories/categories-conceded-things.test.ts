/**
 * Sets 35–36's causes (issue 18, h28s35c): a conceded, chartered or lent thing used, kept, handed over or given back by
 * its own name (category-cues-assets.ts), what a contract covers said of the contract and exclusivity said as the only
 * provider (category-cues-scope.ts), safety gear and loads (category-cues-physical-safety.ts), force majeure events by
 * name (category-cues-events.ts), delivery documents and risk at handover (category-cues-delivery.ts), rate-table rows
 * and fee changes (category-cues-amounts.ts), "National Insurance" (categories.ts), and the items of an inclusion
 * lead-in (index.ts, C6). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfSentence } from '../../../../src/contracts/classify/categories/categories.js';
import { ASSET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { SCOPE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { EVENT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { AMOUNT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { OWN_DUTY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-duties.js';
import { END_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { categoriesOf } from '../helpers.js';
import { hasCue } from '../helpers.js';

describe('Asset Use: the conceded or chartered thing by its own name', () => {
  const asset = cuedBy(ASSET_CUES, 'Asset Use');
  it('reads the thing handed over, given back or made available, and a place provided as shown in a plan', () => {
    expectEach(asset, [
      'The Owner hands over the cottage and its garden to the Tenant on 1 May.',
      'At the end of the season the Licensee hands over the cabin and the keys to the Park.',
      'The Hirer shall return the boat to the Owner at the marina by 6 pm.',
      'The Council makes the Hall, its furniture and the kitchen available to the Hirer on the booked days.',
      'The Club will provide the parking area shown in Annex 2 for the duration of the show.',
    ], true);
  });
  it('reads damage to it made good, the site restored, an accident to the hired car reported', () => {
    expectEach(asset, [
      'The Charterer shall make good any damage to the yacht caused by its passengers.',
      'The Promoter shall restore any damage to the grounds within five days after the concert.',
      'On expiry the Licensee shall restore the land to its original condition.',
      'You must report any accident or damage to the vehicle within 12 hours.',
    ], true);
  });
  it('reads how many may stay, for what it is used, what is parked or kept on it', () => {
    expectEach(asset, [
      'The Tenant shall not accommodate more than 6 guests in the cottage.',
      'The Licensee shall not permit more than 10 (ten) persons to sleep in the hut.',
      'The Hirer may not use the Hall for any purpose other than a private party.',
      'The boat shall be used only for day trips on the lake.',
      'The Exhibitor may park its vans only in the area marked on the plan.',
      'The Licensee may keep up to 20 horses at the Site.',
    ], true);
  });
  it('not goods handed over, a report returned, a limit on anything but persons in a place, or a place named in passing', () => {
    expectEach(asset, [
      'The Seller hands over the goods to the carrier at the factory gate.',
      'The Consultant shall return the signed report to the Client within a week.',
      'The Supplier shall make good any damage to the goods in transit.',
      'The Agency shall not accept more than 3 bookings a day.',
      'The Supplier shall provide the services at the Customer\'s site.',
      'The Lender shall make the Facility available to the Borrower on the Closing Date.',
      // (A lone sub-charter or subletting was listed here until session 28: C12 narrowed, it is Asset Use,
      // categories-lead-decisions.test.ts.)
    ], false);
  });
});

describe('Scope of Work: the contract\'s own extent, volumes not promised, the only provider', () => {
  const scope = cuedBy(SCOPE_CUES, 'Scope of Work');
  it('reads the subject of the contract, what it covers or leaves out', () => {
    expectEach(scope, [
      'The subject of this Agreement is the supply of fresh flowers to the hotel.',
      'The lease covers the east paddock only.',
      'This licence does not cover the use of the barn.',
      'Repainting the hull is not part of the contract and will be quoted separately.',
    ], true);
  });
  it('reads a volume not promised and exclusivity as the only provider or no other licensed, and other producers\' goods', () => {
    expectEach(scope, [
      'We do not promise any minimum number of bookings.',
      'The Port does not guarantee any minimum quantity of cargo.',
      'The Vendor shall be the sole supplier of ice at the Festival.',
      'The Council will not license any other caterer in the park.',
      'The Shop may not sell honey of any other Welsh or Irish producer.',
    ], true);
  });
  it('not a clause\'s own reach, a minimum price, or a sole director', () => {
    expectEach(scope, [
      'This clause covers claims made after the end of the Term.',
      'The minimum price of each lot is £40.',
      'The sole director of the Company shall sign the accounts.',
      'Our total liability under this contract is limited to the fees paid.',
      'This licence covers two years from the start date.',
      'This Agreement covers the period from 1 April to 30 September.',
      'This contract covers the 2028 grape harvest and ends when the last load is weighed.',
      'The Resort does not guarantee any minimum number of sunny days.',
    ], false);
  });
});

describe('Safety and Security: safety gear, dangerous things carried, loads', () => {
  const safety = cuedBy(PHYSICAL_SAFETY_CUES, 'Safety and Security');
  it('reads life jackets, fire extinguishers, firearms or fireworks brought or carried, a load limit', () => {
    expectEach(safety, [
      'The Owner shall provide a life jacket for each passenger.',
      'The Tenant must keep a working fire extinguisher in the kitchen.',
      'No guest may bring fireworks or sparklers onto the island.',
      'Visitors may not carry firearms in the reserve.',
      'No volunteer shall carry more than 20 kg up the trail.',
    ], true);
  });
  it('not a ban on advertising them, nor a weight of goods', () => {
    expectEach(safety, [
      'The Broadcaster will not accept advertisements for fireworks.',
      'Each bale weighs about 100 kg.',
      'The Agency indemnifies the Hotel against claims arising from the use of force or firearms by its guards.',
    ], false);
  });
});

describe('Responsibilities: seeing to its own people', () => {
  const own = cuedBy(OWN_DUTY_CUES, 'Responsibilities');
  it('reads a party ensuring that its own people hold, wear or carry what they must', () => {
    expectEach(own, [
      'The Carrier shall ensure that its drivers hold a valid heavy goods licence.',
      'The Caterer ensures that its kitchen staff wear hair nets.',
      'The Agency must ensure that all its guards have completed the induction.',
    ], true);
  });
  it('not the other party\'s people, nor a thing ensured', () => {
    expectEach(own, [
      'The Client shall ensure that the Supplier\'s engineers have access to the plant room.',
      'The Landlord shall ensure that its boiler is serviced every year.',
    ], false);
  });
});

describe('Term & Termination: the contract made for a time', () => {
  const end = cuedBy(END_CUES, 'Term & Termination');
  it('reads a contract, licence or concession entered into, granted or concluded for a period', () => {
    expectEach(end, [
      'This Agreement is entered into for a period of five years from the Start Date.',
      'The licence is granted for 3 (three) years.',
      'The contract is concluded for a fixed term of 24 months.',
    ], true);
  });
  it('not a thing hired for a day, nor a payment made for a month', () => {
    expectEach(end, ['The van is hired for the day of the move.', 'The fee is paid for one month in advance.'], false);
  });
});

describe('Force Majeure: the events by name', () => {
  const event = cuedBy(EVENT_CUES, 'Force Majeure');
  it('reads civil unrest, riots, earthquakes, cyclones, floods, hartal and bandh, the outbreak of war', () => {
    expectEach(event, [
      'If the tour is stopped by civil unrest, the Operator shall refund the unused days.',
      'Neither party answers for a delay caused by a cyclone or a riot.',
      'A flood or a landslide on the access road suspends the Contractor\'s time for completion.',
      'Days lost to a hartal or a bandh are added to the delivery period.',
      'If an earthquake damages the hall, the festival shall be moved to another date.',
      'On the outbreak of war either party may suspend its performance.',
    ], true);
  });
  it('not the same perils insured against', () => {
    expectEach(event, [
      'The Warehouse shall insure the stock against fire, flood and riot.',
      'The Tenant shall keep the contents insured against flood damage.',
      'The Gallery lends the prints for the exhibition "Monsoon Light" in the east wing.',
      'The Hotel shall keep an evacuation plan for the guests in the event of flood or fire.',
    ], false);
  });
  it('reads "beyond" a two-word party\'s control', () => {
    expectEach(event, ['If the show is called off for any cause beyond Show Committee\'s control, the fees are refunded.'], true);
  });
});

describe('Delivery: the documents of a delivery and the risk at handover', () => {
  const delivery = cuedBy(DELIVERY_CUES, 'Delivery');
  it('reads delivery and consignment notes, bills of lading and waybills, risk from the handover or in transit', () => {
    expectEach(delivery, [
      'Each load is accompanied by a delivery note signed by the driver.',
      '(c) a clean on board bill of lading;',
      'The Seller shall send an air waybill for each shipment.',
      'From the moment of collection the Buyer bears the risk of loss of the crates.',
      'The Carrier bears the risk of damage to the paintings during transport.',
    ], true);
  });
  it('not a bill of lading a payment is made against, nor a guarantee period counted from it', () => {
    expectEach(delivery, [
      'The Buyer shall pay against presentation of the bill of lading.',
      'The guarantee period runs 12 months from the date of the bill of lading.',
      'The Buyer may ask for any missing waybills by e-mail.',
    ], false);
  });
});

describe('amounts: rate-table rows and fee changes (C9)', () => {
  const price = cuedBy(AMOUNT_CUES, 'Pricing & Taxes');
  const billing = cuedBy(AMOUNT_CUES, 'Payment Terms & Billing');
  it('a row "<what> | <amount or rate>" is a price', () => {
    expectEach(price, [
      'Standard room, per night | EUR 95.00',
      'Orders above $10,000 | 4%',
      'Hardwood pallets | 3% of invoice value',
      'Day ticket, adult | Rs. 450',
    ], true);
  });
  it('a row whose first cell is a moment of paying is an instalment: billing, no price', () => {
    const rows = ['On signing | GBP 12,000', 'Balance on delivery | $4,500', 'By 1 March 2028 | 40%', 'Second instalment | EUR 8.000,00', '30 June 2028 | CHF 15,000', 'September 1, 2027 | $2,250'];
    expectEach(price, rows, false);
    expectEach(billing, rows, true);
  });
  it('a fee changed, waived or halved is a price', () => {
    expectEach(price, [
      'During the closure the monthly fee is halved.',
      'We will waive the Franchise Fee for that month.',
      'The Club may reduce the fee by 5% for members.',
    ], true);
  });
  it('not a row without an amount, nor a fee paid', () => {
    expectEach(price, ['Opening hours | 9 am to 5 pm', 'The fee shall be paid monthly.'], false);
  });
});

describe('Insurance: "National Insurance" is a tax (h28s35c)', () => {
  it('gives no Insurance cue for National Insurance, and keeps insurance the party carries', () => {
    expect(hasCue('Insurance', 'You are responsible for paying your own income tax and National Insurance.')).toBe(false);
    expect(hasCue('Insurance', 'You must pay your own National Insurance and keep your van insured.')).toBe(true);
    expect(categoriesOfSentence('As a self-employed tutor you pay your own tax and National Insurance contributions.', undefined, false)).not.toContain('Insurance');
  });
});

describe('an inclusion lead-in\'s items read their own words (C6)', () => {
  const title = '2. The Package';
  const item = (text: string) => ({ text, kind: 'listItem' as const, sectionTitle: title });
  it('the lead-in states the extent; an item naming no subject takes none from it', () => {
    const [lead, first, second] = categoriesOf(
      { text: '2.1 Your weekend package includes:', kind: 'sentence' as const, sectionTitle: title },
      item('(a) two nights in a double room;'),
      item('(b) a guided walk on Saturday morning.'),
    );
    expect(lead).toEqual(['Scope of Work']);
    expect(first).not.toContain('Scope of Work');
    expect(second).not.toContain('Scope of Work');
  });
  it('an exclusion lead-in\'s items still take none either', () => {
    const [, first] = categoriesOf(
      { text: '2.2 The package does not include:', kind: 'sentence' as const, sectionTitle: title },
      item('(a) travel to the hotel;'),
    );
    expect(first).not.toContain('Scope of Work');
  });
});

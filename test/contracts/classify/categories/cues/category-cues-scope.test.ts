/**
 * Scope of Work said without its word: the cues of category-cues-scope.ts, from the tests of the rounds that wrote them
 * (rounds 2, 3, 4, 5, 6, 7, 8, 9, 10; regrouped by category by h28cues, issue 18: same sentences, same assertions).
 * `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences
 * written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryEvidence } from '../../../../../src/contracts/classify/categories/categories.js';
import { DEAL_OBJECT_STRONG_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-deal-object.js';
import { SCOPE_CUES, SCOPE_STRONG_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(SCOPE_CUES, category);

// Round 2 (h22cat).
describe('Scope of Work: the contract\'s purpose, what it does not cover, exclusivity, use or pay', () => {
  it('said of the contract itself', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The purpose of this Agreement is the maintenance of the fountains in the park.',
      'The object of this contract is the supply of school meals.',
      'Repairs to the roof are not covered by this Agreement.',
      'Any redesign of the website is outside the scope of this Contract.',
      'During the season the Chef will not work for any other restaurant or caterer in the town.',
      'The Club undertakes to use or pay for every court slot it books.',
    ], true);
  });

  it('a purpose of a use, a disclosure to others: no Scope of Work cue from these forms', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The purpose of the deposit is to secure the Tenant\'s obligations.',
      'The Recipient will not disclose the plans to any other person.',
    ], false);
  });
});

// Round 3 (h24rec).
describe('Scope of Work: included, excluded, not part of the subject of the contract', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['Swimming lessons are not included and are booked separately.',
      'Garden waste collection is included, but bulky items are not.',
      'The resurfacing of the car park is excluded from the Works.',
      'The design of the foundations is not part of the subject of this Contract.',
      'The Housekeeper is not expected to do the ironing.',
    ], true);
  });
  it('not what a price, a tax, cover or a warranty leaves out', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['VAT is not included and will be added to each invoice.',
      'Accidental damage is excluded from the cover under this policy.',
      'Wear parts are not included and the warranty does not extend to them.',
    ], false);
  });
});

// Round 4 (h24cat4).
describe('Scope of Work: a minimum order, a contract volume, an exclusive right to sell', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The Retailer must order a minimum of 200 cases in each season.',
      'The annual contract quantity is 4,000 tonnes.',
      'The Distributor has the exclusive right to distribute the wines in Norway.',
      'The Designer agrees not to sell the pattern to any other retailer.',
    ], true);
  });
});

// Round 5 (h25cat5).
describe('Scope of Work: an exclusive right to the work, a share bought, what the management includes, a sale agreed', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Scope of Work'), [
      'The Caterer will have the exclusive right to cater at the venue during the show.',
      'The Cafe agrees to buy from the Dairy at least 70% of the milk it needs.',
      'The Hotel shall buy all of its requirements for bread from the Bakery.',
      'The management includes the running of the bar and the cleaning of the rooms.',
      'The Farmer agrees to sell and the Co-op agrees to buy the whole of the 2027 wheat crop.',
      'The Breeder is not to sell any of the fleeces to another buyer during the season.',
    ], true);
    expect(round('Scope of Work')('The Buyer has the exclusive right to terminate.')).toBe(false);
  });
});

// Round 6 (h25cat6).
describe('Scope of Work: minimum volumes, exclusions, a radius of non-competition', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The Locum agrees to work not fewer than ten sessions a month.',
      'The Brewery shall buy at least 500 tonnes of barley each harvest.',
      'The Services do not include the painting of the hall.',
      'For a year after leaving, the Physiotherapist shall not practise within five miles of the Clinic.',
    ], true);
    // A sale and a purchase agreed in one sentence: category-cues-deal-object.ts' since h51cat.
    expect(cuedBy(DEAL_OBJECT_STRONG_CUES, 'Scope of Work')('The Estate undertakes to sell and the Mill undertakes to purchase the whole clip.')).toBe(true);
  });
  it('not a period of notice', () => {
    expect(round('Scope of Work')('The Agent shall give at least thirty days\' notice of any change.')).toBe(false);
  });
});

// Round 7 (h26cat7).
describe('Scope of Work: what the engagement takes in and leaves out', () => {
  it('reads them', () => {
    expectEach(round('Scope of Work'), ['The Owner entrusts to the Manager the running of the marina and its fuel berth.',
      'Catering and bar sales are not included in the services.',
      'The Port shall not grant to any other operator the right to run a water taxi from the quay.',
      'The Mill is not obliged to supply any flour beyond that tonnage.',
      'The Dairy may take up to 12 additional heifers on the same terms.',
    ], true);
  });
  it('not a price left out, nor a minimum volume taken', () => {
    // Round 7's cue alone (the work entrusted, what is not included): rounds 6 and 8 read a minimum volume taken.
    const roundSeven = cuedBy(SCOPE_CUES.filter(([re]) => re.source.includes('entrusts?')), 'Scope of Work');
    expectEach(roundSeven, ['Delivery is not included in the price.',
      'The Dairy shall take at least 12 heifers.',
    ], false);
  });
});

describe('Scope of Work: round 7\'s strong cue', () => {
  it('no one else granted the right names its subject outright', () => {
    const strength = (text: string, category: string) => categoryEvidence(text, undefined).find((e) => e.category === category)?.cue;
    expect([
      strength('The Port shall not grant to any other operator the right to run a water taxi from the quay.', 'Scope of Work'),
      strength('The Dairy may take up to 12 additional heifers on the same terms.', 'Scope of Work'),
    ]).toEqual(['strong', true]);
  });
});

// Round 8 (h26cat8).
describe('Scope of Work: no other trader or agent, a minimum bought, what a membership includes', () => {
  it('reads them', () => {
    expectEach(round('Scope of Work'), ['The Port will not permit any other operator to run boat trips from the quay.',
      'The Owner shall not sell the boat through any other broker during the listing.',
      'The Retailer undertakes to buy not less than 500 cases a year.',
      'The Buyer shall order from the Mill at least 40 tonnes each quarter.',
      'Each gold membership includes ten hours of coaching a month.',
    ], true);
  });
  it('not an option to buy "all but not less than all", nor a business continuity plan', () => {
    expectEach(round('Scope of Work'), ['The Lessee has the option to purchase all but not less than all of the Equipment.',
      'The disaster recovery plan includes a second data centre.',
    ], false);
  });
});

// Round 9 (h27cat9).
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
    const seven = cuedBy(SCOPE_CUES, 'Scope of Work');
    expect(seven('Ironing is not included in the standard service.')).toBe(true);
    expect(seven('Parking is not included in the price of the room.')).toBe(false);
  });
});

// Round 10 (h27cat10).
describe('Scope of Work: what is outside the contract\'s subject (round 2\'s sense, now strong; civil-law words)', () => {
  const scope = cuedBy(SCOPE_STRONG_CUES, 'Scope of Work');
  it('reads them', () => {
    expectEach(scope, [
      'Packaging design and printing are outside the subject of this contract.',
      'Timber felled outside the marked stands is not subject to this contract.',
      'Road haulage is outside the object of this agreement.',
    ], true);
  });
  it('not what is subject to the contract, nor a person outside it', () => {
    expectEach(scope, [
      'Every delivery is subject to this contract.',
      'The Agent shall not act outside the territory.',
    ], false);
  });
  it('round 2\'s words still read: "Roof repairs are not covered by this Agreement"', () => {
    expect(categoriesOf('Roof repairs are not covered by this Agreement.', undefined, false)).toContain('Scope of Work');
    expect(categoriesOf('Equipment not listed in Schedule 2 is outside the scope of this Contract.', undefined, false)).toContain('Scope of Work');
  });
});

// h63cat (issue 18): a bar on dealing with anyone else, bounded by the contract's term or territory.
describe('Scope of Work: no dealing with anyone else during the term or in the territory (h63cat)', () => {
  const strong = (text: string) => categoryEvidence(text, undefined).find((e) => e.category === 'Scope of Work')?.cue;
  it('names its subject outright, whoever the other is', () => {
    expectEach(strong, [
      'The Printer undertakes not to print any third party\'s magazine during the term.',
      'The Owner shall not let the cottage through any other agency while this agreement lasts.',
      'The Bakery will not supply bread to any other café in the Territory.',
      'During the Term, the Club shall not engage any other caterer for its home matches.',
      'The Studio must not hire the rehearsal room to anyone else during the Booked Hours.',
    ], 'strong');
  });
  it('not a bar with no term or territory, nor another use, sub-contractor or way', () => {
    expectEach((t: string) => strong(t) === 'strong', [
      'The Foundation will not sell your data to any third party.',
      'The Tenant must not let anyone else drive the van.',
      'During the Term the Provider shall not appoint any other subcontractor without consent.',
      'The Licensee shall not use the Marks for any other purpose during the term.',
      'The Grower may not sell the chicks for any other purpose during the term.',
    ], false);
  });
});

// h68cat: what the work takes in, said of it as the subject (strong).
describe('Scope of Work: what the work takes in, said of the work as the subject (h68cat)', () => {
  const strong = cuedBy(SCOPE_STRONG_CUES, 'Scope of Work');
  it('the services, the operation, a membership, a visit, a lease include, comprise or cover', () => {
    expectEach(strong, [
      'The operation includes the supervision of the parked cars and the emptying of the ticket machines.',
      'Each membership includes ten hours of studio time a month.',
      'Our standard visit covers one boiler, a flue gas test and a written service record.',
      '2.1 The Works comprise the excavation, the drainage and the laying of the new pitch.',
      'This lease covers the lower field only.',
      'The maintenance consists of a monthly inspection of the lifts.',
    ], true);
    expect(categoriesOf('The operation includes the supervision of the parked cars and the emptying of the ticket machines.', undefined, false)).toContain('Scope of Work');
  });
  it('not a price or fee, a cover as a noun, a period covered, nor a work word that is not the subject', () => {
    expectEach(strong, [
      'The package price includes VAT at the standard rate.',
      'The Services Fee includes all travel costs.',
      'Your debt service cover must be at least 1.25 times interest.',
      'This engagement covers the period from 1 January to 31 December.',
      'The Contractor shall carry out the Works, which include the drainage.',
      'The insurance covers the Works against fire.',
    ], false);
  });
});

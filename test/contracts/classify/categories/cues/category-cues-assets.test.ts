/**
 * Asset Use said without its word: the cues of category-cues-assets.ts (and round 2's of category-cues-lent-goods.ts),
 * from the tests of the rounds that wrote them (rounds 2, 3, 4, 5, 6, 7, 8, 9, 10; regrouped by category by h28cues,
 * issue 18: same sentences, same assertions). `round` reads the file's own cue list, without the sense; `cued` the
 * whole cue reading of categories.ts. Sentences written for these tests, not taken from a labelled set or the real
 * response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryEvidence } from '../../../../../src/contracts/classify/categories/categories.js';
import { ASSET_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { categoriesOf as documentCategories } from '../../helpers.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(ASSET_CUES, category);

// Round 2 (h22cat).
describe('Asset Use: goods lent or hired, places given over for a while', () => {
  it('lending, the hired thing used or returned, its condition, its possession, land entered with machinery, rooms used', () => {
    expectEach((t) => cued(t, 'Asset Use'), [
      'The Museum will lend the two bronze figures described in the Annex to the Gallery.',
      'The Gallery must not lend any object on to a third party.',
      'The Caterer shall use the hired crockery only at the Venue.',
      'The Client shall return all hired scaffolding within five days of completion.',
      'The Hirer shall return the trailer to the depot by noon.',
      'The Tenant will give the cottage back in the condition in which it was let.',
      'The Club is responsible for any trolley stolen or damaged while it is in the Club\'s custody.',
      'The Contractor may enter the Farmer\'s paddocks with its harvesters after 7 a.m.',
      'The Shearer must not leave any vehicle parked on the farm overnight.',
      'Each choir may use one changing room during the rehearsal.',
      'The Society may book the hall for two evenings a month.',
      'The Harbour grants the Owner a licence to moor the yacht at Pontoon C.',
      'The School will provide a storage room for the coach\'s equipment.',
      'The Trader must not make any alteration to the stall without the Council\'s consent.',
      'The Angler shall leave the mooring and return the pontoon berth clear at the end of the season.',
    ], true);
  });

  it('money lent, information returned, a person hired, fair wear named alone: no Asset Use cue from these acts', () => {
    expectEach((t) => cued(t, 'Asset Use'), ['The Bank will lend the Facility to the Borrower in two tranches.',
      'The Lender may lend any sums to the Borrower at its discretion.',
      'The Recipient shall return all Confidential Information on request.',
      'The Tenant is not liable for fair wear and tear.',
      'The Agency will collect the rent from the tenants each month.',
    ], false);
  });

  it('end to end: a hired thing\'s use and a licence to moor are Asset Use; the cue alone does not carry a sentence the model reads otherwise', () => {
    expect(documentCategories(
      'The Caterer shall use the hired crockery only at the Venue.',
      'The Harbour grants the Owner a licence to moor the yacht at Pontoon C.',
      'The Contractor may enter the Farmer\'s paddocks with its harvesters after 7 a.m.',
    ).map((c) => c.includes('Asset Use'))).toEqual([true, true, false]);
  });
});

// Round 3 (h24rec).
describe('Asset Use: a vehicle driven, a station provided, the use of a thing', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Asset Use'), ['The Au Pair may drive the children to school in the family van.',
      'The Salon will provide the Stylist with a chair and a mirror station.',
      'The rent includes use of the kitchen and the laundry.',
      'The Club may stop members using the pool while fees are unpaid.',
    ], true);
  });
});

// Round 4 (h24cat4).
describe('Asset Use: a hired thing cared for, a shared thing booked', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Asset Use'), ['The Hirer must keep the boat away from rocks and moorings.',
      'You must not put cups, bags or anything else on the harp.',
      'The Borrower is responsible for any damage to the trailer while it is in the Borrower\'s care.',
      'The Renter shall refuel the van before returning it.',
      'A member may book the minibus through the club office.',
    ], true);
  });
});

// Round 5 (h25cat5).
describe('Asset Use: a place given, the other party\'s thing kept, handed back, used, operated, repaired', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Asset Use'), [
      'We will allocate each stallholder one stall in the covered market.',
      'The Organiser may move your stand to another hall.',
      'You must not sublet or share your berth with another boat owner.',
      'The Tenant shall keep the Cottage and its contents in good repair.',
      'At the end of the season the Warden must hand back the boathouse keys.',
      'The Club may not grant the use of the pavilion to any other club.',
      'The Contractor will operate the Council\'s heating system during the winter.',
      'The Haulier must repair any damage to the walls and gates caused by its vans.',
      'The Trust remains responsible for the structural maintenance of the chapel.',
    ], true);
  });
  it('not one\'s own things kept, nor a deposit given back', () => {
    const asset = round('Asset Use');
    expectEach(asset, ['The Contractor shall keep its vehicles in good repair.',
      'We will give back the deposit within ten days.',
      'The parties will share the cost of the survey.',
    ], false);
  });
});

describe('Asset Use: the round\'s words where they mean something else (hrev17)', () => {
  it('giving back to the community, the use of a name, a mark or data granted: no Asset Use', () => {
    expect(round('Asset Use')('The Supplier is committed to give back to the local community through volunteering.')).toBe(false);
    expect(round('Asset Use')('The Licensor grants the use of its trade marks to the Licensee.')).toBe(false);
    expect(round('Asset Use')('The Customer may allow the use of its name in the Supplier\'s marketing.')).toBe(false);
    expect(round('Asset Use')('The Club may not grant the use of the pavilion to any other club.')).toBe(true);
    expect(round('Asset Use')('The Tenant must hand back the keys to the Owner.')).toBe(true);
  });
});

// Round 6 (h25cat6).
describe('Asset Use: a sporting right let, rooms furnished, the other party\'s goods kept apart', () => {
  it('reads them', () => {
    const asset = round('Asset Use');
    expectEach(asset, ['The Estate lets to the Syndicate the right of shooting over the north moor.',
      'The Hotel shall provide the Chef with a room in the staff house.',
      'The Miller shall keep the Farmer\'s wheat separate from all other grain.',
      'The Dyer shall not use the yarn for any other customer.',
    ], true);
  });
  it('not information, data or software kept to its purpose (review hrev18)', () => {
    expectEach(round('Asset Use'), ['The Recipient shall not use the Information for any other purpose than the Project.',
      'The Processor shall not use the Data for any other customer.',
      'The Printer shall not use the plates for any other purpose.',
    ], false);
  });
  it('names a sporting right let and goods kept apart outright (strong cues), as a child never left alone', () => {
    const strong = (text: string) => categoryEvidence(text, undefined).filter((e) => e.cue === 'strong').map((e) => e.category);
    expect(strong('The Estate lets to the Syndicate the right of shooting over the north moor.')).toEqual(['Asset Use']);
    expect(strong('The Miller shall keep the Farmer\'s wheat separate from all other grain.')).toEqual(['Asset Use']);
    expect(strong('No coach will be left alone with a child in the changing area.')).toEqual(['Safety and Security']);
    expect(categoriesOf('The Estate lets to the Syndicate the right of shooting over the north moor.', undefined, false)).toContain('Asset Use');
  });
  it('not the right to use a name, nor goods kept in stock', () => {
    const asset = round('Asset Use');
    expectEach(asset, ['The Band grants the Promoter the right to use its name on the posters.',
      'The Seller shall keep enough spare parts in stock.',
    ], false);
  });
});

// Round 7 (h26cat7).
describe('Asset Use: a place used, keys and containers returned, alterations', () => {
  it('reads them', () => {
    expectEach(round('Asset Use'), ['The Caterer may use the school kitchen on weekdays.',
      'The Band can use, free of charge, the changing rooms behind the stage.',
      'The Hirer must return the keys to the parish office by noon.',
      'The Pub shall return the empty kegs to the Brewery each week.',
      'The Tenant must not make alterations to the studio without consent.',
    ], true);
  });
  it('not a key put back in a key safe, nor things used in the work', () => {
    // Round 7's cue alone (the one that returns kegs): round 9's use kept to a purpose reads "use the files only for".
    const roundSeven = cuedBy(ASSET_CUES.filter(([re]) => re.source.includes('kegs?')), 'Asset Use');
    expectEach(roundSeven, ['The carer shall lock the door and return the key to the key safe.',
      'The Printer may use the files only for this job.',
    ], false);
  });
});

// Round 8 (h26cat8).
describe('Asset Use: a plot, rooms and desks used, machines placed and removed', () => {
  it('reads them', () => {
    expectEach(round('Asset Use'), ['The Tenant may grow only vegetables on the plot.',
      'You must keep your allotment plot tidy.',
      'The Member may use the shared desks and lounges on weekdays.',
      'The Trust grants the Operator the right to place coffee machines at the sites in Annex A.',
      'The Operator will not place any kiosk in a ward.',
      'Within ten days after expiry the Vendor shall remove its kiosks from the station.',
    ], true);
  });
  it('round 7\'s keys returned read "your" and "its" keys too, not a key put back in a key safe', () => {
    const returned = cuedBy(ASSET_CUES, 'Asset Use');
    expect([
      '(d) return your gate key to the warden;',
      'The Caterer shall return its spare keys on the last day.',
      'The Carer shall return the key to the key safe after each visit.',
    ].map(returned)).toEqual([true, true, false]);
  });
  it('not a plot survey, nor a plan of the plot', () => {
    expectEach(round('Asset Use'), ['If the plot survey shows losses, the Planter shall replant at its own cost.',
      'The Seller shall deliver the plot plan with the deed.',
    ], false);
  });
});

// Round 9 (h27cat9).
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

// Round 10 (h27cat10).
describe('Asset Use: a hired thing used, sailed or driven only for a use or within an area', () => {
  const assetUse = cuedBy(ASSET_CUES, 'Asset Use');
  it('reads them', () => {
    expectEach(assetUse, [
      'The Hirer must use the van only for deliveries within the county.',
      'Members may fly the club glider only within the airspace shown on the map.',
      'The Lessee shall operate the Crane solely on the construction site.',
      'You may drive the tractor only on the farm tracks.',
    ], true);
  });
  it('not information, names, marks, software, a loan or a grant used only for a purpose', () => {
    expectEach(assetUse, [
      'The Recipient shall use the Confidential Information only for the Purpose.',
      'We will use your contact details only to send you reminders.',
      'The Distributor may use the Supplier\'s trade marks only to promote the Products.',
      'The Borrower must use the loan only to buy the vessel.',
      'The Charity must use the grant only for the Project.',
      'The Licensee may use the Software solely for its internal business.',
    ], false);
  });
});

/**
 * Asset Use for what a hirer, a tenant or a member may not do with the thing let to it (category-cues-barred-uses.ts),
 * and a written consent's Communication beside the act's category (categories.ts, C2) — issue 18, h78cat. Sentences
 * written for these tests, not taken from a labelled set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BARRED_USE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-barred-uses.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { categoriesOf } from '../helpers.js';

/** Whether a cue of category-cues-barred-uses.ts reads the sentence. */
const cued = cuedBy(BARRED_USE_STRONG_CUES, 'Asset Use');
/** The categories of one sentence read alone. */
const one = (text: string): string[] => categoriesOf(text)[0];

describe('barred uses: the let thing left or kept clean, tidy, locked or secure', () => {
  it('reads the cabin, the stall, the boat, the allotment plot and the hired scaffold', () => {
    expectEach(cued, [
      'The Guest must leave the cabin clean and locked when checking out.',
      'The Trader shall keep the stall tidy during market hours.',
      'You must leave the boat clean, with the fuel tank full.',
      'The Allotment Holder must leave the plot clear of weeds at the end of the season.',
      'The Hirer shall keep the equipment secure at all times during the hire period.',
      'The Tenant must leave the Premises broom clean on the last day.',
    ], true);
  });
  it("not one's own work areas, the works' site, records or a thing not let", () => {
    expectEach(cued, [
      'The Contractor shall keep its work areas clean and tidy.',
      'The Contractor shall keep the Site clean and free of debris.',
      'The Subcontractor shall leave the construction site tidy at the end of each day.',
      'The Agent shall keep the records secure for six years.',
      'The Supplier shall keep the Goods clean and dry until delivery.',
      'The Employer must keep the passwords secure.',
    ], false);
  });
});

describe('barred uses: the thing taken or moved out of an area', () => {
  it('reads a boat, a car, goods and a pronoun taken or moved out, barred', () => {
    expectEach(cued, [
      'You must not take the boat outside the harbour limits.',
      'The Hirer shall not drive the Vehicle outside the United Kingdom.',
      'The Customer must not move the Equipment out of the Site without the Owner\'s written consent.',
      'The Borrower shall keep the Painting at the Gallery and not remove it off the premises.',
      'The Machines must not be taken abroad.',
    ], true);
  });
  it('not papers or information, not an act, not an unbarred trip', () => {
    expectEach(cued, [
      'The Employee must not take any Confidential Information off the premises.',
      'The Agent shall not take any action outside the scope of its authority.',
      'The Consultant must not remove any documents out of the office.',
      'You must attend the briefing before you take the boat out of the marina.',
      'The Distributor shall not take orders outside the Territory.',
    ], false);
  });
});

describe('barred uses: others let use, drive or move the thing', () => {
  it('reads anyone else, another club, a third party', () => {
    expectEach(cued, [
      'The Hirer must not allow anyone else to drive the van.',
      'The Club shall not permit any other club to use the pitches.',
      'You must ride the bike yourself and not let anyone else ride it.',
      'The Lessee may not allow a third party to operate the crane.',
    ], true);
  });
  it("not one's employees, not information, software, an account or hours of a plan", () => {
    expectEach(cued, [
      'The Operator will not permit any employee to operate the lift while impaired.',
      'The Recipient shall not allow any third party to use the Confidential Information.',
      'You must not allow anyone else to use your account.',
      'You may not let anyone else use your studio hours.',
      'The Licensee shall not permit any third party to use the Software.',
    ], false);
  });
});

describe('barred uses: things stored, kept or parked in the thing let', () => {
  it('reads a unit, a berth, a plot, a tank and a hall', () => {
    expectEach(cued, [
      'You must not store any furniture or stock in the Unit.',
      'The Member must not keep a second boat at the berth.',
      'The Holder must not keep poultry on the plot.',
      'The Customer shall not store in the tanks any liquid other than diesel.',
      'The Hirer must not leave any equipment in the hall overnight.',
    ], true);
  });
  it("not data on a device, not hazardous things (safety), not things left on the works' site, not a lead-in's list of things", () => {
    expectEach(cued, [
      'Staff must not keep any personal data on the laptops.',
      'You must not store any fuel or gas cylinders in the Unit.',
      'The Contractor must not leave tools on the Site overnight.',
      'You must not store any of the following in the Unit:',
      'The Supplier must not store the Goods in a damp place.',
    ], false);
  });
});

describe('barred uses: lent, pledged or otherwise used or dealt with; any of our cars', () => {
  it('reads goods held for their owner and a provider\'s cars or bikes', () => {
    expectEach(cued, [
      'The Warehouse does not lend, pledge or otherwise use the grain.',
      'The Keeper may not sell, mortgage or otherwise deal with the horses.',
      'You must not drive any of our cars without a valid licence.',
      'Members may use any of the club\'s boats during opening hours.',
    ], true);
  });
  it('not the lease, the contract, rights or shares dealt with; not any of the staff', () => {
    expectEach(cued, [
      'The Tenant may not assign, mortgage or otherwise deal with the Lease.',
      'The Borrower shall not pledge or otherwise deal with the shares.',
      'The Company may not charge or otherwise deal with this Agreement.',
      'You may contact any of our staff during opening hours.',
    ], false);
  });
  it('is linear-safe and reads no text without its literal words (fast-check)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ,.]{0,200}$/), (s) => {
        const t = s.replace(/\b(?:not|leave|leaves|keep|keeps|allow|allows|let|lets|permit|permits|lend|lends|pledge|pledges|mortgage|mortgages|drive|drives|ride|rides|use|uses|sail|sails|take|takes|book|books)\b/g, 'x');
        expect(cued(t)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('categories: a barred use beside a written consent (C2)', () => {
  it('is Asset Use and Communication', () => {
    expect(one("The Hirer must not take the trailer outside England without the Owner's prior written consent.")).toEqual(['Asset Use', 'Communication']);
    expect(one("The Tenant must not make any alterations to the Premises without the Landlord's written approval.")).toEqual(['Asset Use', 'Communication']);
  });
  it('the same acts without a consent take no Communication', () => {
    expect(one('The Hirer must not take the trailer outside England.')).toEqual(['Asset Use']);
    expect(one('The Tenant must not make any alterations to the Premises.')).toEqual(['Asset Use']);
  });
  it('the items of a lead-in that bars things stored are read from their own words', () => {
    const got = categoriesOf('3.1 You must not store any of the following in the Unit:', '(a) tyres or car parts;', '(b) anything that smells.');
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false, false]);
  });
});

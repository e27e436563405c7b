/**
 * Asset Use for a let, hired or lent thing kept in good order or repair (category-cues-kept-in-order.ts, issue 18,
 * h63asset); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { KEPT_IN_ORDER_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-kept-in-order.js';
import { cuedBy } from '../cue-tables.js';
import { categoriesOf } from '../helpers.js';

/** Whether the cue of category-cues-kept-in-order.ts reads the sentence. */
const cued = cuedBy(KEPT_IN_ORDER_STRONG_CUES, 'Asset Use');

describe('categories: a let or hired thing kept in good order or repair (Asset Use)', () => {
  it('by the tenant, the hirer or the owner who let it', () => {
    const got = categoriesOf(
      'The Tenant must keep the interior of the Shop, its shelving and the shop fittings in good repair.',
      'The Lessor shall maintain the goods lift and the loading bay doors in working order.',
      'We will lend you two weighing scales and keep the scales in good working order during the season.',
      'The Charterer shall keep the barge seaworthy and return it with full tanks.',
      'The Grazier must keep the water troughs and the cattle yards in good order and condition.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([true, true, true, true, true]);
  });
});

describe('categories: other things kept (no Asset Use from this cue)', () => {
  it("one's own tools, safety gear, records, a safe site, a road fit for a use, \"in order to\"", () => {
    const sentences = [
      'The Contractor shall keep its vans and ladders in good repair.',
      'The Operator shall keep the first-aid kit and the fire extinguishers in working order.',
      'The Agent shall keep the records of every sale in good order for six years.',
      'The Contractor shall keep the site in a safe condition at all times.',
      'The Owner shall maintain the access road in a condition fit for heavy vehicles.',
      'The Clinic keeps the patient file for ten years in order to meet its legal duties.',
      // A provider's maintenance work, and a pronoun that may stand for one's own things.
      'The Supplier shall maintain the photocopiers in good working order.',
      'The tenant owns its shelving and must keep it in good repair.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it("a provider keeping the other party's things in order still reads", () => {
    expect(cued("The Contractor must keep the Council's mowers in good working order.")).toBe(true);
  });
});

describe('categories: things kept in order that are no asset let (review hrev54)', () => {
  it('papers, a fund, software or systems, one\'s own workplace or equipment, a seller\'s goods before handover', () => {
    const sentences = [
      'The Client shall keep the documents in good order and condition.',
      'The parties shall keep the minutes in proper order.',
      'The Trustee shall keep the trust fund in good order.',
      'The Manager shall keep the portfolio in good order.',
      'The Processor shall maintain the systems in good working order and apply security patches.',
      'The Licensor will maintain the Platform in good working order and fix reported defects.',
      'The Employer shall keep the workplace in a good state of repair.',
      'The Customer shall maintain the Equipment, which it owns, in good working order.',
      'The Seller must keep the vehicle in good running order until it is collected by the Buyer.',
      'The Company shall keep the data in good order.',
      'The Company shall keep the Confidential Information in good order.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false, false, false, false, false, false, false]);
  });

  it('the near misses still read: a let building\'s systems, a hired generator, the premises at its own cost', () => {
    const sentences = [
      'The Lessor shall maintain the lift and the building management system in working order.',
      'The Hirer shall keep the generator in good working order.',
      'The Tenant shall keep the Premises in good repair at its own cost.',
      "The Seller shall keep the Buyer's moulds in good condition while they are at its works.",
    ];
    expect(sentences.map(cued)).toEqual([true, true, true, true]);
    expect(categoriesOf(sentences[1])[0]).toContain('Asset Use');
  });
});

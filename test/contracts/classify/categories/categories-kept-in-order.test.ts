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

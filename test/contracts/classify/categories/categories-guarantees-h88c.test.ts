/**
 * Warranties said as a guarantee (category-cues-warranties.ts, issue 18, h88c): a guarantee of one's work whose object
 * holds a relative clause, what the guarantee does not affect, a result given no guarantee, and a heading naming the
 * work guaranteed. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { WARRANTY_CUES, WARRANTY_TITLE } from '../../../../src/contracts/classify/categories/cues/category-cues-warranties.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';

const warranted = cuedBy(WARRANTY_CUES, 'Warranties');
const SHOP = { preamble: 'These repair terms are made between FixIt Ltd ("we") and the customer ("you").' };

describe('categories: guarantees of one own work (Warranties, h88c)', () => {
  it('the work guaranteed with a relative clause, the guarantee that does not affect, no guarantee of a result', () => {
    expectEach(warranted, [
      'We guarantee the screens we replace and the labour for six months from collection.',
      'We guarantee the batteries we fit for 12 months.',
      'This guarantee does not affect your statutory rights.',
      'Cleaning of a flooded laptop | Rs 2,000, with no guarantee of success',
    ], true);
  });

  it('a surety for obligations or payments, no guarantee of payment, are not read so', () => {
    expectEach(warranted, [
      'The Guarantor guarantees the obligations of the Tenant under this lease for five years.',
      'The Parent guarantees the payments of its subsidiary under this agreement for three years.',
      'The Bank gives no guarantee of payment of any cheque.',
    ], false);
  });

  it('a heading naming the work or the part guaranteed is a warranty heading; a group guarantee is not', () => {
    expect(['Our repair guarantee', 'Replacement Guarantee', 'Parts and labour guarantee', '7. Installation guarantee'].filter((t) => !WARRANTY_TITLE.test(t))).toEqual([]);
    expect(['Your group guarantee', '5. Minimum Guarantee', 'Bank guarantee'].filter((t) => WARRANTY_TITLE.test(t))).toEqual([]);
  });

  it('gives the clauses their Warranties', () => {
    expectCategories([
      ['We guarantee the screens we replace and the labour for six months from collection.', ['Warranties'], SHOP],
      ['This guarantee does not affect your statutory rights.', ['Warranties'], SHOP],
      ['If the fault comes back, bring the device to the shop.', ['Warranties'], { ...SHOP, title: 'Our repair guarantee' }],
    ]);
  });
});

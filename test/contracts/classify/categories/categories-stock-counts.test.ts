/**
 * Audits for stock counted (category-cues-stock-counts.ts, issue 18, h51cat); sentences written for these tests, not
 * taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { STOCK_COUNT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-stock-counts.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-stock-counts.ts reads the sentence. */
const cued = cuedBy(STOCK_COUNT_STRONG_CUES);

describe('categories: stock counted (Audits)', () => {
  it('a stocktake, a cycle count, a stock count, the stock counted', () => {
    const got = categoriesOf(
      'The Warehouse shall carry out a full stocktake of the Client\'s tyres every March.',
      'The Operator will perform a monthly cycle count of the spare parts in each depot.',
      'The Depositary shall hold an annual stock count and send its results to the Bank.',
      '(d) to let the Supplier\'s staff count the stock in the Retailer\'s shop twice a year;',
    );
    expect(got.map((c) => c.includes('Audits'))).toEqual([true, true, true, true]);
  });
});

describe('categories: "count" of another subject (no Audits from this cue)', () => {
  it('counts towards a minimum, a head count, a stock that counts as delivered', () => {
    const sentences = [
      'Each session you attend counts towards the minimum of twenty sessions.',
      'The Stock counts as delivered once it is unloaded at the Buyer\'s store.',
      'The Agency shall give us a head count of the guests two days before the event.',
      'Only goods of the Buyer\'s own brand count towards the target.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false]);
  });
});

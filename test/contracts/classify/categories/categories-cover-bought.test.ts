/**
 * Cover bought for goods carried or held, named by its kind ("extended cover", "goods-in-transit cover"), is Insurance
 * (issue 18, h40s46; category-cues-insurance.ts), with sentences written for these tests (none of the set's). Not staff
 * covering a shift, nor a cover letter.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const has = (text: string) => categoriesOf(text)[0].includes('Insurance');

describe('cover bought, named by its kind', () => {
  it('is Insurance', () => {
    expect(has('Our liability for a lost crate is limited to £100 unless you buy extended cover for it.')).toBe(true);
    expect(has('Goods-in-transit cover of up to £5,000 per load is available for a fee.')).toBe(true);
  });
});

describe('near misses', () => {
  it('staff covering, and a cover letter, are no Insurance', () => {
    expect(has('The Agency shall provide extra cover staff during the holidays.')).toBe(false);
    expect(has('The Supplier shall provide additional cover on weekends.')).toBe(false);
    expect(has('The Contractor shall send a cover letter with each invoice.')).toBe(false);
  });
});

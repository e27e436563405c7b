/**
 * Title that stays with the giver until an event and then passes to the other party is the goods' transfer: Delivery
 * (issue 18, h65c53; category-cues-delivery.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf, PREAMBLE } from '../helpers.js';

const one = (text: string): string[] => categoriesOf(PREAMBLE, text)[1];

describe('title kept until an event, then passing (h65c53)', () => {
  it.each([
    'Title to the Goods remains with the Seller until payment in full, and passes to the Buyer when the last instalment is paid.',
    'Title to the Consigned Goods remains with the Owner until Sale, and passes to the Dealer only upon Sale.',
  ])('%s', (text) => {
    expect(cueOf('Delivery', text)).toBeTruthy();
    expect(one(text)).toContain('Delivery');
  });
  it('title that only remains with its owner passes nothing', () => {
    expect(cueOf('Delivery', 'Title to the Equipment remains with the Owner at all times.')).toBeFalsy();
    expect(one('Title to the Equipment remains with the Owner at all times.')).toEqual(['Asset Use']);
  });
});

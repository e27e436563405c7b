/**
 * C74 (docs/contract-labels.md; issue 18, h56conv): risk in goods passing from one party to the other is
 * their transfer, Delivery (the Delivery row: "how and when deliverables are transferred"), with "risk of accidental
 * loss" and "pass from the Seller to the Buyer" written out too. Not risk in data, nor risk a party bears with no
 * passing (split in the sets: no convention). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Seller") and Birch Ltd ("Buyer").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('C74: risk in goods passing is Delivery (h56conv)', () => {
  it.each([
    'The risk of accidental loss passes to the Buyer upon acceptance.',
    'Title and risk in the Goods pass to the Buyer on delivery.',
    'Risk of loss in the pallets shall pass from the Seller to the Buyer when they are unloaded.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Delivery']);
  });
  it.each([
    'The risk of loss of data passes to the Buyer when it leaves our systems.',
    'Title to the software shall pass from the Seller to the Buyer on payment.',
  ])('near miss, no goods handed over: %s', (text) => {
    expect(categoriesOf(text)).not.toContain('Delivery');
  });
});

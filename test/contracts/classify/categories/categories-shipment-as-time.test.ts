/**
 * Shipment named only as a time or as what a commission is counted on (categories.ts' Delivery cue, issue 18, h56cat):
 * no Delivery from "until shipment", "before it is shipped", "the goods shipped"; shipping the goods itself still is.
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: shipment as a time or a measure (no Delivery)', () => {
  it('until shipment, before it is shipped, the goods shipped', () => {
    const got = categoriesOf(
      'The Grower shall keep the harvested melons in a shaded store until shipment.',
      'The Workshop will clean each instrument before it is shipped back to the owner.',
      'The Principal shall pay the Agent a commission of 4% on the invoiced value of the goods shipped.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([false, false, false]);
  });
});

describe('categories: shipping as the act (Delivery kept)', () => {
  it('ships each order, shipped by sea, each shipment made', () => {
    const got = categoriesOf(
      'The Seller shall ship each order to the Buyer\'s warehouse in Rotterdam within ten days.',
      'All Products shall be shipped by sea in refrigerated containers at the Seller\'s cost.',
      'The Exporter shall make each shipment from Durban on the first vessel available.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([true, true, true]);
  });
});

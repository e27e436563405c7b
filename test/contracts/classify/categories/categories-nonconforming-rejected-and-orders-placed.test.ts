/**
 * Issue 18, h76cat (the held-out sets' weakest categories, part 11): a product rejected for not meeting its
 * specification or acceptance test is Deliverables (the product judged, category-cues-nonconforming-rejected.ts), and
 * an order placed, sent, confirmed or rejected is no Delivery when the sentence names no transfer of the goods,
 * under an "Orders and Delivery" heading too (category-cues-orders-placed.ts, an evidence veto of category-vetoes.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NONCONFORMING_REJECTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-nonconforming-rejected.js';
import { isOrderPlaced } from '../../../../src/contracts/classify/categories/cues/category-cues-orders-placed.js';
import { clauseCategories } from '../helpers.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Buyer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);
const rejectedCue = (text: string): boolean => NONCONFORMING_REJECTED_STRONG_CUES.some(([re]) => re.test(text));
const orderVeto = isOrderPlaced;
const categoriesUnder = (title: string, text: string): string[] => clauseCategories(text, { preamble: PREAMBLE, title: title });

describe('a product rejected for failing its specification or acceptance test is Deliverables (h76cat)', () => {
  it.each([
    'The Buyer may reject any Goods that do not conform to the Specifications.',
    'The Customer may reject any unit that does not meet the technical specifications in Schedule 2 by notice within ten days of delivery.',
    'Buyer may reject a panel that fails the factory acceptance test and the Supplier shall replace it.',
    'The Purchaser may reject any Nonconforming Products by written notice.',
    'Castings which fail to comply with the agreed specifications may be rejected at the Supplier\'s cost.',
  ])('%s', (text) => {
    expect(rejectedCue(text)).toBe(true);
    expect(categoriesOf(text)).toContain('Deliverables');
  });
});

describe('near misses: no specification or acceptance test failed (h76cat)', () => {
  it.each([
    // Goods refused for lateness or for their condition, with no specification named.
    'The Buyer may reject any Goods delivered after the delivery date.',
    'The Winery may reject any load that shows more than 5% rot.',
    // Rejected goods replaced or refunded: the remedy, not the rejection.
    'The Supplier shall replace rejected Goods within five days.',
    // The maker's own inputs tested before use.
    'The Manufacturer shall reject any lot of incoming raw materials that does not meet the specifications.',
    // An order, an offer or a tender rejected.
    'The Supplier may reject any purchase order that does not comply with this Agreement.',
    'The Authority may reject any tender that does not conform to the tender rules.',
    // A specification met, nothing rejected.
    'The Products shall conform to the Specifications at the time of delivery.',
  ])('%s', (text) => {
    expect(rejectedCue(text)).toBe(false);
  });
});

describe('an order placed, sent, confirmed or rejected is no Delivery (h76cat)', () => {
  it.each([
    'The Supplier shall confirm or reject each purchase order within three working days.',
    'The Buyer may place orders through the Supplier\'s online portal.',
    'Orders shall be placed in writing and signed by an authorised officer.',
    'Each order is an offer by the Buyer, which the Supplier may accept or reject.',
    'The Supplier shall not reject any order that falls within the latest forecast.',
  ])('%s', (text) => {
    expect(orderVeto(text)).toBe(true);
    expect(categoriesOf(text)).not.toContain('Delivery');
    // Under a heading that names the delivery too: the heading's Delivery yields to the sentence's ordering.
    expect(categoriesUnder('4. Orders and Delivery', text)).not.toContain('Delivery');
  });
});

describe('near misses: an order sentence that names the goods\' transfer keeps its Delivery (h76cat)', () => {
  it.each([
    'The Supplier shall deliver each confirmed order to the Buyer\'s warehouse within ten days.',
    'Orders shall be placed at least four weeks before the requested delivery date.',
    'The Supplier shall ship each accepted order by sea freight.',
    'The Buyer shall collect each confirmed order from the Supplier\'s premises.',
  ])('%s', (text) => {
    expect(orderVeto(text)).toBe(false);
  });
  it('a delivery sentence without an order is not vetoed and stays Delivery, under the heading too', () => {
    const text = 'The Supplier shall deliver the Goods to the Buyer\'s warehouse.';
    expect(orderVeto(text)).toBe(false);
    expect(categoriesOf(text)).toContain('Delivery');
    expect(categoriesUnder('4. Orders and Delivery', text)).toContain('Delivery');
  });
});

describe('both patterns on any text (h76cat)', () => {
  it('never throw and answer a boolean', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => typeof rejectedCue(text) === 'boolean' && typeof orderVeto(text) === 'boolean'));
  });
  it('read a near-miss run quickly', () => {
    const started = Date.now();
    expect(rejectedCue(`reject ${'any goods that do not conform to the the the '.repeat(2000)}`.slice(0, 100_000))).toBe(false);
    expect(orderVeto(`${'place each purchase the the '.repeat(3500)}`.slice(0, 100_000))).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

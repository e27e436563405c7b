/**
 * C312 and C313 (issue 18, h121conv), conventions decided by counting the sets: "free of charge", "at no (extra)
 * charge", "without charge" alone names no price, so it makes no element Pricing & Taxes (sets 1–94: 110 elements
 * without, 20 with, 15 of those relabelled); goods the party makes named as the work by their count ("We make four
 * large tapa cloths") are no Deliverables by themselves (sets 90, 91, 92 none; set 94's two relabelled). parley already
 * answered both ways before the relabels (no cue reads the words), so these tests hold that: the exact categories of
 * sentences written for them (none from a set), and the near misses that keep Pricing — a price, a fee or a sum named
 * beside the words, a rate card's row.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from './set-cue-helpers.js';

const LOOM = 'This agreement is between Loom House Ltd ("the Shop") and Ana Ruiz ("the Weaver").';
const PRICING = 'Pricing & Taxes';

describe('C312: "free of charge" alone is no Pricing & Taxes (h121conv)', () => {
  it.each([
    ['The Weaver mends a torn rug at no charge.', []],
    ['The Weaver makes any changes the Shop asks for at no charge.', []],
    ['The Weaver weaves the rugs at no extra charge.', []],
    ['The Shop provides the Weaver with wool at no extra cost.', []],
    ['The Weaver sends the Shop photographs of the rugs at no extra cost.', []],
    ['The Shop lends the Weaver a loom free of charge.', ['Asset Use']],
    ['The Weaver may move a delivery date once without charge if she tells the Shop a week before.', ['Communication']],
    ['The Shop may cancel an order without charge up to 7 days before delivery.', ['Term & Termination']],
  ])('%s → %j', (text, categories) => {
    expect(categoriesOf(LOOM, text)).toEqual(categories);
  });
  it.each([
    // a price or a fee named beside the words keeps Pricing
    'The Shop pays a fee of EUR 20 for each extra rug, and the Weaver washes the rugs free of charge.',
    'The Shop pays EUR 40 for each rug, and the Weaver repairs a rug once free of charge.',
    // a rate card's row
    'Extra wash: no charge',
  ])('near miss, Pricing kept: %s', (text) => {
    expect(categoriesOf(LOOM, text)).toContain(PRICING);
  });
});

describe('C313: goods the party makes named as the work are no Deliverables (h121conv)', () => {
  it.each([
    'The Weaver knits twelve blankets for the Shop, four in each colour.',
    'The Weaver weaves six rugs for the Shop.',
    'The Weaver weaves six wool rugs, each 2 metres by 1 metre, in the Shop\'s colours.',
  ])('no category: %s', (text) => {
    expect(categoriesOf(LOOM, text)).toEqual([]);
  });
});

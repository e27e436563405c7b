/**
 * Issue 18, h90ty (set 68's causes 2 and 3, sentences written for this test): "X accepts this order / this offer / this
 * quotation" binds X as "accepts these terms" does (the document itself accepted; "the order" may be another's); an
 * order form's row above its conditions that says in the present passive what a party does ("Jars: 500 jars are
 * supplied by the Buyer, …") binds the agent, as the same sentence does among the conditions. A "Background:" row, a
 * row with no passive, and a participle of a state stay none.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const after = (...sentences: string[]) => typesOf(PREAMBLE, ...sentences).slice(1);

describe('accepting this order, this offer, this quotation', () => {
  it('binds the party that accepts', () => {
    expect(after(
      'By signing below, the Supplier accepts this order on these conditions.',
      'By signing this form, the Customer accepts this quotation and the prices in it.',
      'The Customer accepts this offer by paying the deposit.',
    )).toEqual([['Obligation/Supplier'], ['Obligation/Customer'], ['Obligation/Customer']]);
  });
  it('near misses: another order, a refusal, a choice to accept', () => {
    expect(after(
      'The Supplier accepts the order placed by telephone as well.',
      'The Customer does not accept this proposal.',
      'The Supplier may accept this order by e-mail.',
    )).toEqual([[], [], ['Right/Supplier']]);
  });
});

describe('an order form\'s row with a passive and its agent', () => {
  const FORM = ['Seller: Ravenholt Apiaries Ltd (the "Seller")', 'Buyer: Corbel Foods Ltd (the "Buyer")'];
  const rows = (...lines: string[]) => typesOf(...FORM, ...lines, { kind: 'title', text: 'CONDITIONS' }, '1. The Seller must fill the jars by 1 May.').slice(2, 2 + lines.length);
  it('binds the agent above the conditions', () => {
    expect(rows(
      'Jars: 500 glass jars are supplied by the Buyer, and their cost is deducted from the price',
      'Labels: the labels are printed by the Seller',
    )).toEqual([['Obligation/Buyer'], ['Obligation/Seller']]);
  });
  it('near misses: a background row, a row of no passive, a state', () => {
    expect(rows(
      'Background: the honey is collected by the Seller from its own hives',
      'Price: GBP 4 a jar, collected by the Buyer',
      'Hives: the hives are owned by the Seller',
    )).toEqual([[], [], []]);
  });
});

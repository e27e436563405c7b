/**
 * Issue 18, session 63's lead (set 77's "HEREBY" cause; sentences written for this test): a deed writes its adverbs in
 * capitals between the party and its promise ("The Vendor HEREBY covenants", "The Buyer ALSO agrees"); the gap is read as
 * the same words in small letters, so the party keeps its promise. A gap in capitals that holds a preposition or a clause
 * word ("WITH VOLUNTEERS") is no gap, as in small letters.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const DEED = 'THIS DEED is made between (1) MARTHA QUASHIE of Accra (the "Seller") and (2) KORLE LAGOON FARMS LIMITED (the "Buyer").';
const after = (...sentences: string[]) => typesOf(DEED, ...sentences).slice(1);

describe('adverbs in capitals between the party and its promise', () => {
  it('leave the promise the party\'s', () => {
    expect(after(
      'The Seller HEREBY covenants with the Buyer to hand over the land certificate within fourteen days.',
      'The Buyer HEREBY agrees to pay the balance on completion.',
      'The Buyer ALSO agrees to bear the stamp duty.',
      'The Seller HEREBY COVENANTS with the Buyer as follows:',
    )).toEqual([['Obligation/Seller'], ['Obligation/Buyer'], ['Obligation/Buyer'], ['Obligation/Seller']]);
  });
  it('the same words in small letters read the same', () => {
    expect(after(
      'The Seller hereby covenants with the Buyer to hand over the land certificate within fourteen days.',
      'The Buyer also agrees to bear the stamp duty.',
    )).toEqual([['Obligation/Seller'], ['Obligation/Buyer']]);
  });
  it('near miss: a preposition in capitals is no gap, as in small letters', () => {
    expect(after('The Seller WITH VOLUNTEERS shall clear the plot.', 'The Seller with volunteers shall clear the plot.')).toEqual([[], []]);
  });
});

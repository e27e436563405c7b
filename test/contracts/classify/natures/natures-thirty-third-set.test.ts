/**
 * Set 33's party bindings (issue 18, h27n33), each with sentences written for the test (not the set's): a party whose
 * name in capitals runs past seven words with its articles ("THE GUILD OF THE PARISH CHURCH OF ST JOHN, BATH"), a
 * relative clause after a comma on a party ("… to the Buyer, who shall …"), and a passive whose phrasal verb ends on
 * "right", "back", "away" or "down" before its agent.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const GUILD = [
  'THIS AGREEMENT is dated 4 May 2027 and is made between:',
  '(1) THE GUILD OF THE PARISH CHURCH OF ST JOHN, BATH, of Church Lane, Bath BA1 2AA (the "Guild"); and',
  '(2) ORCHARD BELLS LIMITED, whose registered office is at 9 Mill Road, Loughborough LE11 1AA (the "Founder").',
];
const TIMBER = 'This agreement is made between Alba Timber Ltd (the "Seller") and Corrie Joinery Ltd (the "Buyer").';

describe('a name in capitals joins its words as one in small letters does', () => {
  it('the Guild\'s duty, right and bar bind it, as the Founder\'s bind the Founder', () => {
    expect(typesOf(...GUILD, 'The Guild agrees to pay the Founder £42,000 for recasting the bells.', 'The Guild may inspect the castings at the foundry.', 'The Founder must not melt down the old bells without the Guild\'s consent.').slice(3))
      .toEqual([['Obligation/Guild'], ['Right/Guild'], ['Exclusion/Founder']]);
  });
  it('the same name in small letters, as before', () => {
    expect(typesOf(GUILD[0], '(1) The Guild of the Parish Church of St John, Bath, of Church Lane, Bath BA1 2AA (the "Guild"); and', GUILD[2], 'The Guild agrees to pay the Founder £42,000.').slice(3))
      .toEqual([['Obligation/Guild']]);
  });
  it('a long title line in capitals is still no party\'s name', () => {
    expect(typesOf('THE AGREEMENT OF THE BOARD OF THE GUILD OF THE PARISH CHURCH OF ST JOHN', ...GUILD, 'The Guild agrees to pay the Founder £42,000.').slice(4))
      .toEqual([['Obligation/Guild']]);
  });
});

describe('a relative clause after a comma on a party binds that party', () => {
  it('"who agrees", "who must", "who shall", "who may" after a preposition', () => {
    expect(typesOf(TIMBER, 'The Seller agrees to supply oak boards to the Buyer, who agrees to collect them from the yard.', 'Offcuts are to be handed to the Seller, who must recycle them.', 'The Seller shall invoice the Buyer, who shall pay within 30 days.', 'The boards are sold to the Buyer, who may inspect them.').slice(1))
      .toEqual([['Obligation/Seller', 'Obligation/Buyer'], ['Obligation/Seller'], ['Obligation/Seller', 'Obligation/Buyer'], ['Right/Buyer']]);
  });
  it('not a clause on a person of the party ("a driver of the Seller, who"), nor "which" on a thing', () => {
    expect(typesOf(TIMBER, 'A driver of the Seller, who must hold a licence, unloads the boards.', 'Notice goes to the Buyer, which shall be in writing.').slice(1))
      .toEqual([[], []]);
  });
});

describe('a passive\'s phrasal verb ending on a particle before its agent', () => {
  it('"put right by", "taken back by", "paid back by"', () => {
    expect(typesOf(TIMBER, 'Any warped board is to be taken back by the Seller within a week.', 'A faulty joint shall be put right by the Buyer at its own cost.', 'The deposit is to be paid back by the Seller.').slice(1))
      .toEqual([['Obligation/Seller'], ['Obligation/Buyer'], ['Obligation/Seller']]);
  });
  it('no agent, no party', () => {
    expect(typesOf(TIMBER, 'Any warped board is to be put right within a week.').slice(1)).toEqual([[]]);
  });
});

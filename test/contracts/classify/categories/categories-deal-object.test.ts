/**
 * Scope of Work for the contract's object said outright and for a sale and a purchase agreed in one sentence
 * (category-cues-deal-object.ts, issue 18, h51cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DEAL_OBJECT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-deal-object.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-deal-object.ts reads the sentence (the learned model may still name the category). */
const cued = cuedBy(DEAL_OBJECT_STRONG_CUES);

describe('categories: the contract\'s object said outright (Scope of Work)', () => {
  it('"the object / subject / purpose of this contract is …"', () => {
    const got = categoriesOf(
      'The object of this contract is the pruning and spraying of the olive groves of the Estate during the 2028 season.',
      '2.1 The subject of this Agreement is the sale of hand-thrown stoneware by the Potter through the Gallery.',
      'The purpose of this Agreement is to set out the terms on which the Bakery will bake bread for the Cafe.',
    );
    expect(got).toEqual([['Scope of Work'], ['Scope of Work'], ['Scope of Work']]);
  });

  it('a sale and a purchase agreed in one sentence, whatever the parties are called', () => {
    const got = categoriesOf(
      '(1) The SELLING PARTY agrees to sell and the BUYING PARTY agrees to buy all the cocoa beans grown by its members.',
      'Harlow Farms sells and Pemberton Mills buys 400 tonnes of milling wheat of the 2028 harvest.',
      'The Cooperative agrees to sell to the Roaster, who agrees to buy, twelve tonnes of green coffee of the next crop.',
      'The Grower undertakes to sell and the Winery undertakes to purchase all the Riesling grapes from the Vineyard.',
    );
    expect(got).toEqual([['Scope of Work'], ['Scope of Work'], ['Scope of Work'], ['Scope of Work']]);
  });
});

describe('categories: a sale that is not the object of the work (no Scope of Work from this cue)', () => {
  it('shares, a business, assets or debts sold at a completion; a sale that also delivers; "shall sell … shall buy"', () => {
    const sentences = [
      'The Vendor agrees to sell and the Purchaser agrees to buy the Shares free from all encumbrances.',
      'Kestrel Ltd sells and Osprey Ltd buys the business of the bakery as a going concern.',
      'The Client agrees to sell and the Factor agrees to purchase every Debt that arises during the term.',
      'The Seller agrees to sell and deliver, and the Buyer agrees to purchase and accept, all the energy generated.',
      'The Society shall sell and the Buyer shall buy 60 tonnes of coffee from each crop.',
      'The Buyer may sell the goods and the Seller purchases nothing under this clause.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false, false]);
  });

  it('the subject of a notice, the purpose of a clause', () => {
    const sentences = [
      'The subject of the notice must be stated in its first line.',
      'The purpose of this clause is to allocate the risk of loss.',
      'Nothing in this Agreement is the subject of any licence.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false]);
  });
});

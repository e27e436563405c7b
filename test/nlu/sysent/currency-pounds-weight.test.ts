/**
 * "pounds" after a figure is a weight where the sentence measures goods, sterling where it prices (issue 18, h70money;
 * facts set 38's cause 15, src/nlu/sysent/number/pounds-weight.ts): a sentence that prices in another currency, names
 * the pound as the unit a price is per, or speaks of weight, weighs. Contracts only; sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans as read } from './helpers.js';

const contract = (text: string) => read(text, true);

describe('pounds that weigh (contracts)', () => {
  it('beside another currency, a price per pound, a weight word or "lb"', () => {
    expect(contract('The harvest is estimated at 60 drums (about 14,000 pounds), at $2.80 per pound.')).toEqual(['$2.80=2.8 USD']);
    expect(contract('Each bale weighs about 500 pounds.')).toEqual([]);
    expect(contract('The harvest is put at 200 drums (some 45,000 pounds), packed in steel drums.')).toEqual([]);
    expect(contract('The net weight of the lot is 1,200 pounds.')).toEqual([]);
    expect(contract('The Seller ships 3,000 pounds (1,361 kg, 3,000 lb) each week.')).toEqual([]);
    expect(contract('The Buyer takes 8,000 pounds in every month at a price of EUR 4.10 a pound.')).toEqual(['EUR 4.10=4.1 EUR']);
  });
});

describe('pounds that are sterling (near misses)', () => {
  it('a sum in pounds with no weight in its sentence', () => {
    expect(contract('The Customer shall pay a fee of twenty thousand pounds (£20,000).')).toEqual(['twenty thousand pounds=20000 GBP', '£20,000=20000 GBP']);
    expect(contract('The Customer shall pay the Supplier 3,000 pounds for the survey.')).toEqual(['3,000 pounds=3000 GBP']);
    expect(contract('The Buyer pays 20,000 pounds for 90 drums of oil.')).toEqual(['20,000 pounds=20000 GBP']);
    expect(contract('The deposit is 5,000 pounds sterling.')).toEqual(['5,000 pounds sterling=5000 GBP']);
  });

  it('a price per unit in pounds, and a weight in another sentence', () => {
    expect(contract('The freight is 500 pounds per tonne, and the Buyer pays $20 for each pallet.')).toEqual(['500 pounds=500 GBP', '$20=20 USD']);
    expect(contract('The fee is 900 pounds. Each crate weighs 40 kg.')).toEqual(['900 pounds=900 GBP']);
  });

  it('a chat keeps its reading', () => {
    expect(read('It is about 20,000 pounds, at $3.00 per pound.', false)).toEqual(['20,000 pounds=20000 GBP', '$3.00=3 USD']);
  });
});

describe('pounds: a weight word only near the figure, another currency no cue (review hrev61)', () => {
  it('stays sterling with a weight word past a comma or far away, and beside another currency', () => {
    expect(contract('The Buyer pays 2,000 pounds for the consignment, whatever its weight.')).toEqual(['2,000 pounds=2000 GBP']);
    expect(contract('The Buyer pays 500 pounds for each delivery, and the Seller weighs each delivery.')).toEqual(['500 pounds=500 GBP']);
    expect(contract('The fee is 1,000 pounds, or USD 1,300 if paid in dollars.')).toEqual(['1,000 pounds=1000 GBP', 'USD 1,300=1300 USD']);
  });
  it('near misses: a weight word beside the figure, "pounds of force", a price per pound still weigh', () => {
    expect(contract('The net weight of the lot is 1,200 pounds.')).toEqual([]);
    expect(contract('The Seller ships 3,000 pounds (1,361 kg, 3,000 lb) each week.')).toEqual([]);
    expect(contract('The press exerts 20,000 pounds of force.')).toEqual([]);
    expect(contract('The Buyer takes 8,000 pounds in every month at a price of EUR 4.10 a pound.')).toEqual(['EUR 4.10=4.1 EUR']);
  });
});

describe('a weighing verb right before the figure wins over "each" (hrev65\'s Left, h76f41d)', () => {
  it('"weigh 2,000 pounds each" weighs the things counted', () => {
    expect(contract('The drums weigh 2,000 pounds each.')).toEqual([]);
    expect(contract('The bales weigh about 500 pounds each and are stacked two high.')).toEqual([]);
    expect(contract('The sacks, weighing not more than 50 pounds each, are carried by hand.')).toEqual([]);
  });
  it('near misses: "each" after a paid sum, a weighing verb farther off', () => {
    expect(contract('The Buyer pays 2,000 pounds each for the drums.')).toEqual(['2,000 pounds=2000 GBP']);
    expect(contract('The drums weigh little and cost 40 pounds each.')).toEqual(['40 pounds=40 GBP']);
  });
});

/**
 * Set 54's natures and types (issue 18, h67n54), each with sentences written for the test (not the set's): a forum
 * elected, the use of a thing let, a Brazilian paragraph's "Paragraph One." before a present-tense duty, and a bar that
 * only qualifies a noun in a relative clause.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const SUPPLY = 'This Agreement is made between Ardent Labels Ltd (the "Supplier") and Brookfield Foods Ltd (the "Buyer").';
const KITCHEN = 'These terms are between Eastside Kitchens LLC ("we", "us") and the member who signs them ("you").';
const CAPITALS = 'This contract is made between ALFA GRÃOS LTDA, hereinafter called the BUYER, and FAZENDA BOA SORTE LTDA, hereinafter called the SELLER.';

describe('the courts elected are submitted to (the nature table\'s "submits to")', () => {
  it('"The parties elect the courts of …", "chooses the courts of …"', () => {
    expect(typesOf(SUPPLY, 'The parties elect the courts of Campinas to settle any dispute arising from this contract.', 'Each party chooses the exclusive courts of Lyon for any claim.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('not an option elected, not a governing law chosen, not a right to elect', () => {
    expect(typesOf(SUPPLY, 'The Buyer elects the option to renew.', 'The parties choose the law of Portugal.', 'The Supplier may elect the courts of Lisbon.').slice(1))
      .toEqual([[], [], ['Right/Supplier']]);
  });
});

describe('the use of a thing let is the user\'s right', () => {
  it('"It lets you use our kitchen", "lets the Buyer use its warehouse"', () => {
    expect(typesOf(KITCHEN, 'It lets you use our bakery ovens on weekday mornings.', 'We let you use the walk-in freezer for your own stock.').slice(1))
      .toEqual([['Right/You'], ['Right/You']]);
    expect(typesOf(SUPPLY, 'The Supplier lets the Buyer use its warehouse on Sundays.').slice(1)).toEqual([['Right/Buyer']]);
  });
  it('not "lets you know", not what a membership covers, not a bar, not in a condition', () => {
    expect(typesOf(KITCHEN, 'It lets you know when an oven is free.', 'Your membership lets you use the pastry room and the cold store.').slice(1))
      .toEqual([[], []]);
    expect(typesOf(SUPPLY, 'The Supplier shall not let the Buyer use its warehouse.', 'If the Supplier lets the Buyer use its warehouse, the Buyer shall insure it.').slice(1))
      .toEqual([['Exclusion/Supplier'], ['Obligation/Buyer']]);
  });
});

describe('"Paragraph One." opens a paragraph as "1.1" does', () => {
  it('a present-tense duty after "Paragraph Two." or "Sole Paragraph." (C34)', () => {
    expect(typesOf(CAPITALS, 'Paragraph Two. The SELLER bears the rural social security contribution on each sale.', 'Sole Paragraph. The SELLER delivers the soybeans to the BUYER\'s silo.', 'Paragraph Three. The SELLER pays the stamp duty.').slice(1))
      .toEqual([['Obligation/SELLER'], ['Obligation/SELLER'], ['Obligation/SELLER']]);
  });
  it('not a reference to a paragraph in lower case', () => {
    expect(typesOf(CAPITALS, 'Paragraph three of the annex lists the silos.').slice(1)).toEqual([[]]);
  });
});

describe('a bar inside a relative clause on a noun bars no one', () => {
  it('"… the labels printed for it that the Supplier cannot use for another customer"', () => {
    expect(typesOf(SUPPLY, 'On termination the Buyer will buy the labels printed for it that the Supplier cannot use for another customer.', 'The Buyer will pay for the spare parts which the Supplier cannot resell.').slice(1))
      .toEqual([['Obligation/Buyer'], ['Obligation/Buyer']]);
  });
  it('the bar of the sentence, or one a verb of assent reports, still bars', () => {
    expect(typesOf(SUPPLY, 'The Supplier cannot use the Buyer\'s artwork for anyone else.', 'The Buyer acknowledges that the Supplier cannot use the moulds for anyone else.').slice(1))
      .toEqual([['Exclusion/Supplier'], ['Exclusion/Supplier']]);
  });
});

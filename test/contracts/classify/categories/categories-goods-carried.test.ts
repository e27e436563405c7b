/**
 * Delivery for goods carried to the place where the other party takes them (category-cues-goods-carried.ts, issue 18,
 * h46cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { GOODS_CARRIED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-carried.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-goods-carried.ts reads the sentence (the learned model may still name Delivery). */
const cued = cuedBy(GOODS_CARRIED_STRONG_CUES);

describe('categories: goods carried to a receiving place (Delivery)', () => {
  it('delivered or transported to a mill, a winery, a packhouse, a warehouse or a site', () => {
    const got = categoriesOf(
      'The Farmer shall deliver the barley at its own cost to the Maltster\'s mill in Ely in bulk tipper loads.',
      'The olives are to be delivered to the Press\'s yard within eight hours of picking.',
      'The Cooperative will transport the pears to the packhouse in refrigerated trucks.',
      'The Hire Company is obliged to deliver the marquee to the site no later than two days before the event.',
      'The Quarry must transport the crushed stone to the Council\'s depot at Hill Road.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([true, true, true, true, true]);
  });
});

describe('categories: the same verbs where no goods are carried to a receiving place (no Delivery from this cue)', () => {
  it('a notice, a report or a copy of a document delivered', () => {
    const got = categoriesOf(
      'Any notice shall be delivered by hand to the office of the recipient at the address set out above.',
      'The Contractor shall deliver a copy of its insurance policy to the Owner at the site office before starting work.',
      'The Agent will deliver its monthly report to the Principal at its head office.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([false, false, false]);
  });

  it('services performed at a site, a price per tonne delivered, transport as a noun of the scope, a carrying forbidden', () => {
    const got = categoriesOf(
      'The Provider shall deliver the Services at the Customer\'s site during business hours.',
      'The Buyer will pay EUR 210 for each tonne delivered to the mill, as weighed on the mill scale.',
      'This contract covers the supply of pumps, including their packing, transport and unloading at the Owner\'s stores.',
      'Notices must be delivered by courier to the Landlord at 4 Harbour Quay, Leith.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([false, false, false, false]);
  });

  it('a carrying forbidden, a party named bare after "to" (the cue does not read them)', () => {
    expect([
      'The Customer shall not deliver to the warehouse any explosive or radioactive goods without the Operator\'s consent.',
      '"Member Milk" means the milk that a Member delivers to Dairy under these rules.',
    ].map(cued)).toEqual([false, false]);
    expect(cued('The Supplier shall deliver the pallets to the Buyer\'s store in Leeds.')).toBe(true);
  });
});

describe('categories: people, a performance, a talk or a decision carried to a place (hrev31: not goods)', () => {
  it('the cue does not read a non-goods object of the verb', () => {
    expect([
      'The Operator shall transport the delegates to the conference venue each morning.',
      'The Band will deliver two performances of ninety minutes at the Promoter\'s venue.',
      'The Adjudicator shall deliver his decision to the parties at the site.',
      'The Coach will deliver weekly workshops to the team at the Club\'s facility.',
      'The Agency shall deliver measurable value to the Brand at every store.',
      'The Cleaner shall transport the collected rubbish to the Council\'s transfer depot each week.',
    ].map(cued)).toEqual([false, false, false, false, false, false]);
  });

  it('kept: goods as the object, with the same words later in the sentence', () => {
    expect([
      'The Supplier shall deliver the staging to the venue two days before the first performance.',
      'The Caterer shall transport the meals to the Hospital\'s kitchen unit for its patients and staff.',
    ].map(cued)).toEqual([true, true]);
  });
});

/**
 * Delivery of goods said by the verb alone (category-cues-goods-delivered.ts) and risk passing in a longer sentence
 * (category-cues-delivery.ts) — issue 18, h90d. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GOODS_DELIVERED_CUES, QUANTITY_MEASURED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-delivered.js';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const ORDER = { preamble: 'This purchase order is made between Reef Honey Exporters Ltd (the "Buyer") and the Tanna Beekeepers Cooperative (the "Seller").' };

describe('goods delivered, said by the verb alone (h90d)', () => {
  const delivered = cuedBy(GOODS_DELIVERED_CUES, 'Delivery');

  it('a party bound to deliver a thing, a thing delivered up, a missed delivery as a ground, the date of each delivery told', () => {
    expectEach(delivered, [
      'The Seller must deliver the honey to Port Vila by 31 July 2031.',
      '1. The Supplier shall deliver the chairs within forty (40) days of signature, in two lots.',
      'The Grower will deliver sugar beet that is clean and free of stones.',
      'The Farm is to deliver to the Dairy all its milk each morning.',
      '3. That the Vendor will deliver up to the Purchaser the keys of the cottage on the date hereof.',
      'a) fails to deliver a load more than twenty (20) days after the date agreed;',
      'The Seller shall notify the Buyer of the date of each delivery two days in advance.',
      'The Supplier must give the School notice of each delivery.',
    ], true);
  });

  it('not papers, reports, money or services delivered, nor a lead-in, a bar, a return at the end, another\'s failure', () => {
    expectEach(delivered, [
      'The Supplier shall deliver the Implementation Plan to the Buyer within ten days.',
      'The Operator shall deliver to the Owner within 20 days after the end of each month a profit statement.',
      'The Contractor will deliver to the Airport, by the fifth day of each month, a report on its work.',
      'The Tenant shall deliver a copy of its insurance policy to the Landlord.',
      'At Closing, the Seller shall deliver to the Buyer a bill of sale and the consents of the lenders.',
      'The Trainer will deliver the training at the Client\'s offices.',
      'The Studio shall deliver the Game in the following stages:',
      'The Client shall not deliver to the warehouse any goods that are dangerous.',
      'On termination, the Maker shall deliver the Buyer\'s moulds to the Buyer.',
      'If the Seller fails to deliver the honey on time, the Buyer may buy it elsewhere.',
    ], false);
  });

  it('gives the delivery its category with no Delivery heading', () => {
    expectCategories([
      ['The Seller must deliver the honey to Port Vila by 31 July 2031.', ['Delivery'], ORDER],
      ['1. The Supplier shall deliver the chairs within forty (40) days of signature, in two lots.', ['Delivery'], { ...ORDER, title: 'CLAUSE THREE (Term and place of delivery)' }],
      ['The Seller shall notify the Buyer of the date of each delivery two days in advance.', ['Communication', 'Delivery'], ORDER],
    ]);
  });

  it('reads any goods\' noun the same way, and never a report (a property of the pattern)', () => {
    fc.assert(fc.property(fc.constantFrom('chairs', 'honey', 'bricks', 'cattle', 'maize'), fc.constantFrom('shall', 'must', 'will'), (goods, modal) =>
      delivered(`The Seller ${modal} deliver the ${goods} within ten days.`) && !delivered(`The Seller ${modal} deliver the ${goods} report within ten days.`)));
  });
});

describe('the quantity handed over fixed by a measure (h90d)', () => {
  const measured = cuedBy(QUANTITY_MEASURED_STRONG_CUES, 'Delivery');

  it('weights recorded on a scale, a quantity determined by gauging or by a surveyor', () => {
    expectEach(measured, [
      '10. Weights are those recorded on the Buyer\'s weighbridge at Lautoka, and the Seller may send someone to watch the weighing.',
      'The quantity of fuel delivered shall be determined by the tanker\'s meter.',
      'Weight and condition shall be determined at the port of discharge by an independent surveyor.',
    ], true);
  });

  it('not a quantity that no measure fixes, nor a weight named as a limit', () => {
    expectEach(measured, [
      'The quantity of tickets for each show is determined by the Promoter.',
      'The weight of each bag must not exceed 50 kg on the scale.',
      'The Buyer may check the scale once a month.',
    ], false);
  });

  it('gives the weighing its Delivery', () => {
    expect(clauseCategories('10. Weights are those recorded on the Buyer\'s weighbridge at Lautoka, and the Seller may send someone to watch the weighing.', ORDER)).toContain('Delivery');
  });
});

describe('risk passing in a longer sentence (h90d)', () => {
  const passing = cuedBy(DELIVERY_CUES, 'Delivery');

  it('"of or damage to" and a thing of four words', () => {
    expectEach(passing, [
      'AND IT IS HEREBY DECLARED that the risk of loss of or damage to the said boat and nets shall pass to the Purchaser on the execution of these presents.',
      'The risk of loss of or damage to the goods passes to the Buyer on delivery.',
    ], true);
  });

  it('gives the declaration its Delivery under a bill of sale\'s title', () => {
    expect(clauseCategories('AND IT IS HEREBY DECLARED that the risk of loss of or damage to the said boat and nets shall pass to the Purchaser on the execution of these presents.', { preamble: 'THIS BILL OF SALE is made BETWEEN CARL BEST of Speightstown, Fisherman (hereinafter called "the Vendor") AND JOHN HOLDER of Oistins (hereinafter called "the Purchaser").', title: 'BILL OF SALE' })).toEqual(['Delivery']);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-goods-delivered.ts', 'shall deliver to the the deliver up notify of the date of each '],
  ['categories/cues/category-cues-goods-delivered.ts', 'a) fails to deliver '],
  ['categories/cues/category-cues-goods-delivered.ts', 'weight quantity is those recorded scale '],
]);

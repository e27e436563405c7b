/**
 * Delivery said through a quantity of goods by weight, volume or pack handed over (category-cues-delivery.ts, issue 18,
 * h85c63); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy, expectEach } from '../cue-tables.js';

const deliveryCue = cuedBy(DELIVERY_CUES, 'Delivery');

describe('categories: a quantity of goods handed over (Delivery, h85c63)', () => {
  it('weights, volumes and packs brought, returned or supplied are Delivery', () => {
    expectEach(deliveryCue, [
      'The Grower undertakes to bring to the Winery not less than 40 tonnes of grapes each vintage.',
      'The Dryer shall return to the Owner 60 kilograms of dried fruit for every 100 kilograms received.',
      'The Dairy supplies 500 litres of milk to the School each week.',
      'The Farmer shall deliver at least 200 bales of hay before the first frost.',
      'The Mill hands over 30 sacks of flour on each Friday.',
    ], true);
    expect(categoriesOf(
      'The Grower undertakes to bring to the Winery not less than 40 tonnes of grapes each vintage.',
    )).toEqual([['Delivery']]);
  });

  it('hours of a service, money or a measure without a handover are not this cue', () => {
    expectEach(deliveryCue, [
      'The Consultant supplies 40 hours of support each month.',
      'The Landlord shall return to the Tenant 200 dollars of the deposit.',
      'The price is 3.50 dollars per 100 kilograms of beans.',
      'The tank holds 5,000 litres of water.',
      'The Buyer may reject any sack weighing less than 60 kilograms.',
    ], false);
  });

  it('is linear on long hostile text', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 20000 }), (n) => {
      const text = `return to ${'the '.repeat(n)}${'1'.repeat(n)} kg`;
      const start = performance.now();
      DELIVERY_CUES.forEach(([re]) => re.test(text));
      return performance.now() - start < 2000;
    }), { numRuns: 5 });
  });
});

describe('categories: a dashed obligation item delivering goods to a place (Delivery, h85c63)', () => {
  it('"– deliver the … to the …" reads as the modal form does', () => {
    expectEach(deliveryCue, [
      '– deliver the sacks to the depot within two days of the harvest;',
      '- deliver all crates to the Buyer\'s warehouse in clean trucks;',
    ], true);
  });

  it('a service, a report or a dash mid-sentence is not this cue', () => {
    expectEach(deliveryCue, [
      '– deliver the training to the new staff each spring;',
      '– deliver the monthly report to the Board;',
      'The Grower – who may deliver the sacks to the depot – is paid on receipt.',
    ], false);
  });
});

/**
 * Delivery said through completion or commissioning reached by a date and the despatch of orders
 * (category-cues-delivery.ts, issue 18, h19recall); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { categoriesOf } from '../helpers.js';
import { withinFastestOf } from '../../../security/guard.js';
import { cuedBy } from '../cue-tables.js';

describe('categories: how and when the work is handed over without the word "deliver" (Delivery)', () => {
  it('completion and commissioning reached', () => {
    expect(categoriesOf(
      'The Builder shall achieve Practical Completion of the house by 30 June.',
      'The EPC Contractor shall commission the wind turbines within ninety days of erection.',
    )).toEqual([['Delivery'], ['Delivery']]);
  });

  it('orders despatched or shipped', () => {
    expect(categoriesOf(
      'Online orders received by noon will be dispatched the same day.',
      'The Warehouse shall ship each consignment within one working day of the order.',
    )).toEqual([['Delivery'], ['Delivery']]);
  });
});

describe('categories: the same words where nothing is handed over (no Delivery)', () => {
  it('dispatch as a noun, a milestone achieved, a date named in passing', () => {
    const got = categoriesOf(
      'The Master shall prosecute each voyage with utmost dispatch.',
      'The Engineer may inspect the materials before dispatch.',
      'The Supplier shall achieve each Milestone by its Milestone Date.',
      'The term runs for fifteen years from the Commercial Operation Date.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([false, false, false, false]);
  });

  it('a notice or an invoice dispatched (hrev11)', () => {
    const got = categoriesOf(
      'A notice sent by post shall be deemed received two days after it is dispatched.',
      'Any notice dispatched by courier is deemed given on receipt.',
      'The Supplier shall dispatch the invoice on the last day of each month.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([false, false, false]);
  });

  it('commission the noun, a fee, before "each" (hrev11)', () => {
    const cue = cuedBy(DELIVERY_CUES);
    expect([cue('The Principal shall pay the Agent commission each quarter on units sold.'), cue('The Contractor must commission each unit before handover.')]).toEqual([false, true]);
  });

  it('goods dispatched by courier still are (hrev11)', () => {
    expect(categoriesOf('The Goods will be dispatched by courier within two days of the order.')).toEqual([['Delivery']]);
  });
});

describe('categories: the delivery cues on hostile text', () => {
  it('read long runs of their words in linear time (20k, 40k, 80k characters)', () => {
    for (const n of [2_500, 5_000, 10_000]) {
      const runs = [`commission the ${'wind '.repeat(n)}x`, `ship each ${'big '.repeat(n)}x`, `${'achieve the '.repeat(n)}x`, `${'dispatch '.repeat(n)}x`, `${'notice dispatched '.repeat(n)}x`];
      withinFastestOf(500, () => {
        for (const text of runs) for (const [re] of DELIVERY_CUES) re.test(text);
      });
    }
  });
});

describe('categories: the buyer collecting what it bought (Delivery; h63asset)', () => {
  it('each lot, a parcel, rejected goods collected or picked up', () => {
    const got = categoriesOf(
      "The Merchant is to collect each lot of hay within five days of the Farmer's notice.",
      'You can pick up your parcel at the depot between 8 am and 6 pm.',
      'The Seller shall collect all rejected pallets at its own cost.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([true, true, true]);
  });

  it('money, orders or data collected are not goods collected', () => {
    const got = categoriesOf(
      'The Agent shall collect the rent from the tenants and pay it into the client account.',
      'The Agency will collect the orders of its customers and send them to the Supplier weekly.',
      'The Company may collect the personal data of visitors to its website.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([false, false, false]);
  });
});

describe('categories: a tax or a fee on goods collected (review hrev54: no goods collected)', () => {
  /** Whether a plain Delivery cue reads the sentence. */
  const cued = cuedBy(DELIVERY_CUES);

  it('the tax or VAT on goods, the parking lot fees: not read', () => {
    const sentences = [
      'The Marketplace shall collect the tax on products sold through it.',
      'The Seller shall collect the VAT on goods supplied.',
      'The Contractor shall collect the parking lot fees.',
      'The Seller shall collect the goods and services tax on each sale.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false]);
  });

  it('the near misses still read: each lot, the rejected goods, the empty pallets', () => {
    const sentences = [
      'The Buyer shall collect each lot within five days of the auction.',
      'The Buyer shall collect the rejected Goods within 14 days.',
      'The Carrier will pick up the load at the Shipper\'s dock.',
      'The Buyer shall not collect the goods before payment.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true, true]);
    expect(categoriesOf(sentences[0])[0]).toEqual(['Delivery']);
  });
});

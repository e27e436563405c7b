/**
 * A sum insured per load is a cover, no amount (facts set 36's cause 6, h63f36), but a freight rate in a clause that also
 * names insurance is a price: a party owing, invoiced, billed or earning it, or receiving it, prices it (facts.ts
 * PRICED_IN_CLAUSE; hrev53's review of round 1). Contracts of my own; the cover stays no amount.
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

const carriage = 'This Carriage Agreement is made on 3 February 2031 between Brightwell Ltd (the "Customer") and Ostrava Haulage Ltd (the "Carrier").';

describe('a rate beside an insurance word stays an amount (hrev53)', () => {
  it('"Including … insurance, the Customer owes", "For insured haulage … is invoiced", "which is insured …, receives"', () => {
    expect(amounts(carriage, 'Including goods-in-transit insurance, the Customer owes GBP 300 per load.')).toEqual(['300 GBP']);
    expect(amounts(carriage, 'For insured haulage the Customer is invoiced GBP 300 per load.')).toEqual(['300 GBP']);
    expect(amounts(carriage, 'The Carrier, which is insured with Acme Insurance, receives GBP 300 per load.')).toEqual(['300 GBP']);
  });
});

describe('the cover stays no amount (hrev53, near misses)', () => {
  it('insuring each consignment for a sum per vehicle, after receiving the goods too', () => {
    expect(amounts(carriage, 'The freight is GBP 250 per load.', 'The Carrier shall insure each vehicle for GBP 290,000 per vehicle.')).toEqual(['250 GBP']);
    expect(amounts(carriage, 'The freight is GBP 250 per load.', 'The Carrier shall receive the goods and insure each consignment for GBP 290,000 per vehicle.')).toEqual(['250 GBP']);
  });
});

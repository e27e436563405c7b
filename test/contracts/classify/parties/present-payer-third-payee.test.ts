/**
 * The present-tense payer of a fee for a thing it uses (issue 18, h73f39d; session 38's leftover "the licence fees for the
 * music"): in a licence the fee for what the licensee uses is the contract's price, so the payer stays the Buyer; a third
 * party named as the fee's owner (h72pay) or, now, as its payee later in the clause makes no side. Sentences written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const LICENCE = [
  'MUSIC LICENCE',
  'Harbour Sound Ltd (hereinafter the "Catalogue") and Birch Cafe Ltd (hereinafter "Birch") agree as follows:',
  '1. The Catalogue lets Birch play its recordings in the cafe.',
];
const READ = ['HARBOUR SOUND Supplier', 'BIRCH CAFE Buyer'];
const BOTH_UNKNOWN = ['HARBOUR SOUND Unknown', 'BIRCH CAFE Unknown'];

describe('the fee for what the payer uses (h73f39d)', () => {
  it('is the licence\'s price: the payer is the Buyer', () => {
    expect(primary(...LICENCE, '2. Birch pays the licence fees for the music it plays within ten days of each quarter.')).toEqual(READ);
    expect(primary(...LICENCE, '2. Birch pays the licence fees to the bank account of the Catalogue.')).toEqual(READ);
  });
  it('near misses: a collecting society owns or receives the fees, no side', () => {
    expect(primary(...LICENCE, '2. Birch pays the licence fees of the collecting society for the music it plays.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...LICENCE, '2. Birch pays the licence fees for the music it plays to the collecting society.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...LICENCE, '2. Birch pays the fees for its deliveries to a courier.')).toEqual(BOTH_UNKNOWN);
  });
});

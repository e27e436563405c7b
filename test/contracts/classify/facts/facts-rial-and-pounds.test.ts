/**
 * Oman's rial written "RO" (facts set 38's cause 13) and pounds that weigh (cause 15), issue 18, h70money: "RO 1.750 per
 * kilogram" is an amount of 1.75 OMR; "(about 20,000 pounds), at $3.00 per pound" weighs and names no GBP. Contracts
 * of my own.
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies } from '../facts-readers.js';

const supply = 'This Supply Agreement is made at Sohar on 2 March 2034 between Nakheel Farms LLC (the "Seller") and Batinah Foods LLC (the "Buyer").';

describe('"RO" before a figure is the Omani rial (h70money)', () => {
  it('a price line and a sentence', () => {
    expect(amounts(supply, 'The price of dried limes is RO 1.750 per kilogram.', 'Grade B: RO 0.950 per kilogram')).toEqual(['1.75 OMR', '0.95 OMR']);
    expect(distinctCurrencies(supply, 'The price of dried limes is RO 1.750 per kilogram.')).toEqual(['OMR']);
  });

  it('reverse osmosis is no currency (near miss)', () => {
    expect(amounts(supply, 'The Seller washes the limes in RO water from an RO membrane of 1,500 litres per hour.')).toEqual([]);
    expect(distinctCurrencies(supply, 'The Seller washes the limes in RO water.')).toEqual([]);
  });
});

describe('pounds that weigh are no GBP (h70money)', () => {
  it('a crop in pounds priced in dollars', () => {
    const crop = 'The crop is estimated at 70 barrels (about 15,000 pounds), at $3.10 per pound.';
    expect(amounts(supply, crop)).toEqual(['3.1 USD']);
    expect(distinctCurrencies(supply, crop)).toEqual(['USD']);
  });

  it('a fee in pounds stays sterling (near miss)', () => {
    expect(amounts(supply, 'The Buyer shall pay a fee of twenty thousand pounds (£20,000).')).toEqual(['20000 GBP']);
  });
});

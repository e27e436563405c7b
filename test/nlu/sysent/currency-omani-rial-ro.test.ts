/**
 * Oman's rial written "RO" without its dots (issue 18, h70money; facts set 38's cause 13): a contract mark before a
 * figure in money's form only, the rial's three decimals its baisa ("RO 1.750" is 1.75, not 1,750). Never after the
 * figure, never after a word in capitals, never before a measure's noun: "RO" is also reverse osmosis ("RO water", "an
 * RO membrane") and Romania's code. A chat keeps its reading (no money). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans as read } from './helpers.js';

const contract = (text: string) => read(text, true);

describe('"RO" before a figure in money\'s form is the Omani rial (contracts)', () => {
  it('three decimals are baisa, comma groups are thousands', () => {
    expect(contract('The price of dried limes is RO 1.750 per kilogram.')).toEqual(['RO 1.750=1.75 OMR']);
    expect(contract('Grade B: RO 0.950 per kilogram')).toEqual(['RO 0.950=0.95 OMR']);
    expect(contract('The deposit is RO 12,500.000, paid on signature.')).toEqual(['RO 12,500.000=12500 OMR']);
    expect(contract('The fee is RO 2,400 a month.')).toEqual(['RO 2,400=2400 OMR']);
  });

  it('"R.O." and "OMR" keep their readings', () => {
    expect(contract('The fee is R.O. 1,500.000 a month.')).toEqual(['R.O. 1,500.000=1500 OMR']);
    expect(contract('The fee is OMR 1.950 per kilogram.')).toEqual(['OMR 1.950=1.95 OMR']);
  });
});

describe('"RO" that is no rial (near misses)', () => {
  it('reverse osmosis, a bare figure, after the figure, a Romanian VAT number, a measure, capitals', () => {
    expect(contract('The plant supplies RO water from an RO membrane of 1,500 litres per hour.')).toEqual([]);
    expect(contract('Install the RO 250 unit in the basement.')).toEqual([]);
    expect(contract('The plant makes 2,500 RO per day.')).toEqual([]);
    expect(contract('VAT number RO 12345678.')).toEqual([]);
    expect(contract('The RO 1,500 litres skid is supplied by the Contractor.')).toEqual([]);
    expect(contract('THE SUPPLIER SHALL INSTALL RO 1,500 UNITS.')).toEqual([]);
  });

  it('a chat reads no money in "RO 1.750"', () => {
    expect(read('The price is RO 1.750 per kilogram.', false)).toEqual([]);
  });
});

describe('"RO" naming a model or a plant before a plural or a unit in capitals (review hrev61)', () => {
  it('is no money before a plural that is no money or a unit in capitals', () => {
    expect(contract('The Seller delivers RO 2,000 membranes each year.')).toEqual([]);
    expect(contract('The Seller supplies Model RO 1,200 filters.')).toEqual([]);
    expect(contract('The Seller supplies one RO 12,000 GPD system.')).toEqual([]);
  });
  it('near misses: a sum before a word that goes on it stays the rial', () => {
    expect(contract('The Buyer pays RO 5,000 towards the deposit.')).toEqual(['RO 5,000=5000 OMR']);
    expect(contract('The fee is RO 1,500 VAT excluded.')).toEqual(['RO 1,500=1500 OMR']);
    expect(contract('The Buyer pays RO 12,500 fees on signature.')).toEqual(['RO 12,500=12500 OMR']);
    expect(contract('The price is RO 1.750 per kilogram.')).toEqual(['RO 1.750=1.75 OMR']);
  });
});

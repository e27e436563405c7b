/**
 * One table of marks several countries share ("$", "Rs.", "kr."): a contract naming exactly one of a mark's countries
 * means that country's currency; the "$" alone has a veto (a US place keeps USD). src/contracts/classify/facts/local-currency.ts.
 */
import { describe, expect, it } from 'vitest';
import { contractLocalCurrencies, localUnit } from '../../../../src/contracts/classify/facts/local-currency.js';

const local = (...texts: string[]) => Object.fromEntries(contractLocalCurrencies(texts));

describe('contractLocalCurrencies', () => {
  it('one country per mark: each shared unit resolved by its own countries', () => {
    expect(local('The Company is registered in Queensland, ABN 12 345 678 901.')).toEqual({ USD: 'AUD' });
    expect(local('Executed at Lahore.', 'Delivery to Oslo, Norway.')).toEqual({ INR: 'PKR', kr: 'NOK' });
    expect(local('The Supplier, of Wellington, New Zealand, and the Buyer, of Kathmandu, Nepal.')).toEqual({ USD: 'NZD', INR: 'NPR' });
  });
  it('two countries of one mark, or none, leave that mark unresolved', () => {
    expect(local('Offices in Singapore and Hong Kong.')).toEqual({});
    expect(local('Offices in Stockholm and Copenhagen.')).toEqual({});
    expect(local('The parties meet in Paris.')).toEqual({});
  });
  it('the US veto is the dollar\'s alone: a US place keeps "$" USD but not the rupee of a named country', () => {
    expect(local('A company of Ontario.', 'Notices to 1 Main Street, Austin, Texas.')).toEqual({});
    expect(local('Executed at Karachi.', 'Governed by the laws of the State of New York.')).toEqual({ INR: 'PKR' });
    expect(local('A company of Ontario.', 'Governed by the laws of Virginia.')).toEqual({});
    expect(local('A company of Ontario.', 'Attention: Virginia Wong.')).toEqual({ USD: 'CAD' });
  });
  it('every Canadian province is no US place: Manitoba or Nova Scotia keep the dollar Canadian (h28a34)', () => {
    expect(local('A co-operative incorporated under the laws of Manitoba.', 'The haul from Thompson, Manitoba, to the lake.')).toEqual({ USD: 'CAD' });
    expect(local('Governed by the laws of the Province of Nova Scotia, Canada.')).toEqual({ USD: 'CAD' });
  });
});

describe('a currency written out beats a country named in passing (h22facts)', () => {
  it('"USD" written out keeps "$" US dollars under a Singapore address', () => {
    expect(local('Harbourfront Analytics Pte. Ltd., 1 Harbourfront Walk, Singapore 098585.', 'The fee is USD 12,000; travel is billed at cost, up to $ 400 a day.')).toEqual({});
  });
  it('one other dollar written out is what "$" means: "NZ$" beside a Fijian address', () => {
    expect(local('Delivery to Lautoka, Fiji.', 'The price is NZ$ 8,000, and each pallet $ 20.')).toEqual({ USD: 'NZD' });
  });
  it('the named country\'s own code written out agrees with it', () => {
    // The bare word "pesos" (read as MXN) is Uruguay's there as well (h48facts), and so is the Unidad Indexada's raw mark
    // "UI" (UYI; issue 18, h108d68: every mark a country names, whether the text writes it or not).
    expect(local('A company of Montevideo, Uruguay.', 'The price is UYU 50,000; each box $ 120.')).toEqual({ USD: 'UYU', MXN: 'UYU', UI: 'UYI' });
  });
  it('two other currencies written out leave "$" as the recognizer reads it', () => {
    expect(local('Offices in Auckland, New Zealand.', 'Fees are AUD 900 or CAD 800; each call $ 20.')).toEqual({});
  });
});

describe('localUnit', () => {
  const resolved = contractLocalCurrencies(['A company of Ontario.', 'Executed at Colombo.', 'Delivered to Reykjavik.']);
  it('only the mark as written is read again: a bare "$", "Rs."/"Rupees", "kr."', () => {
    expect(localUnit('USD', '$9,000', resolved)).toBe('CAD');
    expect(localUnit('USD', 'US$9,000', resolved)).toBe('USD');
    expect(localUnit('USD', 'USD 9,000', resolved)).toBe('USD');
    expect(localUnit('INR', 'Rs. 95,000', resolved)).toBe('LKR');
    expect(localUnit('INR', 'Rupees 95,000', resolved)).toBe('LKR');
    expect(localUnit('INR', 'INR 95,000', resolved)).toBe('INR');
    expect(localUnit('kr', 'kr. 420.000', resolved)).toBe('ISK');
    expect(localUnit('EUR', '€5', resolved)).toBe('EUR');
  });
});

describe('a dollar named by its country in words decides the bare word "dollars" (review hrev33)', () => {
  it('"US dollars" beside an Ontario address: the bare "dollars" stays US', () => {
    const texts = ['A company of Toronto, Ontario.', 'The Buyer shall pay 4,000 US dollars per month and a deposit of 500 dollars.'];
    expect(localUnit('USD', '500 dollars', contractLocalCurrencies(texts))).toBe('USD');
  });
  it('"Australian dollars" the one written out and no Australian place: the bare "dollars" is Australian', () => {
    expect(local('The Buyer shall pay 4,000 Australian dollars and a deposit of 500 dollars.')).toEqual({ USD: 'AUD' });
  });
  it('near miss kept: no dollar named in words, the one place decides', () => {
    expect(localUnit('USD', '500 dollars', contractLocalCurrencies(['A company of Toronto, Ontario.', 'A deposit of 500 dollars.']))).toBe('CAD');
  });
});

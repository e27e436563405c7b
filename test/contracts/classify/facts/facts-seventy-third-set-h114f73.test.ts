/**
 * Facts set 73's two commonest money causes (issue 18, h114f73), each decided on sentences written for it, near misses
 * kept (none is the set's own sentence); both in local-currency.ts:
 * - 1: "Rs" touching its figure ("Rs250,000") under a Mauritian contract stayed India's rupee (INR `written`);
 * - 2: a bare "K" under a contract that names no country but writes "ZMW" (or "MWK", "PGK", "MMK") beside a figure
 *   named no currency (the K mark's `explicit`).
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

describe('"Rs" touching its figure is the rupee the contract\'s country names (cause 1)', () => {
  it('under a Mauritian contract "Rs250,000" and "Rs40,000" are Mauritian rupees, as "Rs 250,000" was', () => {
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs250,000, of which Rs40,000 is paid on signing.', 'This agreement is governed by the laws of Mauritius.')).toEqual(['250000 MUR', '40000 MUR']);
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs 250,000.', 'This agreement is governed by the laws of Mauritius.')).toEqual(['250000 MUR']);
  });
  it('near misses: no country named keeps the recognizer\'s rupee; a Sri Lankan one its own', () => {
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs250,000.')).toEqual(['250000 INR']);
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs250,000.', 'This agreement is governed by the laws of Sri Lanka.')).toEqual(['250000 LKR']);
  });
});

describe('a "K" sum beside a kwacha\'s, a kina\'s or a kyat\'s code written out (cause 2)', () => {
  it('"ZMW 4,500.00" says the lease\'s "K1,500.00" is the Zambian kwacha, "MWK" the Malawian, with no country named', () => {
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.', 'On signing the Operator pays a deposit of ZMW 4,500.00.')).toEqual(['1500 ZMW', '4500 ZMW']);
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K 150,000.00 per month.', 'On signing the Operator pays a deposit of 450,000 MWK.')).toEqual(['150000 MWK', '450000 MWK']);
  });
  it('near misses: two codes, or a code beside no figure, say nothing, and a "K" under neither stays no currency', () => {
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.', 'The deposit is ZMW 4,500.00 or MWK 900,000.00.')).toEqual(['4500 ZMW', '900000 MWK']);
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.', 'The PGK office keeps the receipts.')).toEqual([]);
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.')).toEqual([]);
  });
});

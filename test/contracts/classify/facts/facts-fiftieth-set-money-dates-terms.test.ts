/**
 * Facts set 50's causes 9–12 (issue 18, h89o), each decided on sentences written for it, near misses kept:
 * - 10: "£" under Tristan da Cunha is sterling; Saint Helena and Ascension keep their own pound (local-currency.ts);
 * - 11: "Rs." under a Pakistani contract that names no country: its towns, provinces and the CNIC (local-currency.ts);
 * - 9: a place-and-date line right above "Read, confirmed and signed." dates the signing (facts.ts);
 * - 12: a time to return a thing inside the price sentence is no payment term nor term (agreement-terms.ts).
 */
import { describe, expect, it } from 'vitest';
import { contractLocalCurrencies } from '../../../../src/contracts/classify/facts/local-currency.js';
import { amounts, distinctCurrencies, effective, paymentTerms, terms } from '../facts-readers.js';

const local = (...texts: string[]) => Object.fromEntries(contractLocalCurrencies(texts));

describe('the pound of Saint Helena\'s three islands (cause 10)', () => {
  it('Tristan da Cunha pays in sterling, with or without the Bank of St Helena named', () => {
    const tdc = ['LETTING AGREEMENT', 'Between Glass Holdings Ltd of Edinburgh of the Seven Seas, Tristan da Cunha, and Peter Lavarello.', 'The rent is £60.00 per week, paid to the Bank of St Helena.'];
    expect(amounts(...tdc)).toEqual(['60 GBP']);
    expect(distinctCurrencies(...tdc)).toEqual(['GBP']);
    expect(amounts('BOAT HIRE AGREEMENT', 'The Owner, of Tristan da Cunha, lets the boat for £25.00 per day.')).toEqual(['25 GBP']);
    expect(amounts('STORE AGREEMENT', 'Between Seven Seas Stores and Anne Green, both of Edinburgh of the Seven Seas.', 'The fee is £12.50 per month.')).toEqual(['12.5 GBP']);
  });
  it('Saint Helena and Ascension keep the Saint Helena pound, the territory\'s whole name too', () => {
    expect(amounts('TRUCK HIRE', 'Between Longwood Haulage Ltd of Jamestown, St Helena, and Kevin Thomas.', 'The hire is £80.00 per day.')).toEqual(['80 SHP']);
    expect(amounts('HOUSE LEASE', 'Between Two Boats Estates Ltd of Ascension Island and Mary Yon.', 'The rent is £400.00 per month.')).toEqual(['400 SHP']);
    expect(local('Governed by the laws of Saint Helena, Ascension and Tristan da Cunha.')).toEqual({ GBP: 'SHP' });
  });
  it('near misses: Tristan da Cunha beside St Helena names two pounds and keeps sterling', () => {
    expect(local('Shipped from Jamestown, St Helena, to Tristan da Cunha.')).toEqual({});
    expect(local('The island of Tristan da Cunha.')).toEqual({ GBP: 'GBP' });
  });
});

describe('"Rs." of a Pakistani contract that names no country (cause 11)', () => {
  it('a district town, a large town, a province, the CNIC', () => {
    const farm = ['WATER SUPPLY AGREEMENT', 'Between Ali Raza, resident of Tehsil Pakpattan, District Sahiwal, and Nadeem Akhtar.', 'The Buyer shall pay Rs. 400/- for each hour of water.'];
    expect(amounts(...farm)).toEqual(['400 PKR']);
    expect(distinctCurrencies(...farm)).toEqual(['PKR']);
    expect(amounts('SHOP LEASE', 'The shop stands in Hussain Agahi Bazaar, Multan.', 'The rent is Rs. 35,000/- per month.')).toEqual(['35000 PKR']);
    expect(amounts('TRANSPORT AGREEMENT', 'The Carrier, of Quetta, Balochistan, carries the apples.', 'The freight is Rs. 90,000 per truck.')).toEqual(['90000 PKR']);
    expect(amounts('SALE OF CATTLE', 'Sold by Imran Khalid, holder of CNIC No. 35202-1234567-1, to the Buyer.', 'The price is Rs. 150,000/- for the buffalo.')).toEqual(['150000 PKR']);
  });
  it('near misses: an Indian town keeps INR, a town of both countries decides nothing', () => {
    expect(amounts('SHOP LEASE', 'The shop stands in Linking Road, Mumbai.', 'The rent is Rs. 35,000/- per month.')).toEqual(['35000 INR']);
    expect(local('The Seller, of Multan, and the Buyer, of Chennai.')).toEqual({});
    expect(local('The Lessor, of Hyderabad, Sindh.')).toEqual({ INR: 'PKR' });
    expect(local('The Lessor, of Hyderabad, and the Lessee, of Amritsar, Punjab.')).toEqual({});
  });
});

describe('a place and a date over "Read, confirmed and signed." (cause 9)', () => {
  it('the line right above the formula dates the signing', () => {
    expect(effective('SALE OF OLIVES', 'The Buyer shall pay € 1,20 per kilogram.', 'Oristano, 14/11/2038', 'Read, confirmed and signed.', 'The Seller', 'Giulia Piras')).toEqual(['2038-11-14']);
    expect(effective('LEASE OF A GARAGE', 'The rent is € 90,00 per month.', 'Nuoro, 3 March 2038', 'Read, approved and signed', 'The Lessor', 'Paolo Mele')).toEqual(['2038-03-03']);
    expect(effective('LOAN OF A TRACTOR', 'The Borrower returns the tractor in good order.', 'Sassari, 2 May 2038', 'Read and signed.')).toEqual(['2038-05-02']);
  });
  it('near misses: a date line above another line, a formula with more words, a dated row', () => {
    expect(effective('SALE OF OLIVES', 'The Buyer shall pay € 1,20 per kilogram.', 'Oristano, 14/11/2038', 'The Seller', 'Giulia Piras')).toEqual([]);
    expect(effective('SALE OF OLIVES', 'The Buyer shall pay € 1,20 per kilogram.', 'Oristano, 14/11/2038', 'Read the terms above before the goods are signed for.')).toEqual([]);
    expect(effective('SALE OF OLIVES', 'Delivery Oristano 14/11/2038', 'Read, confirmed and signed.')).toEqual([]);
  });
});

describe('a time to return a thing inside the price sentence (cause 12)', () => {
  it('the charge for a thing not returned within a time gives no payment term and no term', () => {
    const crates = ['FISH SUPPLY AGREEMENT', 'The Buyer shall pay £4.10 per kilogram of fish, and £30.00 for each crate not returned to the Supplier within twenty-one (21) days of its delivery.'];
    expect(paymentTerms(...crates)).toEqual([]);
    expect(terms(...crates)).toEqual([]);
    expect(paymentTerms('GAS SUPPLY', 'The Customer pays $18.00 per cylinder and $120.00 for any cylinder not given back within ninety (90) days.')).toEqual([]);
    expect(paymentTerms('PALLET HIRE', 'The Hirer shall pay €2.00 per pallet per week and €15.00 for each unreturned pallet within 60 days.')).toEqual([]);
  });
  it('near misses: the time to pay in the same sentence, or after a comma, stays a payment term', () => {
    expect(paymentTerms('FISH SUPPLY AGREEMENT', 'The Buyer shall pay £4.10 per kilogram of fish within twenty-one (21) days of its delivery.')).toEqual(['21 days']);
    expect(paymentTerms('FISH SUPPLY AGREEMENT', 'The Buyer shall pay £30.00 for each crate not returned, within fourteen (14) days of the Supplier\'s invoice.')).toEqual(['14 days']);
  });
});

/**
 * Facts set 60's causes 5–7, 14 and 15 (issue 18, h101p60): a bank headed "Banka" (gazetteer.ts ROMANCE_BANK_HEADS), a
 * bank known by its brand after "account with" or "any branch of" (bank-brands.ts), a superintendency as a body's head
 * (INSTITUTION_HEADS), and an order's title named by what is ordered with its number (contract-types.ts NUMBERED_ORDER,
 * "services order", a reference code of two letter groups). Names and sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { types } from '../facts-readers.js';
import { addBanksByBrand } from '../../../../src/contracts/classify/names/bank-brands.js';

describe('banks and bodies named without an English bank word (causes 5–7)', () => {
  it('"Banka" opening a bank\'s name', () => {
    expect(orgs('The balance is paid to our account with Banka Popullore Veriore, Lezhë branch.')).toEqual(['Banka Popullore Veriore']);
  });
  it('a brand after "account with", "account at", "any branch of" or a "Bank:" field', () => {
    expect(orgs('The Buyer pays by transfer to the Seller\'s account with BFV Antsirabe.')).toEqual(['BFV Antsirabe']);
    expect(orgs('The invoice is paid at any branch of BPR Horizonte or by card.')).toEqual(['BPR Horizonte']);
    expect(orgs('Bank: BCK Moroni')).toEqual(['BCK Moroni']);
    expect(orgs('The fee is paid into an account held at TLB Nukualofa Branch.')).toEqual(['TLB Nukualofa']);
  });
  it('near misses: initials alone, ordinary words, a payment code, a brand with no account\'s words', () => {
    expect(orgs('The fee is paid to our account with BKT.')).toEqual([]);
    expect(orgs('The fee is paid to our account with Harbour Supplies.')).toEqual([]);
    expect(orgs('The fee is paid to the account with IBAN Reference 44.')).toEqual([]);
    expect(orgs('We bought the lamps from BFV Antsirabe last year.')).toEqual([]);
  });
  it('a superintendency with its qualifiers or tail; alone, none', () => {
    expect(orgs('The service meets the rules of the Energy Superintendency (SIEN).')).toContain('Energy Superintendency');
    expect(orgs('Claims go to the Superintendence of Public Services.')).toEqual(['Superintendence of Public Services']);
    expect(orgs('The Superintendency may inspect the works.')).toEqual([]);
  });
  it('is linear on hostile text', () => {
    const text = 'account with '.repeat(4000) + 'AB Cd '.repeat(4000);
    const start = performance.now();
    addBanksByBrand(text, () => undefined);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('an order named by what is ordered (causes 14–15)', () => {
  it('"SERVICES ORDER" in capitals and an order with its number or code in any case', () => {
    expect(types('CATERING SERVICES ORDER No. 44', 'The Caterer shall serve lunch.')).toEqual(['CATERING SERVICES ORDER']);
    expect(types('From: Mialy Rasoa <m@example.mg>', 'Subject: Re: Proofreading order VF-PR-044 – catalogue', 'I accept the job.')).toEqual(['Proofreading order']);
    expect(types('Subject: Printing order No. 17', 'Please print 500 copies.')).toEqual(['Printing order']);
  });
  it('near misses: the buyer\'s own order, an order with no number', () => {
    expect(types('Re: your order No. 5', 'The goods ship on Monday.')).toEqual([]);
    expect(types('Re: Printing order', 'Please print 500 copies.')).toEqual([]);
  });
});

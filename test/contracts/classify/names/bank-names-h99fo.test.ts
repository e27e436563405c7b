/**
 * Facts set 58's causes 6 and 7 (issue 18, h99fo), on sentences written for them:
 * - 6: the Turkish possessive bank word "Bankası" closes the bank's name read with its own capitalised words
 *   (gazetteer.ts TURKISH_BANK_WORDS_AFTER, read as nordic-and-french-bodies.ts NORDIC_AFTER reads a Nordic word); alone
 *   it names no bank (bank-names.ts POSSESSIVE_BANK_WORDS);
 * - 7: a one-word bank with a stem of two letters ("Akbank"), and a German bank-kind compound ("Raiffeisenbank",
 *   "Kantonalbank") named where no account or transfer is (bank-names.ts BANK_KIND_COMPOUND).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a Turkish bank named "<own words> Bankası" (cause 6)', () => {
  it.each([
    ['The rent is paid into the account of the Lessor with Ege Bankası, Bodrum Branch.', 'Ege Bankası'],
    ['The deposit is kept at Anadolu Tarım Bankası until the lease ends.', 'Anadolu Tarım Bankası'],
    ['3. Marmara Katılım Bankasi holds the guarantee.', 'Marmara Katılım Bankasi'],
    ['Payments go to the account with the Karadeniz Bankası.', 'Karadeniz Bankası'],
  ])('%s', (text, bank) => {
    expect(orgs(text)).toEqual([bank]);
  });
  it('near miss: the word alone names no bank', () => {
    expect(orgs('The rent is paid by transfer to an account at any bankası chosen.')).toEqual([]);
    expect(orgs('The rent is paid by transfer to the account with Bankası.')).toEqual([]);
  });
});

describe('a bank named in one word ending in "bank" (cause 7)', () => {
  it.each([
    ['The rent is paid to the account with Okbank, Izmir Branch.', 'Okbank'],
    ['You hand us your statements from Raiffeisenbank Saastal each month.', 'Raiffeisenbank Saastal'],
    ['The guarantee is given by Bündner Kantonalbank for the whole term.', 'Bündner Kantonalbank'],
    ['Volksbank Obergoms keeps the key deposit.', 'Volksbank Obergoms'],
  ])('%s', (text, bank) => {
    expect(orgs(text)).toEqual([bank]);
  });
  it('near misses: an English word, or a fused word not of a bank kind with no banking word near', () => {
    expect(orgs('Embank the slope before the rains, with an account of the works.')).toEqual([]);
    expect(orgs('The walkers meet at Redbank every Sunday.')).toEqual([]);
  });
});

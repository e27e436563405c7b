/**
 * A bank named by its head in a Romance language and one word of its own ("Banque Misr", "Banca Transilvania"):
 * own-language-bodies.ts ROMANCE_BODY with gazetteer.ts ROMANCE_BANK_HEADS (issue 18, h53bodies). Sentences written for
 * this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a bank\'s head and one word of its own (h53bodies)', () => {
  it.each([
    ['Payments go to the account held with Banca Dorna, Cluj branch.', 'Banca Dorna'],
    ['The advance is secured by a guarantee of Banque Saharienne.', 'Banque Saharienne'],
    ['The deposit is held by Banco Itaguá until completion.', 'Banco Itaguá'],
    ['Banco Nacional de Costa Rica shall pay.', 'Banco Nacional de Costa Rica'],
  ])('%s', (text, bank) => {
    expect(orgs(text)).toEqual([bank]);
  });
  it.each([
    'The Customer shall fund the Banco Account monthly.',
    'The Banque Rules apply to each transfer.',
    'Disputes go under the Tribunal Rules.',
  ])('%s: no bank', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('a payment scheme or an account code after a bank\'s word, no bank (review hrev39)', () => {
  it.each([
    'The Buyer shall pay by Banco Pix or wire.',
    'Funds go to the Banca Iban shown on the invoice.',
  ])('%s: no bank', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it('keeps a bank of its own word', () => {
    expect(orgs('Funds shall be sent to Banco Sabadell for the account of the Seller.')).toEqual(['Banco Sabadell']);
  });
});

/**
 * Term & Termination said without its word: the cues of category-cues-ends.ts, from the tests of the rounds that wrote
 * them (rounds 5, 7; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads the
 * file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for these
 * tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { END_CUES, END_VETOES, INSOLVENCY_WORD } from '../../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import fc from 'fast-check';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../../security/linear-time.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(END_CUES, category);
const vetoed = (category: string) => cuedBy(END_VETOES, category);

// Round 5 (h25cat5).
describe('Term & Termination: a cancellation with its refund', () => {
  it('a cancellation with its refund', () => {
    expect(cued('If the Client cancels the booking within a week of the date, we will refund half of the deposit.', 'Term & Termination')).toBe(true);
    expect(round('Term & Termination')('If the Client cancels, the Studio will offer another date.')).toBe(false);
    expect(round('Term & Termination')('If the Theatre cancels a performance, it will refund the ticket price.')).toBe(false);
  });
});

// Round 7 (h26cat7).
describe('a company\'s administrator who signs for it is no insolvency', () => {
  it('vetoes the termination cue in a party line, not where the contract ends', () => {
    const veto = vetoed('Term & Termination');
    expect([
      'ALFA SHIPPING S.A., represented by its administrator, Mr Nikos Pappas,',
      'The Company may terminate this Agreement if an administrator is appointed.',
    ].map(veto)).toEqual([true, false]);
    expect(cued('BETA FOODS S.A., lawfully represented by its administrator, Ms Maria Kosta (the "Supplier"),', 'Term & Termination')).toBe(false);
  });
});

// Issue 18, h105tax: the words of an insolvency in one list (INSOLVENCY_WORD), read by the cue and by the vetoes' guards.
describe('the words of an insolvency, one list for the cue and the guards (C7)', () => {
  const insolvency = (text: string) => new RegExp(INSOLVENCY_WORD, 'i').test(text);
  const GROUNDS = [
    'The Supplier may end the contract if the Buyer becomes insolvent.',
    'A party that is declared bankrupt loses its seat on the board.',
    '(c) the Tenant goes into liquidation;',
    '(d) a liquidator is appointed over the whole of the Printer\'s assets;',
    '(e) an order is made for the winding-up of the Grower;',
    '(f) the Carrier is wound up;',
    'The Member enters receivership.',
  ];

  it('reads an insolvency, a liquidator, a winding up with or without its hyphen', () => {
    expectEach(insolvency, GROUNDS, true);
  });

  it('not liquidated damages, a goods\' receiver, a winding down or a company\'s administrator', () => {
    expect([
      'The Builder pays liquidated damages of EUR 90 for each day of delay.',
      'The receiver of the pallets checks each seal.',
      'The Grower shall begin winding down the old orchard in May.',
      'The Seller is represented by its administrator, Mr Janis Ozols.',
    ].map(insolvency)).toEqual([false, false, false, false]);
  });

  // (h105mendC, h105rev finding 10) "wound up" of a party, not of a thing wound.
  it('a party wound up, not hoses or a clock wound up', () => {
    expect(['If the Tenant is wound up, the Landlord may end the lease.', 'The Agent shall tell us at once if it is being wound up.', 'Should the Buyer be compulsorily wound up, the price falls due.', 'The Partner was wound up and dissolved last year.'].map(insolvency)).toEqual([true, true, true, true]);
    expect([
      'After each visit the hoses are wound up and stored in the van.',
      'The cables are wound up onto the drum before transport.',
      'The clock is wound up every Sunday by the caretaker.',
      'The hose reel must be wound up after use.',
    ].map(insolvency)).toEqual([false, false, false, false]);
    expect(cued('After each visit the hoses are wound up and stored in the van.', 'Term & Termination')).toBe(false);
  });

  it('each word is the cue\'s: Term & Termination by the word alone', () => {
    expectEach((t) => cued(t, 'Term & Termination'), GROUNDS, true);
  });

  it('the guards read the same list: an insolvency named keeps the cue beside an administrator or a product\'s expiry date', () => {
    const veto = vetoed('Term & Termination');
    expect(veto('The Supplier, represented by its administrator, may end the contract if the Buyer goes into liquidation.')).toBe(false);
    expect(veto('The Supplier, represented by its administrator, may end the contract if the Buyer is wound up.')).toBe(false);
    expect(veto('No goods past their expiry date may be sold by a liquidator of the Distributor.')).toBe(false);
  });

  it('"liquidated damages" names no insolvency: the administrator who represents a party, a product\'s expiry date, stay vetoed', () => {
    const veto = vetoed('Term & Termination');
    expect(veto('The Seller, represented by its administrator, Ms Ilze Kalnina, shall pay liquidated damages of EUR 100 for each day of delay.')).toBe(true);
    expect(veto('Goods delivered within three months of their expiry date incur liquidated damages of 5% of their price.')).toBe(true);
  });

  it('one list: whatever names an insolvency keeps both vetoes from firing (fast-check)', () => {
    const word = fc.constantFrom('insolvent', 'insolvency', 'bankrupt', 'bankruptcy', 'liquidation', 'a liquidator', 'winding up', 'winding-up', 'being wound up', 'receivership');
    const veto = vetoed('Term & Termination');
    fc.assert(fc.property(word, (w) => {
      expect(insolvency(`The Buyer faces ${w}.`)).toBe(true);
      expect(veto(`The Seller, represented by its administrator, may refuse orders in case of ${w}.`)).toBe(false);
      expect(veto(`Products past their expiry date are destroyed in case of ${w}.`)).toBe(false);
    }));
  });

  it('reads hostile text linearly', () => {
    const re = new RegExp(INSOLVENCY_WORD, 'gi');
    readsLinearly((n) => {
      const text = 'wound   winding liquidat receiver insolve '.repeat(Math.ceil(n / 42));
      return () => text.replace(re, ' ').length;
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });
});

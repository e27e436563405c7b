/**
 * Hostile text for the patterns h104p63 added for the party variants facts sets 57–63 left (issue 18): the ward in
 * RESIDENCE_BEFORE and beside a municipality, a role field's address (contract-parties.ts), "We, the undersigned," and
 * the next co-writer (preamble-words.ts, preamble-names.ts), a letterhead line's name and "The Manager, <name>"
 * (letterhead-signer.ts, line-shapes.ts OFFICE_THEN_NAME), a unit beside its company (notice-units.ts), two surnames
 * joined by "&" (ampersand-firms.ts) and Italian "ed" joins (own-language-bodies.ts).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs against the party variants\' patterns (h104p63)', () => {
  itClassifiesRunsWithin1s('h104p63', [
    ['I, Aa Bb, resident of ', 'Ward No. 4 of '],
    ['Aa Bb, resident of Ward ', '1 of the '],
    ['Seller: Aa Bb, ', 'Ward No. 2, Aa Municipality, '],
    ['Buyer: Aa Bb', ', Cc Municipality-4'],
    ['We, the undersigned, Aa Bb (hereinafter the Lender)', ', and Cc Dd (hereinafter the Borrower)'],
    ['We, the undersigned, ', 'and '],
    ['The Manager, ', 'Aa Bb '],
    ['For Aa Bb, ', 'Manager '],
    ['From: Aa Office – ', 'Bb Office – '],
    ['Aa Office', ' – Bb Cc'],
    ['Harris & ', 'St. Jean & '],
    ['Aa & Bb', ', Cc & Dd'],
    ['Società Italiana degli Aa', ' ed Bb'],
  ]);
});

describe('a thread and a signature of many units (h104p63)', () => {
  it('unit lines over company lines repeated: linear', () => {
    const result = readsLinearly((n) => {
      const lines = Array.from({ length: Math.ceil(n / 40) }, (_, k) => ({ text: k % 2 === 0 ? 'Bookings Office' : 'Porto Diving Lda.', kind: 'sentence' as const }));
      return () => classifyContract([{ text: 'From: Bookings Office – Porto Diving Lda. <a@b.example>', kind: 'sentence' }, ...lines.slice(0, 400)]);
    });
    expect(result.elements.length).toBeGreaterThan(1);
  });
});

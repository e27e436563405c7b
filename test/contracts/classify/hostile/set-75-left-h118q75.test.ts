/**
 * Hostile text for the patterns h118q75 changed for facts set 75 (issue 18): a "Name:" entry numbered in roman numerals
 * and its closing line after the capacity the person acts in (parties/name-field-entries.ts NAME_FIELD, CALLED_LINE,
 * ON_BEHALF_OF), a contract's mark before a present payer's figure (party-pays-now.ts MARK_THEN_FIGURE) and "juta" /
 * "ribu" after a money figure (numbers/scale-words-after.ts).
 */
import { describe, expect, it } from 'vitest';
import { paysNowPattern } from '../../../../src/contracts/classify/parties/party-pays-now.js';
import { nameFieldEntries } from '../../../../src/contracts/classify/parties/name-field-entries.js';
import { scaledSum } from '../../../../src/contracts/classify/numbers/scale-words-after.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of "Name:" entries and acting clauses (h118q75)', () => {
  // Each line of an entry is read only up to 160 characters: a run is many lines of a hostile unit each, and one long line.
  const rows = [
    ['I. Name: Aa Bb', 'acting for and on behalf of PT Aa Bb, acting for herself, '],
    ['II. Name: Aa Bb', 'Aa Bb acting for and on behalf of PT '],
    ['I. Name: Aa Bb', 'acting for herself and for her group and for her group,'],
    ['III. Name: Aa Bb', 'acting on behalf of PT Aa Aa Aa Aa Aa '],
  ] as const;
  for (const [head, unit] of rows) {
    it(`"${head}" over lines of "${unit}" repeated: entries read within 1 s (h118q75)`, () => {
      const entries = readsLinearly((n) => {
        const line = run('', unit, 150).slice(0, 150);
        const texts = Array.from({ length: Math.max(1, Math.floor(n / 150)) }, (_, k) => (k % 4 === 0 ? head : line));
        return () => nameFieldEntries(texts);
      }, 1000);
      expect(entries).toEqual([]);
      const long = readsLinearly((n) => {
        const texts = [head, run('', unit, n)];
        return () => nameFieldEntries(texts);
      }, 1000);
      expect(long).toEqual([]);
    });
  }
  itClassifiesRunsWithin1s('h118q75', [
    ['I. Name: Aa Bb ', 'acting for and on behalf of PT Aa Bb, hereinafter referred to as the FIRST PARTY; '],
  ]);
});

describe('runs of a present payer of a marked figure (h118q75)', () => {
  for (const unit of ['Rp ', 'Rp.', 'Kshs. Rp', 'Tk  ']) {
    it(`"THE BUYER pays " then "${unit}" repeated: the pattern reads linearly (h118q75)`, () => {
      const re = paysNowPattern('THE BUYER', 'THE SELLER', '');
      const hit = readsLinearly((n) => {
        const text = run('THE BUYER pays ', unit, n);
        return () => re.test(text);
      }, 1000);
      expect(hit).toBe(false);
    });
  }
});

describe('runs of scale words after a sum (h118q75)', () => {
  for (const unit of [' juta', '  ribu ', 'juta', ' \t']) {
    it(`"Rp 2,5" then "${unit}" repeated: read within 1 s (h118q75)`, () => {
      const read = readsLinearly((n) => {
        const text = run('Rp 2,5', unit, n);
        return () => scaledSum(text, 6, 2.5);
      }, 1000);
      expect(read === undefined || read.value === 2500000 || read.value === 2500).toBe(true);
    });
  }
  itClassifiesRunsWithin1s('h118q75', [
    ['The price is ', 'Rp 2,5 juta '],
    ['The price is Rp 2,5', ' juta juta'],
  ]);
});

/**
 * Hostile text for the patterns h120w77 added for facts set 77's causes 4–7 (issue 18): the start said by the one who
 * does the work (facts/party-starts-work.ts), a tax aside between a rate and its months (facts/agreement-terms.ts
 * AFTER_RATE), a French name's small words before its capitalised tail (names/french-small-word-names.ts) and a
 * representative's post before a body's alias (lexicon/board-offices.ts REPRESENTATIVE_POST_AT_END,
 * names/bodies-aliased-by-kind.ts).
 */
import { describe, expect, it } from 'vitest';
import { partyStartsWork } from '../../../../src/contracts/classify/facts/party-starts-work.js';
import { isNoPaymentPeriod } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { frenchHeadStart } from '../../../../src/contracts/classify/names/french-small-word-names.js';
import { REPRESENTATIVE_POST_AT_END } from '../../../../src/contracts/classify/lexicon/board-offices.js';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of starts, tax asides, French small words and representatives\' posts (h120w77)', () => {
  for (const unit of ['I will start on ', 'The Contractor shall start the work on ', 'We  will  begin  work  on  the ', 'the Aaaa will start ', 'on Monday ']) {
    it(`"${unit}" repeated: the party's start reads linearly (h120w77)`, () => {
      const hit = readsLinearly((n) => {
        const text = run('', unit, n);
        return () => partyStartsWork(text);
      }, 1000);
      expect(typeof hit).toBe('boolean');
    });
  }
  for (const unit of ['per month, plus ', 'GST and QST ', 'per week excluding VAT, ', 'plus  a  b  c  ', 'for ']) {
    it(`"${unit}" repeated before a duration: the tax aside reads linearly (h120w77)`, () => {
      const hit = readsLinearly((n) => {
        const text = `${run('EUR 900 ', unit, n)}for four months`;
        return () => isNoPaymentPeriod(text, text.length - 11, text.length);
      }, 1000);
      expect(typeof hit).toBe('boolean');
    });
  }
  for (const unit of ['de ski ', 'Club de ski de fond ', 'de la petite enfance ', 'd\'outils ', 'BETWEEN: Club de  la  baie  ']) {
    it(`"${unit}" repeated before a capitalised tail: the French head reads linearly (h120w77)`, () => {
      const hit = readsLinearly((n) => {
        const text = `${run('BETWEEN: Club ', unit, n)}Les Goélands inc.`;
        return () => frenchHeadStart(text, text.length - 17) + findNames(text).length;
      }, 1000);
      expect(typeof hit).toBe('number');
    });
  }
  for (const unit of ['represented by its Chairman ', 'General Manager, ', 'of the ', 'represented  by  its  ']) {
    it(`"${unit}" repeated: the representative's lead reads linearly (h120w77)`, () => {
      const hit = readsLinearly((n) => {
        const text = run('Acme, ', unit, n);
        return () => REPRESENTATIVE_POST_AT_END.test(text);
      }, 1000);
      expect(typeof hit).toBe('boolean');
    });
  }
  itClassifiesRunsWithin1s('h120w77', [
    ['Dear Síle, ', 'I will start on Monday 7 April 2047 and have the walls finished by '],
    ['The Club pays ', '1 850,00 $ per month, plus GST and QST, for four months, '],
    ['BETWEEN: Club de ski de fond ', 'Les Pieds Légers inc., de ski de fond '],
    ['made between Gondar Weavers Association, ', 'represented by its Chairman Ato Dawit Bekele (hereinafter "the Association"), '],
  ]);
});

/**
 * Hostile text for the patterns h112f72 changed for facts set 72 (issue 18): a dash between "hereinafter" and the alias
 * (alias-forms.ts CALLED_UNQUOTED), a mark in mixed case after a table header's comma (table-money.ts COMMA_MARK) and
 * the ngultrum's "Nu." before a figure, no sentence's end (sentences.ts BEFORE_AMOUNT).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsBeforeAlias, itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs against "hereinafter" and a dash (h112f72)', () => {
  itClassifiesRunsWithin1s('h112f72', [
    ['Aa Bb (hereinafter – the ', 'Aa '],
    ['Aa Bb ', '(hereinafter – the Aa '],
    ['Aa Bb ', 'hereinafter – '],
    ['Aa Bb (hereinafter', ' – the'],
    ['UAB Aa (hereinafter -', ' -'],
  ]);
  itClassifiesRunsBeforeAlias('h112f72', [
    ['Aa Bb (hereinafter ', '– '],
    ['Aa Bb, ', 'hereinafter — the Bb, '],
  ]);
});

describe('runs of "Nu." before figures (h112f72)', () => {
  itClassifiesRunsWithin1s('h112f72', [
    ['The price is ', 'Nu. 1 '],
    ['The price is ', 'Nu. 1,85,000/- (Nu. '],
    ['Aa ', 'nu. Nu. '],
  ]);
});

describe('a table header of long comma tails (h112f72)', () => {
  for (const unit of [', Eur', ',Eu', ' Eur,', ', E']) {
    it(`a header cell "Price" then "${unit}" repeated over a row of figures: linear, within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const header = `Item | ${run('Price', unit, n)}`;
        return () => classifyContract([{ text: header, kind: 'sentence' }, { text: 'Boat | 45,00', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
});

/**
 * Hostile text for the patterns h119q76 changed for facts set 76's parties (issue 18): a role field naming a local
 * government without its article (names/government-names.ts ACTING_LOCAL_GOVERNMENT), "BY AND BETWEEN" alone on its line
 * (parties/preamble-words.ts PARTIES_HEADING), the price "payable by" a party (parties/party-payable-by.ts), a glossed
 * post before a courtesy title (representative-contacts.ts POST_GLOSS_THEN_TITLE) and "Witnesses: 1." (details/line-shapes.ts
 * WITNESS_LIST_OPENS).
 */
import { describe, expect, it } from 'vitest';
import { PARTIES_HEADING } from '../../../../src/contracts/classify/parties/preamble-words.js';
import { WITNESS_LIST_OPENS } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { pricePayableBy } from '../../../../src/contracts/classify/parties/party-payable-by.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of role fields, local governments, headings and payable prices (h119q76)', () => {
  itClassifiesRunsWithin1s('h119q76', [
    ['Customer: Municipality of ', 'Hrotovice '],
    ['Customer:', ' Municipality of'],
    ['Customer: Town of ', 'Old-Town '],
    ['', 'Customer: Town of X '],
    ['BY AND BETWEEN', ' and'],
    ['The fee of EUR 1 is ', 'payable by the Club '],
    ['', 'fee 1, payable by the Club; '],
    ['Acme Ltd, represented by its ', 'Rangbah (headman) '],
    ['Acme Ltd, represented by its Rangbah Shnong (headman) ', 'Shri '],
    ['Witnesses: ', '1. '],
  ]);
  for (const unit of [' ', ': ', '1. ', 'Witnesses: 1.']) {
    it(`"${unit}" repeated after "Witnesses": the list opener's test reads linearly (h119q76)`, () => {
      expect(typeof readsLinearly((n) => {
        const text = `Witnesses${run('', unit, n)}x`;
        return () => WITNESS_LIST_OPENS.test(text);
      }, 1000)).toBe('boolean');
    });
  }
  for (const unit of [' ', 'by and ', 'BY AND BETWEEN ', ' :']) {
    it(`"${unit}" repeated before "between": the heading's test reads linearly (h119q76)`, () => {
      expect(typeof readsLinearly((n) => {
        const text = `${run('', unit, n)}between x`;
        return () => PARTIES_HEADING.test(text);
      }, 1000)).toBe('boolean');
    });
  }
  for (const unit of ['payable by the Club ', 'fee 1 ', '. A', 'payable  by  the  Club', 'fee 1, payable by the Clubs ']) {
    it(`"${unit}" repeated: the payable price's test reads linearly (h119q76)`, () => {
      expect(typeof readsLinearly((n) => {
        const texts = [run('The fee of EUR 1 is ', unit, n)];
        return () => pricePayableBy('Club', texts);
      }, 1000)).toBe('boolean');
    });
  }
});

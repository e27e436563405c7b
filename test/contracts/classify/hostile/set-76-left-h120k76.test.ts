/**
 * Hostile text for h120k76's rules (facts set 76's causes 5 and 11, issue 18): a post before a name with the seal's mark
 * (parties/details/line-shapes.ts TITLE_THEN_NAME), a field heading with its address after a comma (block-lines.ts
 * headingBeforeAddress), and a kind the message "makes" (document/contract-types.ts OWN_NAME_MADE): runs of posts,
 * names, commas and words read in linear time, as the patterns alone and through a whole classification.
 */
import { describe, expect, it } from 'vitest';
import { TITLE_THEN_NAME } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { OWN_NAME_MADE } from '../../../../src/contracts/classify/document/contract-types.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of posts, headings with addresses and kinds made (h120k76)', () => {
  itClassifiesRunsWithin1s('h120k76', [
    ['Representative ', 'Director '],
    ['Representative Director ', 'Aa '],
    ['Party A: Aa Co., Ltd.', ', 4-2 Aa'],
    ['Party A: ', 'Aa, 12 Bb, '],
    ['This e-mail ', 'and your reply make our '],
    ['This e-mail make our ', 'booking '],
  ]);
  for (const unit of ['Representative ', 'Director ', 'Aa ', 'Representative Director Aa ', ' (seal)', '( ']) {
    it(`"${unit}" repeated in a post's line: TITLE_THEN_NAME reads linearly (h120k76)`, () => {
      expect(typeof readsLinearly((n) => {
        const text = `${run('Representative ', unit, n)} (seal) x`;
        return () => TITLE_THEN_NAME.test(text);
      }, 1000)).toBe('boolean');
    });
  }
  for (const unit of ['this e-mail ', 'make our ', 'booking ', 'aa ', ' ', 'this letter will make our aa bb ']) {
    it(`"${unit}" repeated before a kind: OWN_NAME_MADE reads linearly (h120k76)`, () => {
      expect(typeof readsLinearly((n) => {
        const text = `${run('this e-mail ', unit, n)}make our booking agreement x`;
        return () => OWN_NAME_MADE.test(text);
      }, 1000)).toBe('boolean');
    });
  }
});

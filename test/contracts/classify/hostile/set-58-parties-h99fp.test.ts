/**
 * Issue 18, h99fp: the readers facts set 58's parties and contacts taught (one-line-signers.ts TESTING_CLAUSE and
 * SIGNS_FOR, line-shapes.ts TITLE_DASH_NAME and TITLE_HEAD_WORDS, block-openers.ts UNIT_THEN_COMPANY,
 * salutation-addressee.ts FIELD_LABEL and ALIAS_BRACKET, company-names.ts SMALL_WORD_BEFORE, email-thread-parties.ts's
 * headers) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

describe('set 58\'s parties and contacts on hostile input (h99fp)', () => {
  itClassifiesRepeatedLinearly('IN WITNESS WHEREOF signed for and on behalf of the Aa by Bb Cc, Dd, at Ee; subscribed for ');
  itClassifiesRepeatedLinearly('Aa Bb Customer Service – Cc Dd - ');
  itClassifiesRepeatedLinearly('to AA AND BB AND CC, an unincorporated association ');
  itClassifiesRunsLinearly(
    ['From: Aa <a@b.c> To: Bb ', 'Delivery address: Aa Bb, ("', 'Purchasing, Aa Ltd., '],
    (unit) => `an e-mail thread around "${unit}" repeated: linear`,
    (run) => [
      { text: 'Aa Bb Ltd – Shop', kind: 'sentence' },
      { text: 'Dear Cc Dd,', kind: 'sentence' },
      { text: `From: ${run}`, kind: 'sentence' },
      { text: `To: ${run}`, kind: 'sentence' },
      { text: `Delivery address: Cc Dd, ${run}`, kind: 'sentence' },
      { text: 'Cc Dd', kind: 'sentence' },
      { text: run, kind: 'sentence' },
      { text: 'Aa Bb Ltd', kind: 'sentence' },
    ],
  );
});

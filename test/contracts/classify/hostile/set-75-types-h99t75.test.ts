/**
 * Issue 18, h99t75: the readers set 75's types taught (nature-present-duties.ts VERB_AFTER's "re-", CLAUSE_END's relative
 * before a modal, RELATIVE_ON_SUBJECT's bare "affected"; object-natures.ts ENABLED_TO, PROMISED_TO, CONSENTS_TO and
 * DOING_AFTER) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 75\'s types on hostile input (h99t75)', () => {
  itClassifiesRepeatedLinearly('The party affected re-re-packs that can which may does not re-hire allow the Aa and its bb cc dd ');
  itClassifiesRepeatedLinearly('(a) to allow Bb and its cc undertakes to consents to the Aa quickly doing consents to ');
});

/**
 * Issue 18, h102p61: the patterns facts set 61's parties and dates taught (sentences.ts' flat numbers and two-letter
 * initials, signer-initials.ts TITLE_BLANK_INITIALS between slashes, email-thread-parties.ts AFTER_COMPANY after middle
 * dots, birth-dates.ts BORN_BEFORE, facts.ts SMALL_WORDS_SUBTITLE_LINE) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 61\'s parties and dates on hostile input (h102p61)', () => {
  itClassifiesRepeatedLinearly('residing at 7 Aa Street, apt. 12, kv. ');
  itClassifiesRepeatedLinearly('Director ____ /Sh. I. Aa/ Zh. ');
  itClassifiesRepeatedLinearly('Aa d.o.o. \u00b7 Bb 55, 88000 Cc \u00b7 ');
  itClassifiesRepeatedLinearly('the child Aa Bb, born on date of birth: DOB ');
  itClassifiesRepeatedLinearly('for aa bb cc dd ee ff gg ');
});

/**
 * Issue 18, h102n78: the patterns this branch added or widened, on their near misses repeated: linear. nature-modals.ts'
 * offer or letter accepted; nature-present-duties.ts STATE_BEFORE, THING_VERB_AFTER, DONE_OBJECT; natures.ts
 * DESCRIBED_HOW and the sequel after ", and … then"; pronoun-antecedents.ts BETWEEN_BEFORE; place-names.ts
 * POSITION_WORD_AFTER; identifiers.ts' dotted register number; not-quantities.ts' "one" after an exception.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 78\'s types and attributes left on hostile input (h102n78)', () => {
  itClassifiesRepeatedLinearly('you accept the terms of your the offer of this accepts the conditions of our ');
  itClassifiesRepeatedLinearly('is due , and the is not refunded , but the Member loans carry Aa loans bear ');
  itClassifiesRepeatedLinearly('We do planned do the backups of do the maintenance do all that ');
  itClassifiesRepeatedLinearly('sets out how the Company will be run describes how the Aa shall be ');
  itClassifiesRepeatedLinearly('between the Members, and they shall between all the Aa, and they may ');
  itClassifiesRepeatedLinearly('may pay , and the Owner then reduces , and we then ');
  itClassifiesRepeatedLinearly('Dili Kraik Gleno Leten Aa Norte Railaco Sul Bb ');
  itClassifiesRepeatedLinearly('FL-0002.614.882-7 1.250.000-7 0.000.000.000-1 ');
  itClassifiesRepeatedLinearly('except one caused by other than one that excluding one made by ');
});

/**
 * Issue 18, h103t78: the patterns this branch added or widened, on their near misses repeated: linear. nature-modals.ts
 * KEPT_TO_COVER; natures.ts' thing pronoun before a negated passive; nature-present-duties.ts CLAUSE_END's thing pronoun
 * and BARE_TIME_LIMIT; category-cue-vetoes.ts' last instalment paid; the upkeep paid for, the installation taught and
 * the thing supplied delivered (their cue files' own linearity is in categories-set78-and-77-classes-h103t78.test.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

describe('sets 78\'s and 77\'s leftovers on hostile input (h103t78)', () => {
  itClassifiesRepeatedLinearly('will keep the first instalment to cover will retain the fee as ');
  itClassifiesRepeatedLinearly('it cannot be used they must not be stored it may not be ');
  itClassifiesRepeatedLinearly('the Aa repairs it , and it cannot be usedd ');
  itClassifiesRepeatedLinearly('the Licensors answer within 10 , and the Aa answer within two working ');
  itClassifiesRepeatedLinearly('You can book , and we keep it for you keep the for the Aa ');
  itClassifiesRepeatedLinearly('until the last instalment is when the final payment has been ');
  itClassifiesRepeatedLinearly('pays for the fuel pay for oil tyres ');
  itClassifiesRepeatedLinearly('installs the Aa and trains install train ');
  itClassifiesRepeatedLinearly('supplies caps , delivered to the , delivered at ');
  // In a hire-purchase (a title naming it), where the upkeep veto reads each sentence.
  itClassifiesRunsLinearly(['pays for the fuel pay for oil tyres ', 'by hire-purchase the (hereinafter "the '], (unit) => `"${unit}" repeated in a hire-purchase: linear`, (run) => [
    { kind: 'title', text: 'HIRE-PURCHASE CONTRACT' },
    { kind: 'sentence', text: run },
  ]);
});

/**
 * Issue 18, h100p59: the patterns facts set 59's parties taught (line-shapes.ts SIDE_SIGNING_HEADING, WITNESS_HEADING's
 * ATTESTED, NAME_COMMA_REST, identity-numbers.ts ID_LABEL_AFTER_NAME, letter-writer-body.ts UNIT_BEFORE,
 * bank-names.ts ONE_WORD_BANK, public-bodies-by-field.ts STATE_WORK_END, bodies-named-by-trade.ts CARRIED_BY and
 * SHIPPING_ROW_BRACKET) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 59\'s parties on hostile input (h100p59)', () => {
  itClassifiesRepeatedLinearly('Order accepted by the Aa Ordered by ');
  itClassifiesRepeatedLinearly('Witnesses to the date and the signatures and ');
  itClassifiesRepeatedLinearly('Aa Bb, kt. 12 ID No. (aa) ');
  itClassifiesRepeatedLinearly('Reception, Aa Bb AS Best regards, ');
  itClassifiesRepeatedLinearly('account with Aabankinn Bbpankki Cc banki ');
  itClassifiesRepeatedLinearly('the Emergency Management Aa Emergency Management Service ');
  itClassifiesRepeatedLinearly('shipped by Aa Bb Cc Shipping (Aa Bb Transport ');
});

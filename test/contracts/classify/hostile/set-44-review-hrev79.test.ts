/**
 * Review hrev79 (issue 18): the narrowed readers on hostile input, one unit of their near misses repeated as one
 * element, classified whole, in about linear time: "paid … and the X verbs the …" (facts.ts PAYMENT), "On <date> … that
 * this contract was concluded" (EFFECTIVE_LOW), a sum per a currency's unit (exchange-rates.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 44 review\'s narrowed readers on hostile input (hrev79)', () => {
  itClassifiesRepeatedLinearly('paid on delivery and the Buyer inspects the goods On 1 March 2037 the Seller confirms that this contract USD 0.05 for each dollar in GBP 350 per crown, ');
});

/**
 * Issue 18, h77t59: the readers set 59 taught (alias-forms.ts "hereinafter:" and "hereinafter only" without quotes;
 * recognizers.ts DASH_RANGE; place-positions.ts "registered office:" and "place of residence:"; place-names.ts
 * ADJECTIVE_REPUBLIC; group-aliases.ts TOGETHER_AS_PARTIES; nature-present-duties.ts a decimal point in an opening) on
 * their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 59\'s readers on hostile input (h77t59)', () => {
  itClassifiesRepeatedLinearly('Aa Kft., hereinafter: Bb Cc Dd hereinafter only the Ee, hereinafter referred to as: ');
  itClassifiesRepeatedLinearly('1.0–2.0 3.5-4.5 9–8 1.0-');
  itClassifiesRepeatedLinearly('(registered office: Aa Bb; place of residence: Cc registered office:  ');
  itClassifiesRepeatedLinearly('the Aa Republic of the Bb Republic the ');
  itClassifiesRepeatedLinearly('between Aa and Bb together hereinafter only the "Cc Dd Parties" jointly "');
  itClassifiesRepeatedLinearly('If the yield is below 2.2 tonnes 3.3 4.4 5.5 per hectare 6.6 ');
});

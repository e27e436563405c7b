/**
 * Hostile text for the patterns h118f75 changed for facts set 75 (issue 18): "GH¢" before a figure (nlu
 * currency-units.ts CENT_SIGN_PREFIXES) and a present-tense "pays" whose object is a thing bought (parties/
 * party-pays-now.ts BOUGHT_THING).
 */
import { describe, expect, it } from 'vitest';
import { paysNowPattern } from '../../../../src/contracts/classify/parties/party-pays-now.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of cedi marks (h118f75)', () => {
  itClassifiesRunsWithin1s('h118f75', [
    ['The price is ', 'GH¢ 1 '],
    ['The price is ', 'GH¢GH¢1,0'],
    ['The price is ', 'Gh¢ ¢ gh¢ '],
  ]);
});

describe('runs of a present-tense payer of things bought (h118f75)', () => {
  for (const unit of ['pays for the each ', "THE BUYER pays for each week's ", 'pays for a b c deliveries ', "for x'y' "]) {
    it(`"THE BUYER pays " then "${unit}" repeated: the pattern reads linearly (h118f75)`, () => {
      const re = paysNowPattern('THE BUYER', 'THE SELLER', '');
      const hit = readsLinearly((n) => {
        const text = run('THE BUYER pays ', unit, n);
        return () => re.test(text);
      }, 1000);
      expect(typeof hit).toBe('boolean');
    });
  }
  itClassifiesRunsWithin1s('h118f75', [
    ['THE BAKERY pays ', 'for each week\'s '],
    ['The Buyer pays for ', 'the goods pays for '],
  ]);
});

/**
 * Hostile text for the pattern h117w widened for facts sets 72–74 (issue 18): a party's verb of doing over "from <date> to
 * <date>" (agreement-terms.ts servesForRange: PARTY_SERVES, FROM_DATE_TO_DATE, NOT_ITS_SERVICE), classified whole.
 */
import { describe } from 'vitest';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs of a party, a verb of doing and "from … to" (h117w)', () => {
  itClassifiesRunsWithin1s('h117w', [
    ['Article 1. Party B harvests ', 'from 3 March 2046 to '],
    ['Article 1. Party B harvests the rice', ' from 3.3.'],
    ['', 'Article 1. Party B harvests '],
    ['The Contractor ', 'cleans '],
    ['We harvest from ', '3 3 3 '],
    ['THE HERDER grazes ', 'from 8:30 to '],
  ], 'CONTRACT FOR THE HIRE OF A COMBINE HARVESTER');
});

describe('runs of titles named by an act or an order for an object (h117w)', () => {
  itClassifiesRunsWithin1s('h117w', [
    ['AGREEMENT TO ', 'BUILD '],
    ['AGREEMENT ', 'TO '],
    ['ORDER FOR ', 'A '],
    ['', 'ORDER FOR '],
  ]);
});

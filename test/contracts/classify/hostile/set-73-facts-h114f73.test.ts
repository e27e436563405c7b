/**
 * Hostile text for the patterns h114f73 changed for facts set 73 (issue 18), both in local-currency.ts: "Rs" touching
 * its figure (the rupee's `written`) and a kwacha's, kina's or kyat's code beside a figure (the K mark's `explicit`);
 * the clubs named by their members (gazetteer.ts INSTITUTION_HEADS); the peasant farm before a quoted name (POST_SOVIET_FORMS).
 */
import { describe } from 'vitest';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs of glued rupees and of "K" sums beside codes (h114f73)', () => {
  itClassifiesRunsWithin1s('h114f73', [
    ['Laws of Mauritius. The price is ', 'Rs1,'],
    ['Laws of Mauritius. ', 'Rs Rs1 '],
    ['The rent is ', 'K1,500.00 ZMW '],
    ['The rent is K1,500.00 and ', 'ZMW  1'],
    ['The rent is K1,500.00 and ', '1  ZMW'],
    ['Aa ', 'ZMWMWK1 '],
  ]);
});

describe('runs of clubs named by their members (h114f73)', () => {
  itClassifiesRunsWithin1s('h114f73', [
    ['The Owner: ', "Aa Women's Club, "],
    ['Aa ', 'Youth Club '],
    ['The Owner: Aa ', "Farmers' Farmers' Club Club "],
  ]);
});

describe('runs of peasant farms before quotes (h114f73)', () => {
  itClassifiesRunsWithin1s('h114f73', [
    ['Aa ', 'Peasant farm «'],
    ['Aa ', 'PF "Aa '],
    ['Aa ', 'Peasant  Farm  Enterprise "Aa" '],
  ]);
});

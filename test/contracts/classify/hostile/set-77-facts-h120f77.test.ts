/**
 * Hostile text for the money marks h120f77 added for facts set 77 (issue 18): "đ" glued to a figure (CONTRACT_PREFIXES'
 * `gluedToFigure`) and a capital glued before "£" (POUND_PREFIXES). Token rules, no new pattern: whole classifications
 * of long runs of them stay linear.
 */
import { describe } from 'vitest';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs of glued đồng and country pounds (h120f77)', () => {
  itClassifiesRunsWithin1s('h120f77', [
    ['Price: ', '1.500.000đ '],
    ['Price: ', '1.500.000đ1.500.000đ'],
    ['Total: ', '45000đồng, '],
    ['The price is ', 'E£ 13,500 '],
    ['The price is ', 'E£E£L£S£ 1 '],
    ['Deposit: ', 'E£4,000đ '],
  ]);
});

/**
 * Hostile input for the patterns h39a added (issue 18): each reads its unit repeated in about linear time. The lead moves
 * these cases into the split hostile files at merge.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from './cue-file-linearity.js';

describe('a season named alone (season-years.ts)', () => {
  // Season after season joined by list words: the list tests before and after each figure read a bounded window.
  itClassifiesRepeatedLinearly('2027/28, 2028/29 and ');
  itClassifiesRepeatedLinearly('2027/28 – ');
  itClassifiesRepeatedLinearly('the 2027/28 season ');
});

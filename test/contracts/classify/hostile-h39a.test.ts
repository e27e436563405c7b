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

describe('a preamble\'s representative (representative-contacts.ts)', () => {
  // "represented by" over and over, each followed by post words and capitalised words with no end: each reading is cut
  // to 160 characters, and the post and name are read word by word.
  itClassifiesRepeatedLinearly('Acme Ltd, represented by its Director General Aa Bb ');
  itClassifiesRepeatedLinearly('represented by represented by ');
  itClassifiesRepeatedLinearly('Director of the Board of ');
});

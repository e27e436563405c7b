/**
 * Hostile text for h120q76's group name before an alias (names/quoted-group-names.ts KIND_THEN_NAME_BEFORE_ALIAS; facts
 * set 76's cause 5, issue 18): runs of kinds, words and names before a bracket read in linear time, as the pattern alone
 * and through a whole classification.
 */
import { describe, expect, it } from 'vitest';
import { KIND_THEN_NAME_BEFORE_ALIAS } from '../../../../src/contracts/classify/names/quoted-group-names.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs before an alias after a kind of group (h120q76)', () => {
  itClassifiesRunsWithin1s('h120q76', [
    ['the ', 'dance group '],
    ['the dance group ', 'Aa '],
    ['the ', 'Aa group Bb ('],
    ['', 'the group Aa ("B") '],
    ['the Aa Bb Cc group ', 'Dd-ee '],
  ]);
  for (const unit of ['the ', 'group ', 'Aa ', 'the aa group Bb (', 'the group Aa Bb Cc Dd ', ' ( ']) {
    it(`"${unit}" repeated before "(the": the pattern reads linearly (h120q76)`, () => {
      expect(typeof readsLinearly((n) => {
        const text = `${run('the ', unit, n)}(the "X")`;
        return () => {
          KIND_THEN_NAME_BEFORE_ALIAS.lastIndex = 0;
          return KIND_THEN_NAME_BEFORE_ALIAS.test(text);
        };
      }, 1000)).toBe('boolean');
    });
  }
});

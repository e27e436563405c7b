/**
 * Issue 18, h114nat (set 89's "Governor of Svalbard's"; sentences written for this test, none of the sets'): a possessive
 * closing a government's or a governing office's name is no part of it (government-names.ts POSSESSIVE_END), as the
 * institution reader already named "the Ministry of Finance's rules"; an apostrophe inside a place's name stays.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('a possessive after a government\'s name', () => {
  it('is left out of the office\'s, the government\'s and the local government\'s name', () => {
    expect(attributesOf("The Hirer drives only on the routes in the Governor of Svalbard's rules.")).toEqual(['Organization:Governor of Svalbard']);
    expect(attributesOf('The Hirer follows the Government of Kenya’s rules.')).toEqual(['Organization:Government of Kenya']);
    expect(attributesOf("The Hirer follows the Prefecture of French Guiana's orders.")).toEqual(['Organization:Prefecture of French Guiana']);
  });
  it('near misses: an apostrophe inside the place, and a name with no possessive, stay whole', () => {
    expect(attributesOf("The Governor of Hawke's Bay approves it.")).toEqual(["Organization:Governor of Hawke's Bay"]);
    expect(attributesOf('The Governor of Svalbard approves it.')).toEqual(['Organization:Governor of Svalbard']);
  });
});

describe('hostile runs of the possessive (h114nat)', () => {
  itClassifiesRepeatedLinearly("the Governor of Svalbard's ");
  itClassifiesRepeatedLinearly("Government of Aa's Bb's ");
});

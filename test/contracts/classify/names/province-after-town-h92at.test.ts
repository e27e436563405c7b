/**
 * A listed town and the province named with its kind after its comma are one Location (C48), on an address line with no
 * preposition before the town (place-names.ts; set 70, issue 18, h92at). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { places } from '../found-names.js';

describe('a province after a listed town', () => {
  it('is one place with the town', () => {
    expect(places('Shipper: Ridge Farmers Cooperative, Auki, Malaita Province (the "Shipper")')).toEqual(['Auki, Malaita Province']);
    expect(places('Consignee: the hospital store, Lae, Morobe Province')).toEqual(['Lae, Morobe Province']);
  });
  it('leaves a post that goes on after the kind to the post', () => {
    expect(places('Copy to: Lae, Morobe Province Administrator')).toEqual(['Lae']);
  });
});

/**
 * h97t74: a Canadian federal department whose applied title joins two fields by "and" before "Canada" is one
 * Organization (gazetteer.ts NATIONAL_BODY_FIELDS). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { orgs, places } from '../found-names.js';

describe('Canadian departments named "X and Y Canada"', () => {
  it('reads the whole title as one body', () => {
    expect(orgs('The Buyer holds a licence from Fisheries and Oceans Canada for the crab.')).toEqual(['Fisheries and Oceans Canada']);
    expect(orgs('The report goes to Environment and Climate Change Canada each spring.')).toEqual(['Environment and Climate Change Canada']);
    expect(places('The Buyer holds a licence from Fisheries and Oceans Canada for the crab.')).toEqual([]);
  });
});

/**
 * An unaliased primary party's label drops a sentence's full stop the preamble wrote after its name
 * (parties/unaliased-details.ts unaliasedLabel; issue 18, hrev55). Sentences written for the review, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

describe('an unaliased party\'s label is its name without the sentence\'s full stop (hrev55)', () => {
  it('the name ending the preamble\'s sentence labels its clauses without the stop', () => {
    expect(typesOf('This Lease is made between Harlow Estates Ltd and Kestrel Cafe Ltd.', 'Kestrel Cafe Ltd shall pay the rent.').slice(1))
      .toEqual([['Obligation/Kestrel Cafe Ltd']]);
  });
  it('near miss kept: a name only ever written with its stop keeps it', () => {
    expect(typesOf('This Lease is made between Harlow Estates Ltd and Kestrel Cafe Ltd.', 'The rent is due monthly to Harlow Estates Ltd.', 'Kestrel Cafe Ltd. shall pay the rent.').slice(2))
      .toEqual([['Obligation/Kestrel Cafe Ltd.']]);
  });
});

/**
 * A sampling plan's acceptance quality limit ("AQL 2.5") names a level of the sampling table, no count: no Number, as
 * C45's "Severity 1" (issue 18, h70money; label set 55's "AQL 2.5 at final inspection"). Sentences written for this
 * test, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: "AQL <figure>" names a sampling level (C45 read wider)', () => {
  it('"AQL 2.5", "an AQL of 4.0", "AQL: 1.0", "acceptance quality limit (AQL) 0.65" give no Number', () => {
    expectReads(attributesOf, [
      ['Final inspection is made at AQL 2.5 under inspection level II.', []],
      ['Lots are sampled at AQL 4.0 for minor defects and AQL 1.5 for major defects.', []],
      ['The garments are accepted at an AQL of 4.0.', []],
      ['Sampling: AQL: 1.0 for critical defects.', []],
      ['Cartons are checked at an acceptance quality limit (AQL) of 0.65.', []],
      ['The Buyer inspects each lot under AQL level II.', []],
    ]);
  });

  it('a count or a measure beside the limit stays a Number', () => {
    expect(attributesOf('The Supplier shall deliver 2.5 tonnes of yarn each week.')).toEqual(['Number:2.5']);
    expect(attributesOf('The inspector draws 125 cartons at AQL 2.5.')).toEqual(['Number:125']);
    expect(attributesOf('The Supplier fails the AQL 3 times in a season.')).toEqual(['Number:3']);
  });
});

/**
 * The contract binding whoever buys what a party sold, however the place is named, and covenants that run with the
 * land, are Business Continuity (C76; the guide's "successor", table 2.3; categories/cues/category-cues-business-passing.ts,
 * issue 18, h63c53). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';

describe('A sold place whose buyer the contract binds (h63c53)', () => {
  it('reads "this Lease binds the buyer" after a sale of a named place as a strong Business Continuity cue', () => {
    expect(cueOf('Business Continuity', 'If the Owner sells Harbour House, this Lease binds the purchaser.')).toBe('strong');
    expect(cueOf('Business Continuity', 'Should the Landlord sell Kestrel Court, the Tenancy will bind the new owner.')).toBe('strong');
  });
  it('reads covenants that run with the land as a strong Business Continuity cue', () => {
    expect(cueOf('Business Continuity', 'The covenants in this Deed run with the land and bind each later owner of the Farm.')).toBe('strong');
  });
  it('reads no such cue where the bound buyer is a party or nothing passes', () => {
    expect(cueOf('Business Continuity', 'This Agreement binds the Purchaser from the Effective Date.')).toBeFalsy();
    expect(cueOf('Business Continuity', 'This agreement binds the parties and their successors in any capacity.')).toBeFalsy();
    expect(cueOf('Business Continuity', 'The Contractor shall run the cable along the land drain.')).toBeFalsy();
  });
});

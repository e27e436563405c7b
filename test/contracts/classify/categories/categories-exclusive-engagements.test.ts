/**
 * Exclusivity of an engagement or of a programme joined is Scope of Work (docs/contracts.md, "Scope of Work";
 * categories/cues/category-cues-exclusive-grant.ts, issue 18, h55c51). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';

describe('Exclusive engagements and programmes', () => {
  it('reads an engagement on an exclusive basis and a programme\'s exclusivity as Scope of Work', () => {
    for (const text of [
      'The Seller engages the Broker on an exclusive basis to market the Vessel.',
      'The Council retains the Surveyor on a non-exclusive basis for boundary work.',
      'The Scheme Operator grants the Retailer a non-exclusive right to participate in the Scheme.',
      'The Retailer shall not participate in any other gift card scheme during the Term.',
    ]) expect(cueOf('Scope of Work', text)).toBeTruthy();
    expect(cueOf('Scope of Work', 'The Operator shall have the right to admit other retailers to the Scheme.')).toBeTruthy();
  });
  it('reads no exclusivity in an exclusive court or a basis that is no engagement', () => {
    expect(cueOf('Scope of Work', 'The courts of Oslo have exclusive jurisdiction.')).toBeFalsy();
    expect(cueOf('Scope of Work', 'Prices are calculated on an exclusive basis of VAT.')).toBeFalsy();
  });
});

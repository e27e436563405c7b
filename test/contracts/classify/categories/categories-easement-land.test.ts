/**
 * Asset Use for acts on a granted easement, servient land or right of way, and for land or premises restored or
 * reinstated (categories/cues/category-cues-land-used.ts, issue 18, h63c53). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: the easement used and the land restored (h63c53)', () => {
  it('acts within or on the easement, and its use, are Asset Use', () => {
    const got = categoriesOf(
      'The Owner shall not plant any tree or erect any shed within the Easement.',
      'The Company shall not use the Right of Way for the carriage of hazardous waste.',
      'The Utility may enter the Servient Land with vehicles to inspect the line.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([true, true, true]);
  });
  it('land or premises restored or reinstated are Asset Use', () => {
    const got = categoriesOf(
      'After laying the cable, the Company shall restore the surface of the land to its former condition.',
      'At the end of the Term the Tenant must reinstate the Premises to their original layout at its own cost.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([true, true]);
  });
  it('an easement named without use of it, and a website restored, are not', () => {
    const got = categoriesOf(
      'The Host shall restore the site from the latest backup within four hours.',
      'Any dispute about the valuation of the easement shall be referred to an expert.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false]);
  });
});

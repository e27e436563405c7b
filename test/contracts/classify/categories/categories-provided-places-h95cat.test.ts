/**
 * A place a definition says one party makes available to the other, and its use kept to a purpose (issue 18, h95cat):
 * `"Hub" means the unit at the depot that the Council makes available under clause 3` over "The Contractor shall
 * use the Hub only to sort the paper and glass collected in the district" is Asset Use (category-provided-places.ts, read by
 * category-hired-things.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { providedThingNames } from '../../../../src/contracts/classify/categories/category-provided-places.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOfAll } from './set-cue-helpers.js';

const PREAMBLE = 'This agreement is made between Fenwick District Council (the "Council") and Brightfleet Services Ltd (the "Contractor").';

/** The categories of the last element of a contract: the preamble, `definition`, then `clause`. */
const lastCategories = (definition: string, clause: string): string[] => categoriesOfAll(PREAMBLE, [definition, clause])[1];

describe('a place one party makes available, used only for a purpose (h95cat)', () => {
  it('the definitions name the things made available or provided; not information, a service or a platform', () => {
    expect(providedThingNames([
      '1.4 "Hub" means the unit at the depot that the Council makes available under clause 3.',
      '"Store Room" means the room behind the kitchen which the Owner provides to the Caterer.',
      '"Data" means the information that the Council makes available to the Contractor.',
      '"Portal" means the online platform that the Council makes available to its suppliers.',
      '"Booking Service" means the service that the Council provides.',
      'The Council makes the Workshop available.',
    ])).toEqual(['Hub', 'Store Room']);
  });

  it('reads the use of such a place kept to a purpose as Asset Use', () => {
    expect(lastCategories(
      '1.4 "Hub" means the unit at the depot that the Council makes available under clause 3.',
      '3.2 The Contractor shall use the Hub only to sort the paper and glass collected in the district.',
    )).toEqual(['Asset Use']);
  });

  it('without the definition, or with one of information, the same words are not read as a thing used', () => {
    expect(lastCategories(
      '1.4 "Hub" means the body of repair work ordered under clause 3.',
      '3.2 The Contractor shall use the Hub only to sort the paper and glass collected in the district.',
    )).toEqual([]);
    expect(lastCategories(
      '1.4 "Fleet Data" means the information that the Council makes available under clause 3.',
      '3.2 The Contractor shall use the Fleet Data only to plan the collection rounds.',
    )).not.toContain('Asset Use');
  });

  it('reads hostile text in linear time', () => {
    for (const unit of ['"Aa" means the aa that the Aa ', '"Aa" means the that which the Aa make ', 'use the Aa only ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [providedThingNames([text]).length];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(1);
    }
  });
});

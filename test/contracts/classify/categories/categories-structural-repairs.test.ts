/**
 * Asset Use for the structural or major repairs of a let building (category-cues-structural-repairs.ts, issue 18,
 * h55cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { STRUCTURAL_REPAIR_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-structural-repairs.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-structural-repairs.ts reads the sentence. */
const cued = cuedBy(STRUCTURAL_REPAIR_STRONG_CUES);

describe('categories: structural or major repairs of a let building (Asset Use)', () => {
  it('who carries out or pays for them', () => {
    const got = categoriesOf(
      'The Council is responsible for structural repairs to the pavilion and its changing rooms.',
      'Structural repairs to the barn shall be carried out by the Owner at its own expense.',
      'The Grazier is not liable for the cost of major repairs to the sheds.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([true, true, true]);
  });
});

describe('categories: other repairs (no Asset Use from this cue)', () => {
  it('one structural repair, repairs in general, a repair of goods', () => {
    const sentences = [
      'If the Landlord fails to carry out a structural repair, the Tenant may do it and deduct the cost from the rent.',
      'The Seller will not carry out any repairs to the house before completion.',
      'The Workshop will quote for repairs to the watch before it starts work.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false]);
  });
});

describe('categories: structural or major repairs that are the contract\'s own work (no Asset Use from this cue; issue 18, hrev40)', () => {
  it('a builder, a garage, a shipyard, a surveyor, a warranty or a report of repairs', () => {
    const sentences = [
      'The Contractor shall carry out the structural repairs described in the Specification within twelve weeks.',
      'The Builder shall complete the major repairs to the bridge deck by 30 June.',
      'The Garage will carry out major repairs to the Customer\'s car only with the Customer\'s written approval.',
      'The Shipyard shall perform major repairs on the vessel during the scheduled dry-docking.',
      'The Surveyor\'s fee for supervising structural repairs is 8% of the contract sum.',
      'The Contractor warrants its structural repairs for ten years from completion.',
      'The Consultant shall prepare a report identifying any structural repairs the building needs.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false, false, false]);
  });

  it('the repairs a lease allots still read: the party responsible, the owner who carries them out, the occupier\'s room', () => {
    const sentences = [
      'The Landlord is responsible for structural repairs and for the lifts of the Building.',
      'The Tenant is not responsible for the cost of structural repairs to the stables.',
      'External repairs to the cottage shall be carried out by the Landlord at its own cost.',
      'We may move you to another flat if we need to carry out major repairs to your flat.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true, true]);
  });
});

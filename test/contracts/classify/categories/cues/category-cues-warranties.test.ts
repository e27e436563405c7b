/**
 * Warranties said without its word: the cues of category-cues-warranties.ts, from the tests of the rounds that wrote
 * them (rounds 2, 4, 5, 6, 7; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round`
 * reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written
 * for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { WARRANTY_CUES, WARRANTY_VETOES } from '../../../../../src/contracts/classify/categories/cues/category-cues-warranties.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(WARRANTY_CUES, category);

// Round 2 (h22cat).
describe('Warranties: the work redone as the remedy of its defect', () => {
  it('redone at the provider\'s cost, or redone or replaced', () => {
    expectEach((t) => cued(t, 'Warranties'), ['The Cleaner shall re-clean any room the Manager finds unsatisfactory at no extra cost.',
      'The Contractor will redo any defective grouting at its own expense.',
      'The Nursery shall replant or replace any hedge plant that dies in the first year.',
      'The Laundry will rewash any stained tablecloth free of charge.',
      'The Hirer may ask the Supplier to replace any projector that fails during the conference.',
      'The Client may demand the correction of defects in the website at no cost.',
    ], true);
  });

  it('a thing replaced alone, work redone at the customer\'s cost: no Warranties cue from these forms', () => {
    expectEach((t) => cued(t, 'Warranties'), ['The Hirer shall replace any lost key.',
      'The Printer will reprint the brochure at the Client\'s cost.',
      'The Operator shall keep a spare coach to replace any coach that breaks down.',
    ], false);
  });
});

// Round 4 (h24cat4).
describe('Warranties: goods conforming to a standard', () => {
  it('reads it', () => {
    expect(cued('The Producer shall supply honey conforming to the national grading standard.', 'Warranties')).toBe(true);
    const round = cuedBy(WARRANTY_CUES, 'Warranties');
    expect(round('The Buyer may refuse any crate that does not conform to the sample.')).toBe(false);
  });
});

// Round 5 (h25cat5).
describe('Warranties veto: merchantable goods sold', () => {
  it('merchantable goods sold: no warranty', () => {
    const noWarranty = cuedBy(WARRANTY_VETOES, 'Warranties');
    expect([
      'The Owner agrees to sell all merchantable oak on the estate to the Sawmill.',
      'The goods shall be of merchantable quality.',
      'The Seller warrants that the logs are merchantable timber.',
    ].map(noWarranty)).toEqual([true, false, false]);
  });
});

// Round 6 (h25cat6).
describe('Warranties: a guarantee of a result and its disclaimer', () => {
  it('reads a guarantee and its disclaimer, not a minimum volume left unguaranteed', () => {
    const warranty = round('Warranties');
    expect([
      'The Builder guarantees a watertight roof for ten years.',
      'The Nursery guarantees a germination rate of 85%.',
      'We do not guarantee any particular grade.',
      'The Shipper does not guarantee any minimum volume of cargo.',
      'The Tour Operator guarantees an occupancy of 70% of the rooms in August.',
    ].map(warranty)).toEqual([true, true, true, false, false]);
  });
});

describe('Warranties: not a surety\'s promise', () => {
  it('not the performance of another\'s obligations guaranteed, a surety\'s promise (review hrev18)', () => {
    const warranty = round('Warranties');
    expect(warranty('The Parent guarantees the performance of the Supplier\'s obligations under this Agreement.')).toBe(false);
    expect(warranty('The Pump Maker guarantees the performance of the pumps for two seasons.')).toBe(true);
  });
});

// Round 7 (h26cat7).
describe('Warranties: defective work remade, no answer for a crop\'s quality', () => {
  it('defective work remade at one\'s own cost, and no answer for a crop\'s quality, are warranties', () => {
    expect([
      'The Printer shall reprint at its own cost any leaflets that are misprinted.',
      'The Workshop shall remake at no charge any denture that does not fit.',
      'The Grower shall replace any rejected crate within a week.',
      'The Picker is not responsible for the quality of the fruit.',
      'The Landlord shall replace the boiler in 2027.',
    ].map(round('Warranties'))).toEqual([true, true, true, true, false]);
  });
});

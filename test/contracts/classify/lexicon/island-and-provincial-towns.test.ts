/**
 * The main islands and provincial towns of the Pacific states and the second cities of southern Africa's are places
 * (lexicon/island-and-provincial-towns.ts, read through the gazetteer). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACIFIC_ISLANDS_AND_TOWNS, SOUTHERN_AFRICAN_TOWNS } from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { places } from '../found-names.js';

describe('islands and provincial towns', () => {
  it('reads a Pacific state\'s main islands, the glottal stop written any way', () => {
    expect(places("The Supplier will run the clinics on Upolu and on Savai'i.")).toEqual(['Upolu', "Savai'i"]);
    expect(places('Two nurses will visit the health centres on Savaiʻi each month.')).toEqual(['Savaiʻi']);
    expect(places('The cargo is carried from Vava’u to Tongatapu.')).toEqual(['Vava’u', 'Tongatapu']);
  });
  it('reads its provincial towns and ports', () => {
    expect(places('The launch calls at Gizo and Munda every Tuesday.')).toEqual(['Gizo', 'Munda']);
    expect(places('Port of loading: Lautoka | Port of discharge: Labasa')).toEqual(['Lautoka', 'Labasa']);
  });
  it('reads the second cities of southern Africa', () => {
    expect(places('The Buyer keeps a second warehouse in Ndola.')).toEqual(['Ndola']);
    expect(places('The tutor may be asked to teach in Bulawayo or Mutare.')).toEqual(['Bulawayo', 'Mutare']);
  });
  it('reads every listed name whole in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...PACIFIC_ISLANDS_AND_TOWNS, ...SOUTHERN_AFRICAN_TOWNS), (name) => {
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 60 });
  });
});

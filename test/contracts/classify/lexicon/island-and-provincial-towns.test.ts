/**
 * The main islands and provincial towns of the Pacific states and the second cities of southern Africa's are places
 * (lexicon/island-and-provincial-towns.ts, read through the gazetteer). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARIBBEAN_ISLANDS_AND_TOWNS, INDIAN_OCEAN_ISLANDS_AND_TOWNS, PACIFIC_ISLANDS_AND_TOWNS, SOUTHERN_AFRICAN_TOWNS, WEST_AFRICAN_TOWNS,
} from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
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

// Issue 18, h93at (set 71's places): the Caribbean's, the Indian Ocean's and West Africa's. Sentences written for these tests.
describe('Caribbean, Indian Ocean and West African islands and towns', () => {
  it('reads the capitals the lists lacked, a saint\'s town written any way', () => {
    expect(places("The launch sails from St. George's to Carriacou and Petite Martinique.")).toEqual(["St. George's", 'Carriacou', 'Petite Martinique']);
    expect(places('The office in St John’s opens at eight.')).toEqual(['St John’s']);
    expect(places('Staff fly from Malé to Addu City each week.')).toEqual(['Malé', 'Addu City']);
  });
  it('reads a Dominican town by its whole name, "de" and all', () => {
    expect(places('The hotel stands in San Pedro de Macorís.')).toEqual(['San Pedro de Macorís']);
    expect(places('The laundry collects the linen in Samaná and in Puerto Plata.')).toEqual(['Samaná', 'Puerto Plata']);
  });
  it('reads the towns of Sierra Leone, Liberia and the Gambia', () => {
    expect(places('The engineer visits the sites near Makeni and Koidu.')).toEqual(['Makeni', 'Koidu']);
    expect(places('The depot in Serekunda stocks the spare parts.')).toEqual(['Serekunda']);
  });
  it('leaves "Male" without its accent a word', () => {
    expect(places('Each Male changing room has ten lockers.')).toEqual([]);
  });
  it('reads every listed name whole in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...CARIBBEAN_ISLANDS_AND_TOWNS, ...INDIAN_OCEAN_ISLANDS_AND_TOWNS, ...WEST_AFRICAN_TOWNS), (name) => {
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 80 });
  });
});

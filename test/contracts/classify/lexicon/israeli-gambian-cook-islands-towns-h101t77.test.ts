/**
 * Issue 18, h101t77 (set 77's places; sentences written for this test): Israel's towns and regions, the Cook Islands'
 * islands, Majuro's villages, Saint Vincent's towns and the Grenadines, the Gambia's coastal towns are places
 * (lexicon/island-and-provincial-towns.ts); a town and the atoll or island it stands on after a comma are one Location,
 * (C117, place-names.ts ISLAND_AFTER_TOWN), and so are a harbour named by its kind and the listed island after it
 * (place-names.ts listedAfter).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISLANDS, ISRAELI_TOWNS_AND_REGIONS } from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { places } from '../found-names.js';

const NEW_TOWNS = ['Eilat', 'Beersheba', 'Haifa', 'Netanya', 'Rarotonga', 'Aitutaki', 'Uliga', 'Delap', 'Calliaqua', 'Port Elizabeth', 'Kololi', 'Kotu', 'Tanji', 'Brufut'];

describe('towns and regions of Israel, the Cook Islands, Majuro, Saint Vincent and the Gambia', () => {
  it('reads them after "in", "at" and in a row', () => {
    expect(places('The packing house stands in the Negev, and the palms grow in the Arava.')).toEqual(['Negev', 'Arava']);
    expect(places('The ferry runs from Kingstown to Port Elizabeth twice a day.')).toEqual(['Kingstown', 'Port Elizabeth']);
    expect(places('The boats land their catch at Brufut and Gunjur.')).toEqual(['Brufut', 'Gunjur']);
    expect(places('The teachers come from the islands of the Grenadines.')).toEqual(['Grenadines']);
  });
  it('reads the country\'s longer name whole', () => {
    expect(places('The courts of Saint Vincent and the Grenadines have jurisdiction.')).toEqual(['Saint Vincent and the Grenadines']);
  });
  it('property: every new name is one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...NEW_TOWNS), (name) => {
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 40 });
  });
  it('lists Israel\'s towns with their spellings', () => {
    expect(ISRAELI_TOWNS_AND_REGIONS).toEqual(expect.arrayContaining(['Beersheba', "Be'er Sheva", 'Hevel Eilot']));
  });
});

describe('a town and its atoll or island, a harbour and its island (C117)', () => {
  it('reads them as one place', () => {
    expect(places('The campus is at Delap, Majuro.')).toEqual(['Delap, Majuro']);
    expect(places('The clinic is in Calliaqua, St Vincent.')).toEqual(['Calliaqua, St Vincent']);
    expect(places('The club keeps its canoes at Avarua Harbour, Rarotonga.')).toEqual(['Avarua Harbour, Rarotonga']);
  });
  it('keeps a list of places apart', () => {
    expect(places('The boat calls at Delap, Majuro and Ebeye.')).toEqual(['Delap', 'Majuro', 'Ebeye']);
  });
  it('property: every island added joins a town before it', () => {
    fc.assert(fc.property(fc.constantFrom(...ISLANDS.filter((i) => ['Majuro', 'Rarotonga', 'Aitutaki', 'Saint Vincent', 'St Vincent'].includes(i))), (island) => {
      expect(places(`The store is at Uliga, ${island}.`)).toEqual([`Uliga, ${island}`]);
    }), { numRuns: 20 });
  });
});

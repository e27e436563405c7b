/**
 * Issue 18, h100t76 (set 76's places; sentences written for these tests): Angola's provincial towns, Guam's villages,
 * the Falkland Islands' settlements and islands, South Tarawa's villages and Antigua's villages are places
 * (lexicon/island-and-provincial-towns.ts); a listed town and its island after a comma are one Location (C117,
 * place-names.ts ISLAND_AFTER_TOWN); "Chalan" opens a street (street-before-town.ts); "both of <town>, <listed place>"
 * is a couple's town (town-before-listed.ts). Names that are people's ("Stanley", "Fitzroy") stay unlisted, and "All
 * Saints" before an apostrophe or a capitalised word is the church's or the feast's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISLANDS, SOUTHERN_AFRICAN_TOWNS, TERRITORY_SEATS } from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { persons, places } from '../found-names.js';

const NEW_TOWNS = ['Huambo', 'Caála', 'Caala', 'Lubango', 'Benguela', 'Lobito', 'Namibe', 'Dededo', 'Tamuning', 'Yigo', 'Goose Green', 'Mount Pleasant', 'East Falkland'];

describe('towns of Angola, Guam and the Falkland Islands', () => {
  it('reads them in a row and after "in"', () => {
    expect(places('The Carrier takes the drums to Lubango, Benguela and Caála each month.')).toEqual(['Lubango', 'Benguela', 'Caála']);
    expect(places('The Company treats houses in Dededo and Yigo.')).toEqual(['Dededo', 'Yigo']);
    expect(places('The shearers meet at Goose Green in November.')).toEqual(['Goose Green']);
  });
  it('property: every new name is listed and one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...NEW_TOWNS), (name) => {
      expect([...SOUTHERN_AFRICAN_TOWNS, ...TERRITORY_SEATS]).toContain(name);
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 40 });
  });
  it('leaves people\'s names unlisted', () => {
    expect(places('Tom Stanley signs for the Carrier.')).toEqual([]);
    expect(persons('Witness: Anne Fitzroy, shepherd')).toEqual(['Anne Fitzroy']);
  });
  it('reads "All Saints" as a village, not before a church\'s word or an apostrophe', () => {
    expect(places('The van calls in the village of All Saints on Tuesdays.')).toEqual(['All Saints']);
    expect(places('The shop is closed on All Saints\' Day.')).toEqual([]);
    expect(places('The choir sings at All Saints Church in Leeds.')).toEqual(['Leeds']);
  });
});

describe('a town and its island after a comma (C117)', () => {
  it('reads a listed town and its island as one place', () => {
    expect(places('The office is at Ambo, South Tarawa.')).toEqual(['Ambo, South Tarawa']);
    expect(places('Delivery is CIF Betio, Tarawa, with freight paid.')).toEqual(['Betio, Tarawa']);
  });
  it('keeps a list of places apart', () => {
    expect(places('The boat calls at Betio, Tarawa and Suva.')).toEqual(['Betio', 'Tarawa', 'Suva']);
    expect(places('The boat sails between Betio, Tarawa and Kiritimati.')).toEqual(['Betio', 'Tarawa', 'Kiritimati']);
    expect(places('The boat calls at Betio, Tarawa Lagoon Services permitting.')).toEqual(['Betio', 'Tarawa']);
  });
  it('reads a couple\'s town before its listed island after "both of"', () => {
    expect(places('(1) ANNE LOCKE and PETER LOCKE, both of Darwin, East Falkland (together the "Owner")')).toEqual(['Darwin, East Falkland']);
  });
  it('property: every listed island joins a listed town before it', () => {
    fc.assert(fc.property(fc.constantFrom(...ISLANDS.filter((i) => !/['’ʻ]/.test(i))), (island) => {
      expect(places(`The store is at Betio, ${island}.`)).toEqual([`Betio, ${island}`]);
    }), { numRuns: 60 });
  });
});

describe('a street opened by "Chalan"', () => {
  it('reads the street and its town as one place', () => {
    expect(places('The office is at Chalan Lajuna, Yigo.')).toEqual(['Chalan Lajuna, Yigo']);
    expect(places('Customer: Ana Cruz, Chalan Santo Papa, Dededo')).toEqual(['Chalan Santo Papa, Dededo']);
  });
});

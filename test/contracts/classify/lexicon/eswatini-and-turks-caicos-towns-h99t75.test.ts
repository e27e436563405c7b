/**
 * Issue 18, h99t75 (set 75's places): Eswatini's towns beside Mbabane and the Turks and Caicos Islands' seat and main
 * islands are places (lexicon/island-and-provincial-towns.ts). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOUTHERN_AFRICAN_TOWNS, TERRITORY_SEATS } from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { places } from '../found-names.js';

const NEW_NAMES = ['Manzini', 'Matsapha', 'Nhlangano', 'Siteki', 'Lobamba', 'Cockburn Town', 'Providenciales', 'Grand Turk', 'North Caicos', 'Middle Caicos', 'South Caicos'];

describe('Niger, a country and a river, no one\'s name', () => {
  it('reads it bare as a place', () => {
    expect(places('The Tanner is registered in Niger.')).toEqual(['Niger']);
    expect(places('The skins come by road from Niger and Mali.')).toEqual(['Niger', 'Mali']);
  });
  it('leaves the countries that are names too to their polity\'s word', () => {
    expect(places('The Agent shall pay Jordan the fee.')).toEqual([]);
  });
});

describe('Eswatini\'s and the Turks and Caicos Islands\' towns', () => {
  it('reads them in a row of places and after "to"', () => {
    expect(places('The Carrier delivers the crates to Mbabane or Manzini within 14 days.')).toEqual(['Mbabane', 'Manzini']);
    expect(places('The boat calls at Providenciales and Grand Turk each week.')).toEqual(['Providenciales', 'Grand Turk']);
  });
  it('property: every new name is listed and one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...NEW_NAMES), (name) => {
      expect([...SOUTHERN_AFRICAN_TOWNS, ...TERRITORY_SEATS]).toContain(name);
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 40 });
  });
});

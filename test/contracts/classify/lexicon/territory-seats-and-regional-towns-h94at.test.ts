/**
 * Issue 18, h94at (set 72's places): the listed territories' seats, the Gulf's, Central America's and French-speaking
 * Africa's main towns are places (lexicon/island-and-provincial-towns.ts). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CENTRAL_AMERICAN_TOWNS, FRANCOPHONE_AFRICAN_TOWNS, GULF_TOWNS, TERRITORY_SEATS,
} from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { places } from '../found-names.js';

describe('territories\' seats and regional towns', () => {
  it('reads a territory\'s seat in a row and in a sentence', () => {
    expect(places('Venue: the harbour stage, Oranjestad')).toEqual(['Oranjestad']);
    expect(places('The yacht is delivered at Road Town or at Charlotte Amalie.')).toEqual(['Road Town', 'Charlotte Amalie']);
  });
  it('reads a Gulf town with its article written any way', () => {
    expect(places('The Trainer keeps the horses at a stable in Al-Wakrah.')).toEqual(['Al-Wakrah']);
    expect(places('The plant in Al Khobar ships to Jubail and Yanbu.')).toEqual(['Al Khobar', 'Jubail', 'Yanbu']);
  });
  it('reads Central American and French-speaking African towns, with their accents or without', () => {
    expect(places('The goods are trucked from Colón to Penonomé.')).toEqual(['Colón', 'Penonomé']);
    expect(places('The Lessor was born in Korhogo and lives in Bouake.')).toEqual(['Korhogo', 'Bouake']);
  });
  it('near misses: a word or a given name the lists leave out is no place', () => {
    expect(places('The Agent shall pay David the fee.')).toEqual([]);
    expect(places('The Lessee shall keep the roof plateau clean.')).toEqual([]);
  });
  it('property: every listed name is one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...TERRITORY_SEATS, ...GULF_TOWNS, ...CENTRAL_AMERICAN_TOWNS, ...FRANCOPHONE_AFRICAN_TOWNS), (name) => {
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 80 });
  });
});

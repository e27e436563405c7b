/**
 * Issue 18, h101pl (places of sets 72–76; sentences written for these tests): Panama's canal ports and airport town,
 * Kuwait's desert towns and Abidjan's communes are listed (lexicon/island-and-provincial-towns.ts); a town named as a
 * person or a currency ("Balboa", "Cristóbal") is none beside a surname, its particle or a sum (PERSON_NAMED_TOWNS); a
 * commune and its city after a comma are one place (CITY_DISTRICTS, C48); the capitals written "City of …" are one place
 * (gazetteer.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENTRAL_AMERICAN_TOWNS, CITY_DISTRICTS, GULF_TOWNS } from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { persons, places } from '../found-names.js';

const NEW_TOWNS = ['Balboa', 'Cristóbal', 'Tocumen', 'Kabd', 'Wafra', 'Sulaibiya', 'Cocody', 'Yopougon', 'Treichville', 'Marcory'];

describe('canal ports, Gulf towns and Abidjan\'s communes', () => {
  it('reads them in a row and after a place\'s word', () => {
    expect(places('The tug waits at Cristóbal or Balboa, as the pilot decides.')).toEqual(['Cristóbal', 'Balboa']);
    expect(places('Spare parts fly into Tocumen and go by van to the ship.')).toEqual(['Tocumen']);
    expect(places('The herd is kept at a farm in Wafra and raced outside Kabd.')).toEqual(['Wafra', 'Kabd']);
  });
  it('property: every new name is listed and one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...NEW_TOWNS), (name) => {
      expect([...CENTRAL_AMERICAN_TOWNS, ...GULF_TOWNS, ...CITY_DISTRICTS.Abidjan]).toContain(name);
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 40 });
  });
  it('reads no town where the name is a person\'s or a sum\'s', () => {
    expect(places('Cristóbal Méndez signs for the Agent.')).toEqual([]);
    expect(places('The log tells how Vasco Núñez de Balboa crossed the isthmus.')).toEqual([]);
    expect(places('The fee is 250 Balboa a call.')).toEqual([]);
    expect(places('Fees are quoted in Panamanian Balboa.')).toEqual([]);
    expect(places("Balboa's log is kept in the museum.")).toEqual([]);
  });
  it('reads a commune and its city after a comma as one place, and a commune alone', () => {
    expect(places('Mrs. Awa Koné, residing in Koumassi, Abidjan, seller.')).toEqual(['Koumassi, Abidjan']);
    expect(places('The shop in Adjamé opens at eight.')).toEqual(['Adjamé']);
    expect(persons('Mrs. Awa Koné, residing in Koumassi, Abidjan, seller.')).toEqual(['Awa Koné']);
  });
  it('reads a capital written "City of …" whole', () => {
    expect(places('The deed is signed in the City of Luxembourg on 2 May 2031.')).toEqual(['City of Luxembourg']);
    expect(places('Signed in the City of San Marino.')).toEqual(['City of San Marino']);
  });
});

/**
 * Issue 18, h93at (set 71's Location misses, sentences written for these tests):
 * 1. an atoll named with its word is a place by its kind ("in Baa Atoll"), as a district is;
 * 2. a district after "in" stays a place when an alias of another thing follows it ("in Bo District (the "Area")");
 * 3. a town's words joined by "de", "de la", "del" stay one town after a street and before a country;
 * 4. an arbitral tribunal takes no seat into its name: the seat and its country are a place;
 * 5. a Maldivian street's kind after its name ("… Magu") is widened over as "… Road" is.
 */
import { describe, expect, it } from 'vitest';
import { orgs, places } from '../found-names.js';
import { attributesOf } from '../helpers.js';

/** The Locations of the whole classifier: an address is read by the address reader, not findNames. */
const locations = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:')).map((a) => a.slice(9));

describe('an atoll and a district by their kind', () => {
  it('reads an atoll named with its word', () => {
    expect(places('The Resort runs a dive centre on an island in Baa Atoll.')).toEqual(['Baa Atoll']);
  });
  it('reads a district after "in" though an alias of the project follows it', () => {
    expect(places('The Client will upgrade 40 km of farm roads in Bo District (the "Area").')).toEqual(['Bo District']);
  });
  it('leaves a county with its own alias a party, not a place', () => {
    expect(places('This agreement is made by Aldmere County (the "County") and the contractor.')).toEqual([]);
  });
});

describe('a town whose words "de" joins', () => {
  it('keeps the town whole after a street written kind first', () => {
    expect(locations('The depot is at Calle Mella No. 4, San Pedro de Macorís.')).toEqual(['Calle Mella No. 4, San Pedro de Macorís']);
    expect(locations('Its office is at Avenida Duarte No. 12, Santa Cruz de Barahona, represented by its manager.')).toEqual(['Avenida Duarte No. 12, Santa Cruz de Barahona']);
  });
  it('keeps the town whole before its country', () => {
    expect(places('Signed in Villa Rosa de la Sierra, Dominican Republic, on 2 May 2031.')).toEqual(['Villa Rosa de la Sierra, Dominican Republic']);
    expect(places('The goods are stored in Braunau am Inn, Austria.')).toEqual(['Braunau am Inn, Austria']);
  });
  it('leaves a town with no particle as it was', () => {
    expect(locations('The depot is at Calle Mella No. 4, Santa Cruz.')).toEqual(['Calle Mella No. 4, Santa Cruz']);
  });
});

describe('an arbitral tribunal and its seat', () => {
  it('names the tribunal, then the seat and its country', () => {
    const text = 'Any dispute shall go to the Football Arbitral Tribunal in Geneva, Switzerland.';
    expect(orgs(text)).toEqual(['Football Arbitral Tribunal']);
    expect(places(text)).toEqual(['Geneva, Switzerland']);
  });
  it('keeps a state court named by its seat', () => {
    expect(orgs('Any dispute shall go to the District Court in Kranj.')).toEqual(['District Court in Kranj']);
  });
});

describe('a Maldivian street before its town', () => {
  it('widens the town over "… Magu" and "… Hingun"', () => {
    expect(places('Its office is at Majeedhee Magu, Malé.')).toEqual(['Majeedhee Magu, Malé']);
    expect(places('The store is on Ameeru Ahmed Hingun, Malé.')).toEqual(['Ameeru Ahmed Hingun, Malé']);
  });
});

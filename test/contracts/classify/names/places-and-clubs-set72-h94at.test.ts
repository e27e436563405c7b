/**
 * Issue 18, h94at (set 72's Location and Organization misses; sentences written for these tests):
 * 1. a sports club named by its sport is one body, its place no Location of its own (C25);
 * 2. a clause number before "If <country> law" is no word of a body's name;
 * 3. a country written in its state's style after a town is one place with it (C27), in a sentence and in an address row;
 * 4. a state named as its city ("New York") and its own nation after a comma are one place (C27); others stay a list;
 * 5. a street, a district of one or two words and the town after them are one place (C48).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orgs, places } from '../found-names.js';
import { attributesOf } from '../helpers.js';

const locations = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:')).map((a) => a.slice(9));

describe('a sports club named by its sport', () => {
  it('reads the club whole, its town or country inside it', () => {
    expect(orgs('The Printer shall print the race cards of the Doha Camel Racing Club.')).toEqual(['Doha Camel Racing Club']);
    expect(places('The Printer shall print the race cards of the Doha Camel Racing Club.')).toEqual([]);
    expect(orgs('The boats are lent to the Leeds Rowing Club for the season.')).toEqual(['Leeds Rowing Club']);
  });
  it('property: any sport\'s club after a listed town is one body', () => {
    const sports = ['Racing', 'Rowing', 'Sailing', 'Golf', 'Cricket', 'Tennis', 'Chess', 'Polo'];
    const towns = ['Leeds', 'Nairobi', 'Oslo', 'Perth'];
    fc.assert(fc.property(fc.constantFrom(...sports), fc.constantFrom(...towns), (sport, town) => {
      const text = `The Hotel shall host the dinner of the ${town} ${sport} Club in June.`;
      expect(orgs(text)).toEqual([`${town} ${sport} Club`]);
      expect(places(text)).toEqual([]);
    }));
  });
  it('near misses: "the Club" alone and a club of no sport are no body', () => {
    expect(orgs('The Club shall keep the boats in good repair.')).toEqual([]);
    expect(orgs('The Printer shall print the newsletter of the Leeds Book Club.')).toEqual([]);
  });
});

describe('a clause number before "If <country> law"', () => {
  it('reads the country, no body "If Kenya"', () => {
    expect(orgs('3.4 If Kenya law requires the Buyer to deduct tax, the Buyer shall gross up the price.')).toEqual([]);
    expect(places('3.4 If Kenya law requires the Buyer to deduct tax, the Buyer shall gross up the price.')).toEqual(['Kenya']);
    expect(places('(b) If Malta law so requires, the Seller shall register the deed.')).toEqual(['Malta']);
  });
  it('near miss: a body ending in its country after a number stays a body', () => {
    expect(orgs('4. Failte Ireland shall fund the trial.')).toEqual(['Failte Ireland']);
  });
});

describe('a country in its state\'s style after a town', () => {
  it('reads the town and "Kingdom of …" as one place, in a sentence and in an address row', () => {
    expect(places('The Seller is a company of Riffa, Kingdom of Bahrain.')).toEqual(['Riffa, Kingdom of Bahrain']);
    expect(locations('P.O. Box 1150, Riffa, Kingdom of Bahrain | Tel. +973 1700 0000')).toEqual(['Riffa, Kingdom of Bahrain']);
    expect(places('The Seller is a company of Aarhus, Kingdom of Denmark.')).toEqual(['Aarhus, Kingdom of Denmark']);
  });
});

describe('a state named as its city and its nation', () => {
  it('reads the state and its nation as one place', () => {
    expect(places('The Licensee is a company of New York, USA.')).toEqual(['New York, USA']);
    expect(places('The Licensee is a company of Quebec, Canada.')).toEqual(['Quebec, Canada']);
  });
  it('near miss: a state and another country stay a list', () => {
    expect(places('The Licensee has offices in New York, Ireland and Singapore.')).toEqual(['New York', 'Ireland', 'Singapore']);
  });
  it('a state of no such city and its nation are one place too since C151 (the lead\'s decision, session 66, h103p61)', () => {
    expect(places('The laws of Alberta, Canada apply.')).toEqual(['Alberta, Canada']);
  });
});

describe('a street, its district and its town', () => {
  it('reads the three as one place (C48)', () => {
    expect(places('The Lessee\'s office is at Rue de la Gare, Treichville, Abidjan.')).toEqual(['Rue de la Gare, Treichville, Abidjan']);
    expect(places('The Printer is of Quay Road, Rose Hill, Mauritius.')).toEqual(['Quay Road, Rose Hill, Mauritius']);
  });
  it('a listed town naming a French street ("Route de Thiès") is the street\'s name, no place of its own', () => {
    expect(places('The warehouse is at Route de Thiès, Dakar, Senegal.')).toEqual(['Route de Thiès, Dakar, Senegal']);
  });
  it('near misses: a street right before its town, a corner of two streets', () => {
    expect(places('The depot is at Quay Road, Leeds.')).toEqual(['Quay Road, Leeds']);
    expect(places('The shop is at the corner of Quay Road and Mill Lane, Rose Hill, Leeds.')).toEqual(['Leeds']);
  });
});

/**
 * A French street written with its kind first is the street, no town of its own ("Boulevard de la Liberté, Douala" one
 * Location, C48), and a corner of two streets names no one street: the town alone (place-positions.ts,
 * street-before-town.ts; set 70's causes, issue 18, h92at). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { places } from '../found-names.js';

describe('a street\'s kind written first', () => {
  it('is never a place alone after a party\'s seat', () => {
    expect(places('ALDER SARL, whose registered office is at Boulevard de la Liberté, Douala, represented by Mr. Paul Eto,')).toEqual(['Boulevard de la Liberté, Douala']);
    expect(places('BIRCH SARL, registered in Dakar, whose registered office is at Rue Njo-Njo, Douala, represented by its Manager,')).toEqual(['Dakar', 'Rue Njo-Njo, Douala']);
  });
  it('joins the town after its comma, with its particle', () => {
    expect(places('The registered office is at Avenue de Gaulle, Libreville.')).toEqual(['Avenue de Gaulle, Libreville']);
    expect(places('Its head office is at Rue du Commerce, Dakar.')).toEqual(['Rue du Commerce, Dakar']);
    expect(places('Our shop is at Place de la Gare, Lyon.')).toEqual(['Place de la Gare, Lyon']);
  });
  it('leaves an English street whose kind comes after its name as it was', () => {
    expect(places('The registered office is at 12 Park Avenue, Leeds.')).toEqual(['12 Park Avenue, Leeds']);
  });
});

describe('a corner of two streets', () => {
  it('names the town alone', () => {
    expect(places('Corner 6th Avenue and Lobengula Street, Bulawayo, Zimbabwe | Trust No. 4/2020')).toEqual(['Bulawayo, Zimbabwe']);
    expect(places('The kiosk stands at the corner of Mill Road & Station Street, Leeds.')).toEqual(['Leeds']);
  });
  it('never widens a town over the second of two joined streets', () => {
    const street = fc.constantFrom('Mill Road', 'Station Street', 'Rue du Port', 'Jalan Gadong');
    fc.assert(fc.property(street, street, fc.constantFrom(' and ', ' & '), (a, b, join) => {
      expect(places(`The stall is on the corner of ${a}${join}${b}, Douala.`)).toEqual(['Douala']);
    }));
  });
});

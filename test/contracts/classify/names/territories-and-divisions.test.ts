/**
 * Places set 66 left unread (issue 18, h88at): the world's dependent and autonomous territories (gazetteer.ts
 * TERRITORIES), the sovereign states the lists lacked, a state's division named by its kind after its name ("… Dzor
 * Province", place-names.ts PLACE_BY_KIND) or by its word in small letters before it ("the department of Aa",
 * place-positions.ts), and a state's archives named by its territory. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TERRITORIES } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { attributesOf } from '../helpers.js';

describe('a dependent or autonomous territory is a place as a country is', () => {
  it('reads a seat, a governing law and a site', () => {
    expect(attributesOf('The boatyard is in Gibraltar and the spare parts are kept in Bermuda.')).toEqual(['Location:Gibraltar', 'Location:Bermuda']);
    expect(attributesOf('This Deed is governed by the laws of the Falkland Islands.')).toEqual(['Location:Falkland Islands']);
    expect(attributesOf('The Carrier calls at Curaçao, Aruba and Guam each month.')).toEqual(['Location:Curaçao', 'Location:Aruba', 'Location:Guam']);
    expect(attributesOf('The fund is a company incorporated in Jersey.')).toEqual(['Location:Jersey']);
  });
  it('reads every listed territory alone in a site\'s position as one place (property)', () => {
    // The longest listed name wins, so a territory whose name holds another ("British Virgin Islands") is read whole.
    fc.assert(fc.property(fc.constantFrom(...TERRITORIES), (territory) => {
      expect(attributesOf(`The spare parts are kept in ${territory} for the season.`)).toEqual([`Location:${territory}`]);
    }), { numRuns: 40 });
  });
  it('reads a town and its territory after a comma as one place', () => {
    expect(attributesOf('The Lessee keeps the yacht at its berth in Hamilton, Bermuda.')).toEqual(['Location:Hamilton, Bermuda']);
  });
  it('reads a breed of cattle joined by a hyphen as no place', () => {
    expect(attributesOf('The herd is of Holstein-Jersey cross heifers.')).toEqual([]);
    expect(attributesOf('The herd is of Guernsey-sired heifers.')).toEqual([]);
  });
});

describe('the sovereign states the lists lacked', () => {
  it('reads a state named with "and" whole, Türkiye and the Holy See', () => {
    expect(attributesOf('The crew is hired in Saint Kitts and Nevis.')).toEqual(['Location:Saint Kitts and Nevis']);
    expect(attributesOf('The Owner lives in Antigua and Barbuda.')).toEqual(['Location:Antigua and Barbuda']);
    expect(attributesOf('The goods are shipped from Türkiye to the Holy See.')).toEqual(['Location:Türkiye', 'Location:Holy See']);
  });
});

describe('a state\'s division named by its kind', () => {
  it('reads the division after its name, after a word in small letters', () => {
    expect(attributesOf('The Lakeside Community of Upper Tavush Province shall mow the meadow.')).toEqual(['Location:Upper Tavush Province']);
    expect(attributesOf('The orchard lies in Nagano Prefecture.')).toEqual(['Location:Nagano Prefecture']);
  });
  it('leaves a body that holds the division its own name', () => {
    expect(attributesOf('Disputes go to the Court of First Instance of Upper Tavush Province.')).toEqual(['Organization:Court of First Instance of Upper Tavush Province']);
  });
  it('reads no division as the tail of a longer capitalised name', () => {
    expect(attributesOf('Seat: Lakeside Council, Dilijan, Upper Tavush Province')).not.toContain('Location:Tavush Province');
  });
  it('reads the division after its word in small letters', () => {
    expect(attributesOf('The weavers of the department of Totonicapán own the designs.')).toEqual(['Location:Totonicapán']);
    expect(attributesOf('The farm lies in the province of Cotopaxi.')).toEqual(['Location:Cotopaxi']);
  });
  it('reads no place after the word where common words follow', () => {
    expect(attributesOf('The request goes to the department of Human Resources.')).not.toContain('Location:Human Resources');
  });
});

describe('a state\'s archives named by its territory', () => {
  it('is one Organization, the territory in it no Location', () => {
    expect(attributesOf('The letters pass to the Montserrat National Archives.')).toEqual(['Organization:Montserrat National Archives']);
  });
});

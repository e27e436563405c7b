import { describe, expect, it } from 'vitest';
import { placesInPosition } from '../../../../src/contracts/classify/names/place-positions.js';

/** The words of each place `placesInPosition` finds in `text`. */
const found = (text: string): string[] => placesInPosition(text).map((s) => text.slice(s.begin, s.end));

// The country after a town and its comma is looked up by code (listed-names.ts), not written into the cased positions'
// pattern (h29speed): these sentences pin what that pattern found.
describe('place positions: a town before its listed country after a comma', () => {
  it('the town between the commas is a place when a listed country follows it', () => {
    expect(found('The depot is at Pier 4, Stavanger, Norway, and the yard at Aa.')).toEqual(['Aa', 'Stavanger']);
    expect(found('Ship it to the port, Gdynia, Poland by sea.')).toEqual(['Gdynia']);
  });

  it('no town where the word after the comma is no listed country, or runs on into more letters', () => {
    expect(found('The works, Aabenraa, Denmarkia, close in May.')).toEqual([]);
    expect(found('Ship it to Bb Cc, Germanyx and on.')).toEqual([]);
  });

  it('a house number before the town leaves it to the address; a signing line\'s position holds its commas', () => {
    expect(found('Deliveries go to Rua das Flores, 118, Porto Alegre, Brazil.')).toEqual([]);
    expect(found('Signed at Keswick, Cumbria, on 3 May 2027')).toEqual(['Keswick']);
    expect(found('In Tromsø, Norway, on 3 May 2027')).toEqual(['Tromsø']);
  });
});

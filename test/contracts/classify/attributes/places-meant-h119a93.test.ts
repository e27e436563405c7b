/**
 * Places the shared lists hold that the labeller did not read alone (issue 18, h119a93, set 93's attribute cause 7):
 * India's states beyond the eleven of INDIAN_STATES (lexicon/gazetteer.ts MORE_INDIAN_STATES), and a country or region
 * whose bare name is no one's given name, read only as a polity until now, after a preposition of place or movement
 * (names/place-names.ts isPlaceMeant). Sentences written for the rules, none from a set.
 */
import { describe, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { ATTRIBUTES, itRecognizesRowsLinearly } from '../hostile/helpers.js';
import { attributesOf } from '../helpers.js';

describe('India\'s states and union territories', () => {
  it('are places alone and after a town the gazetteer lacks', () => {
    expectReads(attributesOf, [
      ['The office is in Nagaland.', ['Location:Nagaland']],
      ['The troupe tours Goa, Assam and Ladakh.', ['Location:Goa', 'Location:Assam', 'Location:Ladakh']],
      ['Hornbill Singers, Mokokchung, Nagaland', ['Location:Mokokchung, Nagaland']],
    ]);
  });
});

describe('a country or region whose name is a thing\'s too, where a place is meant', () => {
  it('after a preposition of place or movement', () => {
    expectReads(attributesOf, [
      ['The Buyer takes no nuts from boats that come from Guinea.', ['Location:Guinea']],
      ['The goods are sold in Scandinavia, and the beer comes from Bavaria.', ['Location:Scandinavia', 'Location:Bavaria']],
      ['The crew sails to Sicily.', ['Location:Sicily']],
    ]);
  });
  it('near misses: a thing\'s name, a person\'s, a currency\'s region, no preposition', () => {
    expectReads(attributesOf, [
      ['The farm keeps Guinea fowl and Guinea pigs.', []],
      ['We had a letter from Jordan and a call from Chad.', []],
      ['Payouts are made in Caribbean dollars.', []],
      ['Guinea is a fine name for a pony.', []],
    ]);
  });
});

describe('hostile places meant', () => {
  itRecognizesRowsLinearly(ATTRIBUTES, [
    ['', 'from Guinea from '],
    ['', 'in  Guinea dollars in '],
    ['', 'Nagaland, Aa, Nagaland '],
  ]);
});

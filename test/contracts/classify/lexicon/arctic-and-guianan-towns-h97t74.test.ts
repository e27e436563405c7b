/**
 * h97t74 (set 74's places): Greenland's towns and Suriname's district capitals and urban centres are places
 * (lexicon/arctic-and-guianan-towns.ts). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GREENLAND_TOWNS, SURINAME_TOWNS } from '../../../../src/contracts/classify/lexicon/arctic-and-guianan-towns.js';
import { places } from '../found-names.js';

describe('Greenland\'s towns and Suriname\'s district towns', () => {
  it('reads them in a sentence and in a list', () => {
    expect(places('The Buyer collects the halibut in Qaqortoq, Paamiut and Aasiaat.')).toEqual(['Qaqortoq', 'Paamiut', 'Aasiaat']);
    expect(places('The Seller keeps a cold store in Lelydorp and a second one in Nieuw Nickerie.')).toEqual(['Lelydorp', 'Nieuw Nickerie']);
  });
  it('property: every listed name is one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...GREENLAND_TOWNS, ...SURINAME_TOWNS), (name) => {
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 60 });
  });
});

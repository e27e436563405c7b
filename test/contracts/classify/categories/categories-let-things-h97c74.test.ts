/**
 * A place licensed for use and a hired thing's range (issue 18, h97c74): a licence to use a place by its word (a shed, a
 * stage, a slipway) names the thing let (category-let-things.ts), so its upkeep, what is stored in it and its use shared
 * are Asset Use (C12); the licence of a place under a title naming the licence is no Intellectual Property (C68); a
 * recital's wish to use the place is no category (category-cues-recital-wishes.ts); a hired thing taken beyond a
 * distance is its use (category-cues-assets.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { letThingNouns } from '../../../../src/contracts/classify/categories/category-let-things.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';
import { documentCategories } from './set-cue-helpers.js';

const nounsOf = (...sentences: string[]): string[] => letThingNouns(sentences, sentences.map(() => false));

/** The categories of each element of a document (a title is written "# …"). */
const categoriesOfDocument = (...lines: string[]): string[][] => documentCategories(lines);

describe('a place licensed for use (h97c74)', () => {
  it('a licence to use a place names the thing let; a licence to use a work or its plans names none', () => {
    expect(nounsOf('The Council grants the Club a licence to use the boat shed at the harbour.')).toEqual(['shed']);
    expect(nounsOf('The Harbour Board grants the Fisher a licence to use the Slipway during the season.')).toEqual(['slipway']);
    expect(nounsOf('The Author grants the Publisher a licence to use the Work in print.')).toEqual([]);
    expect(nounsOf('The Owner grants the Builder a licence to use the barn plans.')).toEqual([]);
  });

  it('the licensed place kept, stored in, shared; its grant under a licence title; the recital bare', () => {
    const got = categoriesOfDocument(
      'This deed is made between Tarn Farms Ltd (the "Owner") and Fell Rowing Club (the "Licensee").',
      'A. The Licensee wishes to use the boathouse for storing its boats.',
      '# 2. GRANT OF LICENCE',
      '2.1 The Owner grants the Licensee a licence to use the boathouse during the rowing season.',
      'The Licensee shall keep the boathouse tidy and free of litter.',
      'The Licensee shall not store diesel in the boathouse.',
      'The Licensee shall not share the use of the boathouse with any other club.',
    );
    expect(got.slice(1)).toEqual([[], [], ['Asset Use'], ['Asset Use'], ['Asset Use'], ['Asset Use']]);
  });

  it('a hired thing taken beyond a distance; a client taken further is not', () => {
    expect(clauseCategories('The Hirer may not sail the chartered yacht more than 20 nautical miles from the marina.')).toContain('Asset Use');
    expect(clauseCategories('You must not ride a rented bike further than the town boundary.')).toContain('Asset Use');
    expect(clauseCategories('The Agency will take the client further than agreed only with consent.')).not.toContain('Asset Use');
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-assets.ts', 'take the hired take the rented boat '],
  ['categories/cues/category-cues-recital-wishes.ts', 'A. wishes to wishes '],
]);

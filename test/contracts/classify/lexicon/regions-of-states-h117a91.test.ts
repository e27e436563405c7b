/**
 * States' subdivisions from their official lists (lexicon/regions-of-states.ts; issue 18, h117a91, set 91's places):
 * Japan's prefectures, Italy's regions, Spain's communities and provinces, Scotland's council areas are places, alone and
 * after a town's comma; the names left out (a surname, a word) stay as the rest of the reader leaves them. Sentences
 * written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { REGIONS_OF_STATES } from '../../../../src/contracts/classify/lexicon/regions-of-states.js';

const attributes = (...lines: string[]): string[][] => typesAndAttributesOf(...lines).map((e) => e.attributes);

describe('a state\'s subdivisions are places', () => {
  it('alone and after a town and its comma', () => {
    expect(attributes('The carver works in Nibutani, Hokkaido.')[0]).toContain('Location:Hokkaido');
    expect(attributes('The carver works in Hokkaido.')[0]).toEqual(['Location:Hokkaido']);
    expect(attributes('The society meets in Gipuzkoa.')[0]).toEqual(['Location:Gipuzkoa']);
    expect(attributes('The wool is spun in Shetland and dyed in Tuscany.')[0]).toEqual(['Location:Shetland', 'Location:Tuscany']);
    expect(attributes('The mural is painted in Sardinia.')[0]).toEqual(['Location:Sardinia']);
  });
  it('inside a body\'s name the body wins', () => {
    expect(attributes('The order is made with Shetland Wool Traders Ltd.')[0]).toEqual(['Organization:Shetland Wool Traders Ltd.']);
  });
  it('near misses: the surnames and words left out are no place alone', () => {
    expect(REGIONS_OF_STATES).not.toContain('Yamaguchi');
    expect(REGIONS_OF_STATES).not.toContain('Highland');
    expect(attributes('The buyer is Kenji Yamaguchi.')[0]).not.toContain('Location:Yamaguchi');
  });
});

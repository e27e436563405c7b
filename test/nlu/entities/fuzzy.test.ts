import { describe, expect, it } from 'vitest';
import { keys, matcherFor } from './helpers.js';
import type { Entity } from '../../../src/model/index.js';
import { stem } from '../../../src/nlu/entities/fuzzy/stem.js';
import { boundedEditDistance } from '../../../src/nlu/entities/fuzzy/edit-distance.js';

const vehicle = (fuzzy: boolean): Entity => ({
  entity: 'vehicle',
  fuzzy_match: fuzzy,
  values: [
    { value: 'car', synonyms: ['automobile'] },
    { value: 'hike', synonyms: [] },
    { value: 'motorcycle', synonyms: ['motor bike'] },
    { value: 'sports utility vehicle', synonyms: [] },
  ],
});

describe('fuzzy matching', () => {
  it('is off unless the entity asks for it', () => {
    const { matcher } = matcherFor([vehicle(false)]);
    expect(keys(matcher, 'two cars and an automobil')).toEqual([]);
  });

  it('matches inflected forms (stemming) with confidence 0.9', () => {
    const { matcher } = matcherFor([vehicle(true)]);
    expect(matcher.match('two cars')).toEqual([{ entity: 'vehicle', location: [4, 8], value: 'car', confidence: 0.9 }]);
    expect(keys(matcher, 'I went hiking')).toEqual(['vehicle:hike@7-13']);
  });

  it('matches misspellings of long enough words, with a confidence below 1', () => {
    const { matcher } = matcherFor([vehicle(true)]);
    const [m] = matcher.match('an automoblie please'); // transposition, 10 letters
    expect(m).toEqual({ entity: 'vehicle', location: [3, 13], value: 'car', confidence: 0.85 });
    expect(keys(matcher, 'my motorcyle')).toEqual(['vehicle:motorcycle@3-12']);
    expect(keys(matcher, 'my motrcyle')).toEqual(['vehicle:motorcycle@3-11']); // distance 2, 10 letters
  });

  it('never rewrites a real word into another one: like is not hike', () => {
    const { matcher } = matcherFor([vehicle(true)]);
    expect(keys(matcher, 'I like it')).toEqual([]);
    expect(keys(matcher, 'I love bikes')).toEqual([]); // bike is an English word; hike is 1 edit away
  });

  it('never corrects short words', () => {
    const { matcher } = matcherFor([vehicle(true)]);
    expect(keys(matcher, 'the cat and the cr')).toEqual([]);
  });

  it('matches part of a multi-word value with a lower confidence', () => {
    const { matcher } = matcherFor([vehicle(true)]);
    const [m] = matcher.match('a utility vehicle');
    expect(m.entity).toBe('vehicle');
    expect(m.value).toBe('sports utility vehicle');
    expect(m.location).toEqual([2, 17]);
    expect(m.confidence).toBeCloseTo(0.3 + (0.6 * 14) / 20, 3);
  });

  it('prefers an exact match over a fuzzy one in the same entity', () => {
    const { matcher } = matcherFor([vehicle(true)]);
    expect(matcher.match('car')).toEqual([{ entity: 'vehicle', location: [0, 3], value: 'car', confidence: 1 }]);
  });

  it('stems plural and inflected forms to one stem', () => {
    expect(['cars', 'car', 'cookies', 'cooky', 'hiking', 'hike', 'liked', 'like', 'glasses', 'glass', 'running', 'run'].map(stem)).toEqual([
      'car', 'car', 'cooky', 'cooky', 'hik', 'hik', 'lik', 'lik', 'glass', 'glass', 'run', 'run',
    ]);
  });

  it('bounds the edit distance', () => {
    expect(boundedEditDistance('motorcycle', 'motorcyle', 2)).toBe(1);
    expect(boundedEditDistance('abcd', 'abdc', 1)).toBe(1);
    expect(boundedEditDistance('abcdef', 'ghijkl', 2)).toBe(3);
  });
});

describe('fuzzy matching precision (from the bank and car dashboard workspaces)', () => {
  const cards: Entity = {
    entity: 'dispute',
    fuzzy_match: true,
    values: [
      { value: 'number', synonyms: ['credit card number'] },
      { value: 'balance', synonyms: ['credit card balance'] },
      { value: 'dates', synonyms: ['more than thirty days'] },
      { value: 'music', synonyms: ['tune'] },
    ],
  };

  it('drops partial matches shared by several values of the entity', () => {
    expect(keys(matcherFor([cards]).matcher, 'my credit card')).toEqual([]);
  });

  it('drops partial matches made of function words', () => {
    expect(keys(matcherFor([cards]).matcher, 'more than that')).toEqual([]);
  });

  it('does not stem or correct words under 4 letters', () => {
    expect(keys(matcherFor([cards]).matcher, 'hi tun on')).toEqual([]);
    expect(keys(matcherFor([cards]).matcher, 'some tunes')).toEqual(['dispute:music@5-10']);
  });
});

describe('fuzzy matching outside English', () => {
  it('keeps misspelling matching but not stemming or partial matching', async () => {
    const { compileEntityMatcher } = await import('../../../src/nlu/entities/index.js');
    const matcher = compileEntityMatcher({ entities: [vehicle(true)], intents: [], language: 'fr', diagnostics: [] });
    expect(matcher.match('two cars').map((e) => e.value)).toEqual([]);
    expect(matcher.match('a utility vehicle').map((e) => e.value)).toEqual([]);
    expect(matcher.match('my motorcyle').map((e) => e.value)).toEqual(['motorcycle']);
  });
});

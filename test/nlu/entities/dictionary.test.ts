import { describe, expect, it } from 'vitest';
import { keys, matcherFor } from './helpers.js';
import type { Entity } from '../../../src/model/index.js';
import { buildDictionary } from '../../../src/nlu/entities/dictionary/index.js';
import { KEY_SEP } from '../../../src/nlu/entities/dictionary/term-index.js';
import type { EntitySource } from '../../../src/nlu/entities/source.js';
import { termKeys } from '../../../src/nlu/entities/tokenize.js';

const food: Entity = {
  entity: 'food',
  values: [
    { value: 'ice cream', synonyms: ['gelato', 'ice'] },
    { value: 'cream', synonyms: [] },
    { value: 'café au lait', synonyms: ['Café'] },
  ],
};
const category: Entity = { entity: 'category', values: [{ value: 'dessert', synonyms: ['ice cream', 'gelato'] }] };

describe('dictionary entities', () => {
  it('returns the canonical value, case-insensitively, with the matched span', () => {
    const { matcher } = matcherFor([food]);
    expect(matcher.match('I want GELATO!')).toEqual([{ entity: 'food', location: [7, 13], value: 'ice cream', confidence: 1 }]);
  });

  it('treats the value text itself as a synonym', () => {
    const { matcher } = matcherFor([food]);
    expect(keys(matcher, 'some cream')).toEqual(['food:cream@5-10']);
  });

  it('matches on token boundaries only (never inside a run of letters or digits)', () => {
    const { matcher } = matcherFor([food]);
    expect(keys(matcher, 'icecream creamy ice2 2ice')).toEqual([]);
    expect(keys(matcher, '(ice)')).toEqual(['food:ice cream@1-4']);
    expect(keys(matcher, 'crème ice-cold')).toEqual(['food:ice cream@6-9']);
  });

  it('lets the longest match win within one entity', () => {
    const { matcher } = matcherFor([food]);
    expect(keys(matcher, 'an ice cream')).toEqual(['food:ice cream@3-12']);
  });

  it('returns every entity that matches the same span, ties in workspace order', () => {
    expect(keys(matcherFor([food, category]).matcher, 'ice cream please')).toEqual(['food:ice cream@0-9', 'category:dessert@0-9']);
    expect(keys(matcherFor([category, food]).matcher, 'ice cream please')).toEqual(['category:dessert@0-9', 'food:ice cream@0-9']);
  });

  it('orders mentions by start offset, and repeats a value for each mention', () => {
    const { matcher } = matcherFor([food, category]);
    expect(keys(matcher, 'cream then gelato then cream')).toEqual([
      'food:cream@0-5',
      'food:ice cream@11-17',
      'category:dessert@11-17',
      'food:cream@23-28',
    ]);
  });

  it('returns every value of one entity that shares a synonym, in value order', () => {
    const shared: Entity = { entity: 'size', values: [{ value: 'small', synonyms: ['s'] }, { value: 'snack', synonyms: ['s'] }] };
    expect(keys(matcherFor([shared]).matcher, 'size s')).toEqual(['size:small@5-6', 'size:snack@5-6']);
  });

  it('is accent-insensitive with a lower confidence; accent-exact is 1', () => {
    const { matcher } = matcherFor([food]);
    expect(matcher.match('un café')).toEqual([{ entity: 'food', location: [3, 7], value: 'café au lait', confidence: 1 }]);
    expect(matcher.match('un cafe')).toEqual([{ entity: 'food', location: [3, 7], value: 'café au lait', confidence: 0.95 }]);
    expect(matcher.match('un CAFE AU LAIT')).toEqual([{ entity: 'food', location: [3, 15], value: 'café au lait', confidence: 0.95 }]);
    // decomposed input (e + combining acute) is the same text as the composed synonym
    expect(matcher.match('un cafe\u0301')[0]).toEqual({ entity: 'food', location: [3, 8], value: 'café au lait', confidence: 1 });
  });

  it('counts locations in UTF-16 code units (emoji, astral characters)', () => {
    const { matcher } = matcherFor([food]);
    const text = '😀😀 gelato 👍';
    const [m] = matcher.match(text);
    expect(m.location).toEqual([5, 11]);
    expect(text.slice(...m.location)).toBe('gelato');
  });

  it('matches emoji synonyms', () => {
    const mood: Entity = { entity: 'mood', values: [{ value: 'happy', synonyms: ['😀', ':)'] }] };
    const { matcher } = matcherFor([mood]);
    expect(keys(matcher, 'I am 😀 :) ok')).toEqual(['mood:happy@5-7', 'mood:happy@8-10']);
  });

  it('finds CJK synonyms inside unspaced text, one character per token', () => {
    const dish: Entity = { entity: 'dish', values: [{ value: 'sushi', synonyms: ['寿司', 'すし'] }] };
    const { matcher } = matcherFor([dish]);
    expect(keys(matcher, '我想吃寿司和すし')).toEqual(['dish:sushi@3-5', 'dish:sushi@6-8']);
  });

  it('ignores surrounding spaces in synonyms and collapses inner white space', () => {
    const e: Entity = { entity: 'place', values: [{ value: 'restroom', synonyms: [' bathroom', 'rest   room'] }] };
    expect(keys(matcherFor([e]).matcher, 'the bathroom or rest room')).toEqual(['place:restroom@4-12', 'place:restroom@16-25']);
  });

  it('matches punctuation inside synonyms token by token', () => {
    const e: Entity = { entity: 'genre', values: [{ value: 'R&B', synonyms: ['drum & bass', "mcdonald's"] }] };
    expect(keys(matcherFor([e]).matcher, "r&b, drum&bass at McDonald's")).toEqual([
      'genre:R&B@0-3',
      'genre:R&B@5-14',
      'genre:R&B@18-28',
    ]);
  });

  it('skips system entities (they belong to sysent) and entities without values', () => {
    const { matcher } = matcherFor([{ entity: 'sys-number', values: [{ value: 'one' }] }, { entity: 'empty' }]);
    expect(matcher.match('one')).toEqual([]);
  });
});

describe('dictionary edge rules', () => {
  it('keeps the longest (in characters), then leftmost, of overlapping matches within one entity', () => {
    const e: Entity = { entity: 'x', values: [{ value: 'high beam' }, { value: 'beam lights' }, { value: 'lights' }] };
    expect(keys(matcherFor([e]).matcher, 'high beam lights')).toEqual(['x:beam lights@5-16']);
    const f: Entity = { entity: 'y', values: [{ value: 'ab cd' }, { value: 'cd ef' }, { value: 'ef' }] };
    expect(keys(matcherFor([f]).matcher, 'ab cd ef')).toEqual(['y:ab cd@0-5', 'y:ef@6-8']);
  });

  it('only examines the first 2,048 code units of the text (the service input limit)', () => {
    const { matcher } = matcherFor([{ entity: 'w', values: [{ value: 'word' }] }]);
    const text = 'x '.repeat(1022) + 'word word';
    expect(text.indexOf('word')).toBe(2044);
    expect(keys(matcher, text)).toEqual(['w:word@2044-2048']);
  });

  it('does not let one entity hide another one: an exact match of A leaves a fuzzy match of B', () => {
    const a: Entity = { entity: 'a', values: [{ value: 'cars' }] };
    const b: Entity = { entity: 'b', fuzzy_match: true, values: [{ value: 'car' }] };
    expect(keys(matcherFor([a, b]).matcher, 'cars')).toEqual(['a:cars@0-4', 'b:car@0-4']);
  });
});

describe('buildDictionary: each term of a value once', () => {
  // A value's repeated synonyms (exact tokens equal) are indexed once, whether the value has a few terms or very many
  // (told apart by a scan up to 16 terms, by a Set beyond: dictionary/index.ts).
  const sourceOf = (terms: string[]): EntitySource[] => [
    { name: 'e', index: 0, fuzzy: false, values: [{ name: terms[0], index: 0, type: 'synonyms', terms, keys: terms.map(termKeys), patterns: [] }] },
  ];
  const stored = (terms: string[]): number[] => {
    const { index } = buildDictionary(sourceOf(terms));
    return terms.map((t) => index.get(termKeys(t).folds.join(KEY_SEP))?.length ?? 0);
  };

  it('stores a repeated synonym of a small value once (case folded, spaces collapsed); an accent variant is its own term', () => {
    expect(stored(['ice cream', 'gelato', 'ice  cream', 'Gelato', 'gelato', 'gélato'])).toEqual([1, 2, 1, 2, 2, 2]);
  });

  it('stores each distinct term once in a value with more than 16 terms, repeats before and after the 16th', () => {
    const terms = Array.from({ length: 40 }, (_, i) => `word ${i % 25}`);
    const { index } = buildDictionary(sourceOf(terms));
    expect(index.size).toBe(25);
    for (let i = 0; i < 25; i++) expect(index.get(termKeys(`word ${i}`).folds.join(KEY_SEP))).toHaveLength(1);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keys, matcherFor } from './helpers.js';
import type { Entity, Intent } from '../../../src/model/index.js';

const weather = JSON.parse(readFileSync(new URL('../../fixtures/workspaces/multi-bot-weather.json', import.meta.url), 'utf8')) as {
  entities: Entity[];
  intents: Intent[];
};

const city: Entity = { entity: 'city', values: [{ value: 'London', synonyms: ['LDN'] }] };
const intents: Intent[] = [
  {
    intent: 'weather',
    examples: [
      { text: 'weather in London', mentions: [{ entity: 'city', location: [11, 17] }] },
      { text: 'what is the weather like in Sydney', mentions: [{ entity: 'city', location: [28, 34] }] },
      { text: 'forecast for Berlin tomorrow', mentions: [{ entity: 'city', location: [13, 19] }] },
      { text: 'is it raining in Tokyo', mentions: [{ entity: 'city', location: [17, 22] }] },
      { text: 'how hot is it today' },
      { text: 'will it rain' },
      { text: 'weather please' },
    ],
  },
  { intent: 'greet', examples: [{ text: 'hello there' }, { text: 'good morning' }, { text: 'hi in the morning' }] },
];

describe('contextual entities', () => {
  it('finds every annotated mention again in its own example', () => {
    const { matcher } = matcherFor([city], intents);
    for (const ex of intents[0].examples!) {
      for (const m of ex.mentions ?? []) {
        expect(matcher.match(ex.text).map((e) => e.location)).toContainEqual(m.location);
      }
    }
  });

  it('recognizes values that are not listed, in similar contexts, with the text as value', () => {
    const { matcher } = matcherFor([city], intents);
    const [m] = matcher.match('weather in Paris');
    expect(m).toMatchObject({ entity: 'city', location: [11, 16], value: 'Paris' });
    expect(m.confidence).toBeGreaterThan(0.3);
    expect(m.confidence).toBeLessThanOrEqual(1);
  });

  it('returns the canonical value when the recognized text is a listed synonym', () => {
    const { matcher } = matcherFor([city], intents);
    expect(keys(matcher, 'weather in LDN')).toEqual(['city:London@11-14']);
  });

  it('does not tag words in unrelated sentences', () => {
    const { matcher } = matcherFor([city], intents);
    expect(keys(matcher, 'hello there')).toEqual([]);
    expect(keys(matcher, 'good morning')).toEqual([]);
  });

  it('is deterministic: two compilations give the same answers', () => {
    const a = matcherFor([city], intents).matcher;
    const b = matcherFor([city], intents).matcher;
    for (const t of ['weather in Rome', 'forecast for Oslo', 'is it raining in Lima today']) expect(a.match(t)).toEqual(b.match(t));
  });

  it('learns from the mentions of a real workspace (multi-bot-weather)', () => {
    const { matcher } = matcherFor(weather.entities, weather.intents);
    for (const intent of weather.intents) {
      for (const ex of intent.examples ?? []) {
        for (const m of ex.mentions ?? []) {
          expect(matcher.match(ex.text).map((e) => `${e.entity}@${e.location}`)).toContain(`${m.entity}@${m.location}`);
        }
      }
    }
  });

  it('tags nothing for entities without mentions', () => {
    const plain: Entity = { entity: 'colour', values: [{ value: 'red' }] };
    const { matcher } = matcherFor([plain, city], [{ intent: 'x', examples: [{ text: 'paint it red' }] }]);
    expect(keys(matcher, 'paint it blue')).toEqual([]);
  });
});

describe('contextual and dictionary together', () => {
  it('keeps the dictionary match (confidence 1) where the tagger finds an overlapping span of the same entity', () => {
    const { matcher } = matcherFor([city], intents);
    const found = matcher.match('weather in London');
    expect(found).toEqual([{ entity: 'city', location: [11, 17], value: 'London', confidence: 1 }]);
  });
});

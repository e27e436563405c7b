/**
 * Invariants over arbitrary text, including random Unicode: every location is inside the text, the
 * literal is `text.slice(start, end)` and is non-empty, matching never throws, results are ordered
 * by start offset and are deterministic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matcherFor, patternEntity } from './helpers.js';
import type { Entity, Intent } from '../../../src/model/index.js';

const entities: Entity[] = [
  { entity: 'food', fuzzy_match: true, values: [{ value: 'ice cream', synonyms: ['gelato', 'crème brûlée', '寿司', '😀'] }, { value: 'sandwich', synonyms: ['sub', 'hero sandwich with cheese'] }] },
  { entity: 'word', values: [{ value: 'a', synonyms: ['b', 'é', 'ab'] }] },
  patternEntity('num', 'n', ['\\d+', '(\\p{Alpha})(\\d)?']),
  { entity: 'city', values: [{ value: 'London' }] },
];
const intents: Intent[] = [
  { intent: 'go', examples: [{ text: 'to London now', mentions: [{ entity: 'city', location: [3, 9] }] }, { text: 'fly to Paris', mentions: [{ entity: 'city', location: [7, 12] }] }] },
];
const { matcher } = matcherFor(entities, intents);

const alphabet = ['a', 'b', 'é', 'e\u0301', ' ', '-', "'", '1', '😀', '寿', '司', 'gelato', 'sub', 'ice', 'cream', 'London', '\u200D', '\uD800', 'İ', 'ß'];
const mixedText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }).map((parts) => parts.join(' ')),
);

describe('entity matching invariants', () => {
  it('returns well-formed, in-bounds, ordered mentions for any text, and never throws', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const found = matcher.match(text);
        let last = -1;
        for (const e of found) {
          const [start, end] = e.location;
          expect(Number.isInteger(start) && Number.isInteger(end)).toBe(true);
          expect(0 <= start && start < end && end <= text.length).toBe(true);
          expect(start).toBeGreaterThanOrEqual(last);
          last = start;
          expect(e.confidence).toBeGreaterThan(0);
          expect(e.confidence).toBeLessThanOrEqual(1);
          expect(typeof e.value).toBe('string');
          for (const g of e.groups ?? []) {
            if (g.location) expect(0 <= g.location[0] && g.location[0] <= g.location[1] && g.location[1] <= text.length).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('returns the synonym literal at the location (text.slice(start, end))', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 20 }), (before, after) => {
        const text = `${before} gelato ${after}`;
        const start = before.length + 1;
        const found = matcher.match(text).filter((e) => e.entity === 'food' && e.location[0] === start);
        expect(found.map((e) => text.slice(...e.location))).toEqual(['gelato']);
      }),
      { numRuns: 200 },
    );
  });

  it('returns, for exact dictionary matches, a literal that is one of the value\'s terms', () => {
    const terms = new Set(['a', 'b', 'e', 'ab']); // entity `word`, folded (case and accents removed)
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');
    fc.assert(
      fc.property(mixedText, (text) => {
        for (const e of matcher.match(text)) {
          if (e.entity === 'word') expect(terms.has(fold(text.slice(...e.location)))).toBe(true);
          if (e.entity === 'num' && e.value === 'n') expect(text.slice(...e.location)).toMatch(/^(?:\d+|[A-Za-z]\d?)$/);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic: the same text gives the same result, also from a second compilation', () => {
    const other = matcherFor(entities, intents).matcher;
    fc.assert(
      fc.property(mixedText, (text) => {
        expect(matcher.match(text)).toEqual(matcher.match(text));
        expect(other.match(text)).toEqual(matcher.match(text));
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on non-string input either', () => {
    for (const bad of [undefined, null, 42, {}, []]) expect(matcher.match(bad as unknown as string)).toEqual([]);
  });
});

describe('term keys', () => {
  it('the ASCII fast path gives the same keys as the tokenizer', async () => {
    const { termKeys, tokenize } = await import('../../../src/nlu/entities/tokenize.js');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 40 }), fc.string({ maxLength: 40 })), (term) => {
        const { folds, exacts } = termKeys(term);
        const tokens = tokenize(term);
        expect(folds).toEqual(tokens.map((t) => t.fold));
        expect(exacts).toEqual(tokens.map((t) => t.exact));
      }),
      { numRuns: 500 },
    );
  });

  it('wordKeys gives the folds of exactly the word tokens of tokenize, ASCII fast path included', async () => {
    const { wordKeys, tokenize } = await import('../../../src/nlu/entities/tokenize.js');
    const mixed = fc.string({ unit: fc.constantFrom('a', 'Z', '0', '9', ' ', '\t', '-', "'", '.', '\u0001', 'é', 'É', '寿', '😀', '\u0301'), maxLength: 30 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 40 }), fc.string({ maxLength: 40 }), mixed), (text) => {
        expect(wordKeys(text)).toEqual(tokenize(text).filter((t) => t.word).map((t) => t.fold));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('compilation robustness', () => {
  const regexish = fc.string({ unit: fc.constantFrom('a', 'b', '\\', '(', ')', '[', ']', '{', '}', '?', '*', '+', '|', '^', '$', '-', ',', '1', '2', 'p', 'Q', 'E', 'x', 'u', 'k', '<', '>', '=', '!', ':', 'i', '&', '.', 'é', '😀', ' ', '#'), maxLength: 24 });
  const entityArb = fc.record({
    entity: fc.string({ minLength: 1, maxLength: 8 }),
    fuzzy_match: fc.boolean(),
    values: fc.array(
      fc.oneof(
        fc.record({ value: fc.string({ minLength: 1, maxLength: 12 }), synonyms: fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 4 }) }),
        fc.record({ value: fc.string({ minLength: 1, maxLength: 12 }), type: fc.constant('patterns' as const), patterns: fc.array(regexish, { maxLength: 3 }) }),
      ),
      { maxLength: 5 },
    ),
  });

  it('compiles any entities (random synonyms, random Java-ish patterns) without throwing, and matches without throwing', () => {
    fc.assert(
      fc.property(fc.array(entityArb, { maxLength: 4 }), fc.string({ unit: 'grapheme', maxLength: 40 }), (entities, text) => {
        const { matcher, diagnostics } = matcherFor(entities as Entity[]);
        for (const d of diagnostics) expect(d.path).toMatch(/^\.entities\[\d+\]\.values\[\d+\]\.patterns\[\d+\]$/);
        const found = matcher.match(text);
        for (const e of found) expect(e.location[1]).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 300 },
    );
  });
});

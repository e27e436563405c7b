import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognize } from './helpers.js';
import { cpuClock } from '../../security/guard.js';

const WORDS = ['one', 'twenty', 'hundred', 'thousand', 'and', 'a', 'half', 'quarters', 'point', 'five', 'minus', 'to', 'from',
  'between', 'percent', 'per', 'cent', 'dollars', 'cents', 'USD', '$', '€', '%', '-', '/', '.', ',', '1', '25', '1,234', '3.5',
  '0', 'k', 'M', 'over', 'out', 'of', 'dozen', 'million', 'thirds', 'first', 'the', 'e10', '^', '½'];
const phrase = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).chain((ws) =>
  fc.array(fc.constantFrom(' ', '', '  ', '-'), { minLength: ws.length, maxLength: ws.length }).map((seps) => ws.map((w, i) => w + seps[i]).join('')));
const anyText = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 40 }), phrase);

describe('system-entity layer properties', () => {
  it('never throws; every location is inside the text; values parse as finite numbers', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, fresh) => {
        const entities = recognize(text, { newSystemEntities: fresh, version: fresh ? '2021-06-14' : '2020-01-01' });
        for (const e of entities) {
          expect(e.location[0]).toBeGreaterThanOrEqual(0);
          expect(e.location[1]).toBeLessThanOrEqual(text.length);
          expect(e.location[0]).toBeLessThan(e.location[1]);
          expect(Number.isFinite(Number(e.value))).toBe(true);
          expect(e.value).toMatch(/^-?\d+(\.\d+)?$/);
          const numeric = e.interpretation?.numeric_value ?? (e.metadata as { numeric_value?: number } | undefined)?.numeric_value;
          expect(numeric).toBe(Number(e.value));
        }
      }),
      { numRuns: 600 },
    );
  });

  it('entities come ordered by start offset; range pairs come as from then to, sharing link and location', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const entities = recognize(text);
        for (let i = 1; i < entities.length; i++) expect(entities[i].location[0]).toBeGreaterThanOrEqual(entities[i - 1].location[0]);
        const ranged = entities.filter((e) => e.role);
        expect(ranged.length % 2).toBe(0);
        for (let i = 0; i < ranged.length; i += 2) {
          expect(ranged[i].role?.type).toBe('number_from');
          expect(ranged[i + 1].role?.type).toBe('number_to');
          expect(ranged[i + 1].interpretation?.range_link).toBe(ranged[i].interpretation?.range_link);
          expect(ranged[i + 1].location).toEqual(ranged[i].location);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('is deterministic', () => {
    fc.assert(fc.property(anyText, (text) => {
      expect(recognize(text)).toEqual(recognize(text));
    }), { numRuns: 200 });
  });

  it('stays linear on long inputs (2,048 characters of digits and number words)', () => {
    const long = '1,2'.repeat(700).slice(0, 2048);
    const words = 'one hundred and '.repeat(130).slice(0, 2048);
    const t0 = cpuClock();
    recognize(long);
    recognize(words);
    recognize('9'.repeat(2048));
    expect(recognize(`$${'9'.repeat(300)} trillion USD`)).toEqual([]);
    expect(t0()).toBeLessThan(500);
  });
});

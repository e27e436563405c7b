import { describe, expect, it } from 'vitest';
import { commonDirection, englishWordVectors, parseWordVectors } from '../../../src/nlu/vectors/word-vectors.js';
import { embedTokens } from '../../../src/nlu/vectors/sentence.js';
import { tokenize } from '../../../src/nlu/text/index.js';

const table = englishWordVectors();

function meaning(text: string): { vector: Float64Array; found: number } {
  const vector = new Float64Array(table.dimensions);
  const found = embedTokens(tokenize(text), table, vector);
  return { vector, found };
}

const cosine = (a: Float64Array, b: Float64Array) => a.reduce((sum, x, d) => sum + x * b[d], 0);

describe('the shipped English word-vector table', () => {
  it('holds 50,000 lowercase words × 100 dimensions, most frequent first, loaded once', () => {
    expect(table.dimensions).toBe(100);
    expect(table.rows.size).toBe(50_000);
    expect(table.rows.get('the')).toBe(0);
    expect(table.rows.has('refund')).toBe(true);
    expect(englishWordVectors()).toBe(table);
  });

  it('puts synonyms closer than unrelated words', () => {
    const word = (w: string) => meaning(w).vector;
    expect(cosine(word('cancel'), word('terminate'))).toBeGreaterThan(cosine(word('cancel'), word('banana')));
    expect(cosine(word('money'), word('cash'))).toBeGreaterThan(cosine(word('money'), word('weather')));
  });

  it('rejects a file that is not a table, or a truncated one', () => {
    expect(() => parseWordVectors(new Uint8Array(64))).toThrow('word vectors: not a PWV1 file');
    const header = new Uint8Array(20);
    header.set([0x50, 0x57, 0x56, 0x31]);
    new DataView(header.buffer).setUint32(4, 1, true);
    new DataView(header.buffer).setUint32(8, 4, true);
    new DataView(header.buffer).setUint32(12, 1, true);
    expect(() => parseWordVectors(header)).toThrow('truncated');
  });

  it('has a unit common direction, the same on every call', () => {
    const common = commonDirection(table);
    expect(cosine(common, common)).toBeCloseTo(1, 10);
    expect(commonDirection(table)).toBe(common);
  });
});

describe('embedTokens', () => {
  it('gives a unit vector and the share of the weight it knows', () => {
    const { vector, found } = meaning('cancel my order');
    expect(cosine(vector, vector)).toBeCloseTo(1, 10);
    expect(found).toBe(1);
    expect(meaning('cancel my zorblatt').found).toBeGreaterThan(0);
    expect(meaning('cancel my zorblatt').found).toBeLessThan(1);
  });

  it('gives zeros and 0 for text without a known word (numbers and punctuation are not counted)', () => {
    const { vector, found } = meaning('zorblatt quixxo 42 !!');
    expect(Array.from(vector).every((x) => x === 0)).toBe(true);
    expect(found).toBe(0);
    expect(meaning('').found).toBe(0);
  });

  it('is deterministic and independent of case', () => {
    expect(meaning('Where is my PARCEL').vector).toEqual(meaning('where is my parcel').vector);
  });
});

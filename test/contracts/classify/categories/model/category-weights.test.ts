import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../../src/contracts/wire.js';
import { categoryTrainingRows, trainCategoryModel } from '../../../../../src/contracts/classify/categories/model/category-training.js';
import { parseCategoryWeights, serializeCategoryWeights } from '../../../../../src/contracts/classify/categories/model/category-weights-format.js';
import { CATEGORY_EXAMPLES } from '../../../../../src/contracts/classify/data/category-examples.js';
import { CATEGORY_SET_EXAMPLES } from '../../../../../src/contracts/classify/data/category-set-examples.js';
import { CATEGORY_WEIGHTS } from '../../../../../src/contracts/classify/data/category-weights.js';

const K = CATEGORIES.length;

describe('the learned category model built at build time', () => {
  it('ships exactly the weights a fresh training on the examples gives (else: npm run build && node scripts/build-category-model.mjs && npm run build)', () => {
    const fresh = serializeCategoryWeights(trainCategoryModel(categoryTrainingRows(CATEGORY_EXAMPLES, CATEGORY_SET_EXAMPLES)));
    // Compared by length, then as a boolean, so a failure does not print 150 KB twice.
    expect(fresh.length).toBe(CATEGORY_WEIGHTS.length);
    expect(fresh === CATEGORY_WEIGHTS).toBe(true);
  }, 20_000);

  it('is typed string in the generated file, so that its declaration file does not repeat 156 KB as a literal type', () => {
    const source = readFileSync(new URL('../../../../../src/contracts/classify/data/category-weights.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/^export const CATEGORY_WEIGHTS: string = "/m);
  });

  it('trains deterministically: twice the same rows, the same text', () => {
    const rows = categoryTrainingRows(CATEGORY_EXAMPLES.slice(0, 60), CATEGORY_SET_EXAMPLES.slice(0, 60));
    expect(serializeCategoryWeights(trainCategoryModel(rows))).toBe(serializeCategoryWeights(trainCategoryModel(rows)));
  });

  it('turns the written examples and the set rows into training rows, "None" and "" meaning no category', () => {
    expect(categoryTrainingRows([['None', 'Signed in two copies.'], ['Audits', 'The Client may audit the books.']], [['', 'Recitals.', 'Background'], ['Insurance|Liability', 'Cover the loss.', '9. Insurance']])).toEqual([
      [[], 'Signed in two copies.', ''],
      [['Audits'], 'The Client may audit the books.', ''],
      [[], 'Recitals.', 'Background'],
      [['Insurance', 'Liability'], 'Cover the loss.', '9. Insurance'],
    ]);
  });

  it('writes a weight in hundredths, leaves out those under 0.02 and features left with none, keeps the biases in millionths', () => {
    const row = (cells: Record<number, number>) => Float64Array.from({ length: K }, (_, c) => cells[c] ?? 0);
    const text = serializeCategoryWeights({
      weights: new Map([['zeta', row({ 0: 0.123, 2: -1.5, 3: 0.019 })], ['alpha', row({ 24: 7.004 })], ['faint', row({ 1: 0.01 })]]),
      bias: Float64Array.from({ length: K }, (_, c) => -3 - c / 1000),
    });
    const [bias, ...lines] = text.split('\n');
    expect(bias.split(' ').slice(0, 3)).toEqual(['-3000000', '-3001000', '-3002000']);
    expect(lines).toEqual(['alpha\ty700', 'zeta\ta12c-150']);
    const read = parseCategoryWeights(text);
    expect(Array.from(read.row('zeta') ?? [])).toEqual(Array.from(row({ 0: 0.12, 2: -1.5 })));
    expect(read.row('faint')).toBeUndefined();
    expect(read.row('unknown')).toBeUndefined();
    expect(read.bias[1]).toBe(-3.001);
  });

  it('reads back every weight it wrote, within half a step (property)', () => {
    const weight = fc.double({ min: -8, max: 8, noNaN: true });
    const feature = fc.stringMatching(/^(?:T:)?[a-z]{3,9}$/);
    fc.assert(fc.property(fc.uniqueArray(fc.tuple(feature, fc.array(weight, { minLength: K, maxLength: K })), { selector: ([f]) => f, maxLength: 20 }), fc.array(weight, { minLength: K, maxLength: K }), (rows, bias) => {
      const model = { weights: new Map(rows.map(([f, w]) => [f, Float64Array.from(w)])), bias: Float64Array.from(bias) };
      const read = parseCategoryWeights(serializeCategoryWeights(model));
      for (const [f, w] of rows) {
        const got = read.row(f);
        w.forEach((x, c) => expect(Math.abs((got?.[c] ?? 0) - x)).toBeLessThanOrEqual(0.02 + 1e-9));
        // A row read twice is the same row (kept after the first read).
        if (got) expect(read.row(f)).toBe(got);
      }
      bias.forEach((b, c) => expect(Math.abs(read.bias[c] - b)).toBeLessThanOrEqual(5e-7 + 1e-12));
    }));
  });

  it('has a letter for every category (the format names a category by one of a–z)', () => {
    expect(K).toBeLessThanOrEqual(26);
  });
});

/**
 * The naive Bayes category model's counts, counted at build time (scripts/build-category-model.mjs) instead of at
 * import: the shipped text is the examples' counts, reads back as written, and the model built from it gives the
 * log-odds training on the examples gave, to the last bit.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../../src/contracts/wire.js';
import { BAYES_CLASSES, countCategoryStems, parseCategoryCounts, serializeCategoryCounts } from '../../../../../src/contracts/classify/categories/model/category-bayes-format.js';
import { categoryLogOdds, stemsOf } from '../../../../../src/contracts/classify/categories/model/category-model.js';
import { CATEGORY_BAYES_COUNTS } from '../../../../../src/contracts/classify/data/category-bayes-counts.js';
import { CATEGORY_EXAMPLES } from '../../../../../src/contracts/classify/data/category-examples.js';

/** The model as it was trained at import before (session 18): every stem's row computed from the examples at once. */
let trained: Map<string, number[]> | undefined;
function trainedLogOdds(textStems: readonly string[]): number[] {
  if (!trained) {
    const { totals, counts } = countCategoryStems(CATEGORY_EXAMPLES, stemsOf);
    const v = counts.size;
    trained = new Map([...counts].map(([s, row]) => [s, row.map((n, c) => Math.log((n + 0.2) / (totals[c] + 0.2 * v)))]));
  }
  const like = trained;
  const stems = [...new Set(textStems)].filter((s) => like.has(s));
  const scores = BAYES_CLASSES.map(() => 0);
  for (const s of stems) (like.get(s) as number[]).forEach((l, c) => (scores[c] += l));
  const none = scores[scores.length - 1];
  const scale = stems.length === 0 ? 0 : 1 / Math.sqrt(stems.length);
  return scores.slice(0, -1).map((x) => (x - none) * scale);
}

describe('the category model counted at build time', () => {
  it('ships exactly the counts of the written examples (else: npm run build && node scripts/build-category-model.mjs && npm run build)', () => {
    const fresh = serializeCategoryCounts(countCategoryStems(CATEGORY_EXAMPLES, stemsOf));
    expect(fresh.length).toBe(CATEGORY_BAYES_COUNTS.length);
    expect(fresh === CATEGORY_BAYES_COUNTS).toBe(true);
  });

  it('is typed string in the generated file, so that its declaration file does not repeat it as a literal type', () => {
    const source = readFileSync(new URL('../../../../../src/contracts/classify/data/category-bayes-counts.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/^export const CATEGORY_BAYES_COUNTS: string = "/m);
  });

  it('counts a stem once per example, per class, the categories first and None last', () => {
    const counts = countCategoryStems([['Audits', 'Audit the audits.'], ['None', 'Audit nothing.'], ['Audits', 'Books.']], stemsOf);
    expect(BAYES_CLASSES.at(-1)).toBe('None');
    expect(BAYES_CLASSES.length).toBe(CATEGORIES.length + 1);
    const audits = CATEGORIES.indexOf('Audits');
    const none = CATEGORIES.length;
    expect(counts.counts.get('audit')?.[audits]).toBe(1);
    expect(counts.counts.get('audit')?.[none]).toBe(1);
    expect(counts.totals[audits]).toBe(2);
    expect(counts.totals[none]).toBe(2);
    const text = serializeCategoryCounts(counts);
    // 'nothing' is stemmed 'noth' (an -ing cut), as the model reads it.
    expect(text.split('\n').slice(1)).toEqual([`audit\t${audits}:1 ${none}:1`, `book\t${audits}:1`, `noth\t${none}:1`]);
  });

  it('reads back every count it wrote, and nothing for a stem it did not (property)', () => {
    const stem = fc.stringMatching(/^[a-z]{3,9}$/);
    const row = fc.array(fc.nat({ max: 400 }), { minLength: BAYES_CLASSES.length, maxLength: BAYES_CLASSES.length });
    fc.assert(fc.property(fc.uniqueArray(fc.tuple(stem, row), { selector: ([s]) => s, maxLength: 30 }), row, (rows, totals) => {
      const read = parseCategoryCounts(serializeCategoryCounts({ totals, counts: new Map(rows) }));
      expect(read.totals).toEqual(totals);
      expect(read.size).toBe(rows.length);
      for (const [s, r] of rows) expect(read.row(s)).toEqual(r);
      expect(read.row('0unknown')).toBeUndefined();
    }));
  });

  it('gives, to the last bit, the log-odds of the model trained on the examples', () => {
    const texts = [
      'The Supplier shall maintain insurance against all liability for loss or damage.',
      'Either party may terminate this Agreement on thirty days written notice.',
      'Invoices are payable within 45 days; late payments bear interest.',
      'zzz qqq', // no known stem: all 0
      '',
      ...CATEGORY_EXAMPLES.filter((_, i) => i % 25 === 0).map(([, s]) => s),
    ];
    for (const text of texts) expect(categoryLogOdds(stemsOf(text)), text).toEqual(trainedLogOdds(stemsOf(text)));
    expect(categoryLogOdds(stemsOf('zzz qqq'))).toEqual(CATEGORIES.map(() => 0));
  });

  it('gives the same log-odds for any mix of vocabulary and unknown words (property)', () => {
    const vocabulary = [...new Set(CATEGORY_EXAMPLES.flatMap(([, s]) => s.split(/\s+/)))];
    const word = fc.oneof(fc.constantFrom(...vocabulary), fc.stringMatching(/^[a-z]{3,12}$/));
    fc.assert(fc.property(fc.array(word, { maxLength: 40 }), (words) => {
      const stems = stemsOf(words.join(' '));
      expect(categoryLogOdds(stems)).toEqual(trainedLogOdds(stems));
    }), { numRuns: 200 });
  });
});

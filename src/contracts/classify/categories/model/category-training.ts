/**
 * Training of the learned category model (`category-logistic.ts`): one logistic regression per category (one against
 * the rest) over the stems of the sentence and the stems of the section title it sits under. Deterministic (fixed
 * order, fixed epochs, no randomness). Run at build time, not at run time: `scripts/build-category-model.mjs` trains on
 * parley's written sentences (`data/category-examples.ts`) and its hand-written labelled sets
 * (`data/category-set-examples.ts`) and writes the weights to `data/category-weights.ts`, which the classifier loads.
 * A test trains afresh and checks the shipped weights are this module's output (docs/contracts.md, Classification).
 */
import { CATEGORIES } from '../../../wire.js';
import { stemsOf } from './category-model.js';
import type { CategoryWeights } from './category-weights-format.js';

const K = CATEGORIES.length;
const EPOCHS = 5;
const RATE = 0.5;
const L2 = 1e-4;

/** A training row: the categories it carries (none = the abstaining class), its text, its section title ('' = none). */
export type CategoryTrainingRow = readonly [categories: readonly string[], text: string, sectionTitle: string];

/** The features of an element: its stems (`stemsOf`) and its section title's stems; each once. */
export function categoryFeatures(stems: readonly string[], sectionTitle: string | undefined): string[] {
  const out = new Set(stems);
  if (sectionTitle) for (const s of stemsOf(sectionTitle.replace(/^[\s\d.()]*/, ''))) out.add(`T:${s}`);
  return [...out];
}


/** The regression trained on the rows, in their order. */
export function trainCategoryModel(rows: readonly CategoryTrainingRow[]): CategoryWeights {
  const category = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));
  const index = new Map<string, number>();
  const encoded = rows.map(([labels, text, title]) => {
    const ids = categoryFeatures(stemsOf(text), title || undefined).map((f) => {
      let id = index.get(f);
      if (id === undefined) { id = index.size; index.set(f, id); }
      return id;
    });
    const y = new Uint8Array(K);
    for (const l of labels) { const c = category.get(l); if (c !== undefined) y[c] = 1; }
    return { features: Int32Array.from(ids), labels: y };
  });
  const weights = new Float64Array(index.size * K);
  const bias = new Float64Array(K);
  const step = new Float64Array(K);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE / (1 + epoch);
    for (const { features, labels } of encoded) {
      const scale = features.length === 0 ? 0 : 1 / Math.sqrt(features.length);
      step.set(bias);
      for (const f of features) for (let c = 0, o = f * K; c < K; c++) step[c] += weights[o + c] * scale;
      for (let c = 0; c < K; c++) {
        const g = labels[c] - 1 / (1 + Math.exp(-step[c]));
        bias[c] += rate * g;
        step[c] = rate * g * scale;
      }
      const decay = 1 - rate * L2;
      for (const f of features) for (let c = 0, o = f * K; c < K; c++) weights[o + c] = weights[o + c] * decay + step[c];
    }
  }
  const out = new Map<string, Float64Array>();
  for (const [f, id] of index) out.set(f, weights.subarray(id * K, id * K + K));
  return { weights: out, bias };
}


/** The training rows of the shipped model: parley's written sentences, then the sets' sentences, in their order. */
export function categoryTrainingRows(
  examples: readonly (readonly [string, string])[],
  setExamples: readonly (readonly [string, string, string])[],
): CategoryTrainingRow[] {
  return [
    ...examples.map(([label, text]): CategoryTrainingRow => [label === 'None' ? [] : [label], text, '']),
    ...setExamples.map(([labels, text, title]): CategoryTrainingRow => [labels === '' ? [] : labels.split('|'), text, title]),
  ];
}

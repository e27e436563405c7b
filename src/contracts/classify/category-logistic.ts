/**
 * A second category model: one logistic regression per category (one against the rest) over the stems of the
 * sentence and the stems of the section title it sits under. Trained on first use (not at import),
 * deterministically (fixed order, fixed epochs, no randomness), from parley's written sentences
 * (`data/category-examples.ts`) and the sentences of its hand-written labelled sets (`data/category-set-examples.ts`).
 * It gives each category's log-odds that the element carries it.
 */
import { CATEGORIES } from '../wire.js';
import { CATEGORY_EXAMPLES } from './data/category-examples.js';
import { CATEGORY_SET_EXAMPLES } from './data/category-set-examples.js';
import { stemsOf } from './category-model.js';

const K = CATEGORIES.length;
const EPOCHS = 3;
const RATE = 0.5;
const L2 = 1e-4;

/** The features of an element: its stems (`stemsOf`) and its section title's stems; each once. */
function featuresOf(stems: readonly string[], sectionTitle: string | undefined): string[] {
  const out = new Set(stems);
  if (sectionTitle) for (const s of stemsOf(sectionTitle.replace(/^[\s\d.()]*/, ''))) out.add(`T:${s}`);
  return [...out];
}

interface Logistic {
  /** Feature → its row of weights in `weights` (row r holds categories r*K … r*K+K-1). */
  index: Map<string, number>;
  weights: Float64Array;
  bias: Float64Array;
}

function train(): Logistic {
  const category = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));
  const index = new Map<string, number>();
  const rows: { features: Int32Array; labels: Uint8Array }[] = [];
  const addRow = (features: string[], labels: readonly string[]) => {
    const ids = features.map((f) => { let id = index.get(f); if (id === undefined) { id = index.size; index.set(f, id); } return id; });
    const y = new Uint8Array(K);
    for (const l of labels) { const c = category.get(l); if (c !== undefined) y[c] = 1; }
    rows.push({ features: Int32Array.from(ids), labels: y });
  };
  for (const [label, sentence] of CATEGORY_EXAMPLES) addRow(featuresOf(stemsOf(sentence), undefined), label === 'None' ? [] : [label]);
  for (const [labels, sentence, title] of CATEGORY_SET_EXAMPLES) addRow(featuresOf(stemsOf(sentence), title || undefined), labels === '' ? [] : labels.split('|'));
  const weights = new Float64Array(index.size * K);
  const bias = new Float64Array(K);
  const step = new Float64Array(K);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE / (1 + epoch);
    for (const { features, labels } of rows) {
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
  return { index, weights, bias };
}

/** Trained on first use, not at import: a process that never categorises pays nothing. */
let MODEL: Logistic | undefined;
const model = (): Logistic => (MODEL ??= train());

/** Each category's log-odds (parallel to `CATEGORIES`) that an element with these stems and section carries it. */
export function categoryLogits(stems: readonly string[], sectionTitle: string | undefined): number[] {
  const features = featuresOf(stems, sectionTitle);
  const { index, weights, bias } = model();
  const out = Array.from(bias);
  const scale = features.length === 0 ? 0 : 1 / Math.sqrt(features.length);
  for (const f of features) {
    const id = index.get(f);
    if (id !== undefined) for (let c = 0, o = id * K; c < K; c++) out[c] += weights[o + c] * scale;
  }
  return out;
}

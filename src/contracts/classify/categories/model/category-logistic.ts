/**
 * A second category model: one logistic regression per category (one against the rest) over the stems of the
 * sentence and the stems of the section title it sits under. Trained at build time (`category-training.ts`, run by
 * `scripts/build-category-model.mjs`) into `data/category-weights.ts`; read on first use (not at import), each feature's weights when an element first has it, so a process
 * that never categorises pays nothing. It gives each category's log-odds that the element carries it.
 */
import { categoryFeatures } from './category-training.js';
import { parseCategoryWeights, type CategoryWeightsReader } from './category-weights-format.js';
import { CATEGORY_WEIGHTS } from '../../data/category-weights.js';

let MODEL: CategoryWeightsReader | undefined;
const model = (): CategoryWeightsReader => (MODEL ??= parseCategoryWeights(CATEGORY_WEIGHTS));

/** Each category's log-odds (parallel to `CATEGORIES`) that an element with these stems and section carries it. */
export function categoryLogits(stems: readonly string[], sectionTitle: string | undefined): number[] {
  const features = categoryFeatures(stems, sectionTitle);
  const { bias, row: rowOf } = model();
  const out = Array.from(bias);
  const scale = features.length === 0 ? 0 : 1 / Math.sqrt(features.length);
  for (const f of features) {
    const row = rowOf(f);
    if (row !== undefined) for (let c = 0; c < out.length; c++) out[c] += row[c] * scale;
  }
  return out;
}

/**
 * The service's `modification` tags: a label of original_labels is `removed` when updated_labels lacks it
 * and `not_changed` when both have it; a label of updated_labels is `added` or `not_changed` the same way.
 * A type label is identified by nature and party, a category by its label.
 */
import type { FeedbackCategory, FeedbackDataInput, FeedbackDataOutput, FeedbackTypeLabel, LabelsIn } from '../service-wire.js';

/**
 * One type label's identity, nature and party. Labels are open strings, so no separator character is safe: joined
 * with NUL, {nature "A\u0000B", party "C"} and {nature "A", party "B\u0000C"} were one label, and feedback changing
 * one into the other was stored as `not_changed` on both sides (hred28). A JSON pair cannot be ambiguous.
 */
export const typeLabelKey = (nature: string, party: string): string => JSON.stringify([nature, party]);
const typeKey = (t: FeedbackTypeLabel) => typeLabelKey(t.label.nature, t.label.party);
const categoryKey = (c: FeedbackCategory) => c.label;

export function withModifications(data: FeedbackDataInput, defaults: { model_id: string; model_version: string }): FeedbackDataOutput {
  const original = data.original_labels;
  const updated = data.updated_labels;
  const out: FeedbackDataOutput = {
    feedback_type: data.feedback_type,
    ...(data.document ? { document: pick(data.document, ['title', 'hash']) } : {}),
    model_id: data.model_id ?? defaults.model_id,
    model_version: data.model_version ?? defaults.model_version,
    location: { begin: data.location.begin, end: data.location.end },
    text: data.text,
    original_labels: tagged(original, updated, 'removed'),
    updated_labels: tagged(updated, original, 'added'),
  };
  return out;
}

function tagged(side: LabelsIn, other: LabelsIn, absent: 'removed' | 'added'): LabelsIn {
  const otherTypes = new Set(other.types.map(typeKey));
  const otherCategories = new Set(other.categories.map(categoryKey));
  return {
    types: side.types.map((t) => ({
      label: { nature: t.label.nature, party: t.label.party },
      ...(t.provenance_ids ? { provenance_ids: [...t.provenance_ids] } : {}),
      modification: otherTypes.has(typeKey(t)) ? 'not_changed' : absent,
    })),
    categories: side.categories.map((c) => ({
      label: c.label,
      ...(c.provenance_ids ? { provenance_ids: [...c.provenance_ids] } : {}),
      modification: otherCategories.has(categoryKey(c)) ? 'not_changed' : absent,
    })),
  };
}

function pick<T extends object>(o: T, keys: (keyof T)[]): T {
  const out = {} as T;
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

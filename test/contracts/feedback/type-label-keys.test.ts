/**
 * A type label's identity when its nature or party holds the character that joined them (hred28). Labels are open
 * strings; joined with NUL, {nature "A\u0000B", party "C"} and {nature "A", party "B\u0000C"} were one label: feedback
 * changing one into the other was stored `not_changed` on both sides, and `type_not_changed=A:B%00C` found the first.
 */
import { describe, expect, it } from 'vitest';
import { withModifications } from '../../../src/contracts/feedback/diff.js';
import { queryFeedback, type StoredFeedback } from '../../../src/contracts/feedback/query.js';
import type { FeedbackDataInput, FeedbackReturn } from '../../../src/contracts/service-wire.js';

const DEFAULTS = { model_id: 'contracts', model_version: 'v' };
const data = (original: [string, string], updated: [string, string]): FeedbackDataInput => ({
  feedback_type: 'element_classification',
  location: { begin: 0, end: 5 },
  text: 'The Supplier shall deliver the goods.',
  original_labels: { types: [{ label: { nature: original[0], party: original[1] } }], categories: [] },
  updated_labels: { types: [{ label: { nature: updated[0], party: updated[1] } }], categories: [] },
}) as FeedbackDataInput;

const modifications = (d: FeedbackDataInput) => {
  const out = withModifications(d, DEFAULTS);
  return [out.original_labels.types.map((t) => t.modification), out.updated_labels.types.map((t) => t.modification)];
};

describe('type labels holding NUL (hred28)', () => {
  it('a label moved across NUL is removed and added, not unchanged', () => {
    expect(modifications(data(['A\u0000B', 'C'], ['A', 'B\u0000C']))).toEqual([['removed'], ['added']]);
  });

  it('what held: the same label is not_changed; another is removed and added', () => {
    expect(modifications(data(['Obligation', 'Supplier'], ['Obligation', 'Supplier']))).toEqual([['not_changed'], ['not_changed']]);
    expect(modifications(data(['Obligation', 'Supplier'], ['Right', 'Supplier']))).toEqual([['removed'], ['added']]);
    expect(modifications(data(['A\u0000B', 'C'], ['A\u0000B', 'C']))).toEqual([['not_changed'], ['not_changed']]);
  });

  it('the type filters match nature and party exactly', () => {
    const stored: StoredFeedback = {
      feedback: { feedback_id: 'f', created: '2026-12-01T00:00:00+0000', feedback_data: withModifications(data(['A\u0000B', 'C'], ['Obligation', 'Supplier']), DEFAULTS) } as FeedbackReturn,
      customer_ids: [],
      seq: 1,
    };
    const ids = (typeRemoved: string) => queryFeedback([stored], { typeRemoved }, '2018-10-15').items.map((s) => s.feedback.feedback_id);
    expect(ids('A:B\u0000C')).toEqual([]);
    expect(ids('A\u0000B:C')).toEqual(['f']);
  });
});

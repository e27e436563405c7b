/**
 * A feedback's location at the number edges (hred25). `begin` and `end` are character offsets; JSON numbers past
 * 2^53 − 1 are read rounded (12345678901234567891 stored as 12345678901234567000, 1e308 echoed as 1e+308), so the
 * stored feedback named another place than the one sent, without a word. Offsets are safe integers now (a 400 at the
 * field past them); every offset a document can have is one.
 */
import { describe, expect, it } from 'vitest';
import { validateFeedback } from '../../../src/contracts/feedback/validate.js';
import { ParleyError } from '../../../src/common/errors.js';

const body = (begin: unknown, end: unknown) => ({
  feedbackData: {
    feedback_type: 'element_classification',
    document: { title: 'T', hash: 'h' },
    location: { begin, end },
    text: 'The Supplier shall deliver the goods.',
    original_labels: { types: [{ label: { nature: 'Obligation', party: 'Supplier' }, provenance_ids: ['p'] }], categories: [] },
    updated_labels: { types: [{ label: { nature: 'Right', party: 'Supplier' } }], categories: [] },
  },
});

function problems(begin: unknown, end: unknown): { path?: string; code: string }[] {
  try {
    validateFeedback(body(begin, end));
    return [];
  } catch (e) {
    if (!(e instanceof ParleyError)) throw e;
    return e.errors.map((d) => ({ path: d.path, code: d.code }));
  }
}

describe('feedback location offsets past 2^53 (hred25)', () => {
  it('an end of 1e308, or a begin and end of 20 digits, is a 400 at the field', () => {
    expect(problems(0, 1e308)).toEqual([{ path: '.feedback_data.location.end', code: 'type' }]);
    expect(problems(12345678901234567890, 12345678901234567891)).toEqual([
      { path: '.feedback_data.location.begin', code: 'type' },
      { path: '.feedback_data.location.end', code: 'type' },
    ]);
    expect(problems(0, 2 ** 53)).toEqual([{ path: '.feedback_data.location.end', code: 'type' }]);
  });

  it('what held: 0, -0, 2^53 − 1 and 1.0 are offsets; Infinity, "5" and -1 stay 400', () => {
    expect(problems(-0, 5)).toEqual([]);
    expect(problems(0, Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(problems(1.0, 2.0)).toEqual([]);
    expect(problems(Infinity, 1)).toEqual([{ path: '.feedback_data.location.begin', code: 'type' }]);
    expect(problems(0, '5')).toEqual([{ path: '.feedback_data.location.end', code: 'type' }]);
    expect(problems(-1, 3)).toEqual([{ path: '.feedback_data.location.begin', code: 'type' }]);
  });
});

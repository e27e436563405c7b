/**
 * Audits for a log, a record or a notebook a party keeps of what it does or receives (category-cues-kept-logs.ts, issue
 * 18, h51cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { KEPT_LOG_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-kept-logs.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-kept-logs.ts reads the sentence. */
const cued = cuedBy(KEPT_LOG_STRONG_CUES);

describe('categories: a log or a record a party keeps (Audits)', () => {
  it('a daily log, a traceability record, a field notebook, a log book', () => {
    const got = categoriesOf(
      'The Caterer shall keep a fridge temperature log for each kitchen and show it to the School on request.',
      'The Roaster is responsible for keeping a traceability record linking every bag to its farm and harvest.',
      'The Tenant Farmer shall keep a field notebook of every fertiliser application.',
      'The Engineer shall keep a log book in each plant room recording every visit and the parts replaced.',
      '(iii) to keep a written record of the condition of each painting before cleaning;',
    );
    expect(got.map((c) => c.includes('Audits'))).toEqual([true, true, true, true, true]);
  });
});

describe('categories: records kept for another reason (no Audits from this cue)', () => {
  it('personal or confidential records, a record of safety checks, a log handed over, records in the plural', () => {
    const sentences = [
      'The Clinic shall keep a medical record for each patient and hold it in confidence.',
      'The Landlord will keep a record of each gas safety check for two years.',
      'The Conservator shall keep a photographic log of each stage and hand it over on completion.',
      'The Hirer must keep records of the fuel it uses.',
      'The Operator shall keep the booking record up to date.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false]);
  });
});

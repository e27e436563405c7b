/**
 * A telling or a notice named only as the moment a time runs from (category-cues-telling-as-time.ts), and a handover
 * record named as the delivery's paper (category-cues-handover-records.ts), issue 18, h87c: read out of the
 * Communication and Audits cues. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { HANDOVER_RECORD_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-handover-records.js';
import { TOLD_AS_TIME_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-telling-as-time.js';
import { expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const readOut = (list: readonly (readonly [RegExp, string])[]) => (text: string) => list.some(([re]) => text.search(re) >= 0);
const KENNEL = { preamble: 'These terms apply between Happy Tails Kennels Ltd ("we" or "us") and each dog owner ("you").' };

describe('categories: a telling as a time, a handover record (h87c)', () => {
  it('a past telling or a notice a period runs from', () => {
    expectEach(readOut(TOLD_AS_TIME_NOT_SAID), [
      'You must collect your dog within 3 days after we tell you that it is ready.',
      'The Landlord shall repair the roof within a week after the Tenant notifies the Landlord.',
      'The Supplier shall replace any faulty part within 48 hours of the notice.',
      'The Developer shall fix the defects within five days after receipt of the notice of rejection.',
    ], true);
    expectEach(readOut(TOLD_AS_TIME_NOT_SAID), [
      'The Tenant shall notify the Landlord of any leak within 24 hours.',
      'Either party may end this contract by giving the other 30 days\' notice.',
      'We will tell you when your dog is ready.',
    ], false);
  });

  it('keeps the Communication of a sentence that requires a notice, drops the one of a time', () => {
    expect(clauseCategories('If you do not pay within 30 days after we tell you that your dog is ready, we may charge interest at 1% a month.', KENNEL)).not.toContain('Communication');
    expect(clauseCategories('The Tenant shall notify the Landlord in writing of any leak within 24 hours.')).toContain('Communication');
  });

  it('a handover or acceptance record is the delivery’s paper', () => {
    expectEach(readOut(HANDOVER_RECORD_NOT_SAID), ['Each invoice must be accompanied by the signed handover records.', 'The balance is paid after the acceptance record is signed.'], true);
    expectEach(readOut(HANDOVER_RECORD_NOT_SAID), ['The Supplier shall keep records of all deliveries for three years.'], false);
    expect(clauseCategories('Each invoice must be accompanied by copies of the signed handover records.')).not.toContain('Audits');
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-telling-as-time.ts', 'within 3 days days after the notice notice '],
  ['categories/cues/category-cues-handover-records.ts', 'handover handover delivery records '],
]);

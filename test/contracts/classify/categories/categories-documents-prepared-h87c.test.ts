/**
 * Deliverables said by a document a party prepares (category-cues-documents-prepared.ts, issue 18, h87c). Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PREPARED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-documents-prepared.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const prepared = cuedBy(DOCUMENT_PREPARED_STRONG_CUES, 'Deliverables');

describe('categories: a document prepared (Deliverables, h87c)', () => {
  it('reports, plans, estimates, bills of quantities, statements prepared', () => {
    expectEach(prepared, [
      'The Surveyor shall prepare the bills of quantities for the hall.',
      'The Engineer will prepare a progress report every month.',
      'The Agency shall prepare an annual marketing plan for each product.',
      'We will prepare your quarterly financial statements within 20 days.',
      'The Consultant shall prepare and submit to the Client a cost estimate for each stage.',
    ], true);
  });

  it('a budget, accounts, meals, copies of the contract are not this cue', () => {
    expectEach(prepared, [
      'The Manager shall prepare a draft budget for each year.',
      'The Trust must prepare annual accounts and have them audited.',
      'The Caterer shall prepare the meals in its own kitchen.',
      'The parties shall prepare two copies of this contract.',
    ], false);
  });

  it('gives the clause its Deliverables', () => {
    expect(clauseCategories('(a) prepare the bills of quantities and the pre-tender estimate;', { kind: 'listItem' })).toEqual(['Deliverables']);
    expect(clauseCategories('The Engineer shall prepare a condition report on each bridge before the works start.')).toContain('Deliverables');
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-documents-prepared.ts', 'prepare and deliver to to a a the report ']]);

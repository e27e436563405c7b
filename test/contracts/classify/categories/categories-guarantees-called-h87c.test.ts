/**
 * A bank or performance guarantee given for performance, or called on (category-cues-guarantees-called.ts, issue 18,
 * h87c): Insurance, not a guarantee that secures payment. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { GUARANTEE_CALLED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-guarantees-called.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const called = cuedBy(GUARANTEE_CALLED_STRONG_CUES, 'Insurance');

describe('categories: a guarantee for performance, called on (Insurance, h87c)', () => {
  it('given for performance or called on', () => {
    expectEach(called, [
      'The Builder shall give the Town a bank guarantee for the performance of the works of 5% of the contract value.',
      'The Owner may call on the performance guarantee if the Builder abandons the works.',
      'The Council may collect the guarantee if the Contractor does not finish the road.',
    ], true);
  });

  it('a guarantee of payment, credit or a retention is the payment’s', () => {
    expectEach(called, [
      'The Buyer shall give a bank guarantee as security for its payment obligations.',
      'The Seller may ask for payment in advance or a bank guarantee.',
      'The retention may be replaced by a bank guarantee of the same amount.',
      'The guarantee on the boiler lasts two years.',
    ], false);
  });

  it('gives the clause its Insurance', () => {
    expect(clauseCategories('The Council may collect the guarantee if the Contractor does not finish the road by 1 June 2031.')).toEqual(['Insurance']);
    expect(clauseCategories('Within 10 days of signing, the Supplier shall submit a bank guarantee for the performance of this contract in the amount of 10% of its value.')).toContain('Insurance');
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-guarantees-called.ts', 'collect the the bank bank guarantee ']]);

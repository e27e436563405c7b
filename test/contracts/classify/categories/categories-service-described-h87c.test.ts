/**
 * Scope of Work said by what the project is, what a provider does not do and an exclusivity withheld
 * (category-cues-service-described.ts, issue 18, h87c). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { SERVICE_DESCRIBED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-service-described.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const described = cuedBy(SERVICE_DESCRIBED_STRONG_CUES, 'Scope of Work');

describe('categories: the work described (Scope of Work, h87c)', () => {
  it('the project, what a provider does not do, no exclusive right', () => {
    expectEach(described, [
      'The Project is the refurbishment of the town library on Mill Street.',
      'The project is the design and construction of a footbridge over the canal.',
      'We do not carry out home visits or night calls.',
      'Our groomers do not provide veterinary treatment.',
      'This agreement gives the Agent no exclusive right, and the Owner may appoint other agents.',
    ], true);
  });

  it('a project as a time, a barred act, a failure, a sale refused are not this cue', () => {
    expectEach(described, [
      'The Funder may stop the grant if the Project is not progressing.',
      'The Agent shall not carry out any works above €2,000 without approval.',
      'The Owner may end this contract if the Builder does not perform it.',
      'We do not sell your data to anyone.',
    ], false);
  });

  it('gives the clause its Scope of Work', () => {
    expect(clauseCategories('The project is the construction of a sports hall of two floors, with an estimated cost of EUR 2,000,000.')).toContain('Scope of Work');
    expect(clauseCategories('We do not carry out home visits or night calls.', { preamble: 'These terms apply between Paws Clinic Ltd ("we") and each pet owner ("you").' })).toEqual(['Scope of Work']);
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-service-described.ts', 'the project is the the gives gives no our our do not ']]);

/**
 * The categories of the weakest trained sets, 13, 12, 11 and 23 (issue 18, h106c13). Sentences written for these tests,
 * not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { personalDataTerms } from '../../../../src/contracts/classify/definitions/defined-personal-data.js';
import { findDefinition } from '../../../../src/contracts/classify/definitions/definitions.js';
import { categoriesOf } from '../helpers.js';

describe('Privacy: a row of a definitions list "Term: meaning" whose meaning is personal data', () => {
  const doc = [
    { text: 'PATIENT TRANSPORT DATA AGREEMENT', kind: 'title' as const },
    'This agreement is made between Harrowby Ambulance Service ("the Service") and Kestrel Cabs Ltd ("the Operator").',
    { text: '1. Definitions', kind: 'title' as const },
    'Journey Records: the personal data of patients carried under this agreement, including their addresses.',
    'Fleet Log: the record of each vehicle\'s mileage and servicing.',
    { text: '2. Handling', kind: 'title' as const },
    'The Operator will send the Journey Records to the Service every Friday by the secure portal.',
    'Journey Records must be deleted twelve months after each journey.',
    'The Operator will send the Fleet Log to the Service every Friday by the secure portal.',
  ];
  it('finds the row\'s term when its meaning opens on personal data, under a definitions heading', () => {
    const texts = ['Journey Records: the personal data of patients carried under this agreement.', 'Fleet Log: the record of each vehicle\'s mileage.'];
    expect(personalDataTerms(texts, texts.map((t) => findDefinition(t, true)))).toEqual(['Journey Records']);
    const notPersonal = ['Usage Figures: the anonymised personal data of riders, by month.', 'Survey Data: all data of the survey, including personal data.'];
    expect(personalDataTerms(notPersonal, notPersonal.map((t) => findDefinition(t, true)))).toEqual([]);
  });
  it('reads the term as personal data where the contract handles it, not a term defined as something else', () => {
    const got = categoriesOf(...doc);
    expect(got[6]).toContain('Privacy');
    expect(got[7]).toContain('Privacy');
    expect(got[8]).not.toContain('Privacy');
  });
  it('reads nothing from the same row outside a definitions heading (a form\'s field)', () => {
    const texts = ['Journey Records: the personal data of patients carried under this agreement.'];
    expect(personalDataTerms(texts, texts.map((t) => findDefinition(t, false)))).toEqual([]);
  });
});

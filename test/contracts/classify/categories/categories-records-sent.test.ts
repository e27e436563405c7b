/**
 * Records sent to the other party are information sent: Communication (C8;
 * issue 18, h65c53; category-cues-papers-sent.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

const one = (text: string): string[] => categoriesOf(PREAMBLE, text)[1];

describe('records sent to the other party (h65c53)', () => {
  it.each([
    'The Supplier shall provide the calibration records of each batch to the Customer within five days.',
    'The Supplier shall send the Customer the maintenance records for each quarter.',
  ])('%s', (text) => {
    expect(one(text)).toEqual(['Audits', 'Communication']);
  });
  it('records kept, opened to access or given where the other asks for them are no message', () => {
    expect(one('The Supplier shall provide the Customer with its service records where the Customer requests them.')).toEqual(['Audits']);
    expect(one('The Supplier shall keep records of each delivery for six years.')).toEqual(['Audits']);
    expect(one('The Supplier shall give the Customer access to its records.')).toEqual(['Audits']);
  });
});

describe('records filed with a public body are no message to the other party (issue 18, hrev56)', () => {
  it('records given to HMRC or a tax authority keep their Audits alone', () => {
    expect(one('The Supplier shall provide records to HMRC as the law requires.')).toEqual(['Audits']);
  });
  it('the near miss: records given to the other party stay Communication', () => {
    expect(one('The Supplier shall deliver records of all tests to the Customer.')).toEqual(['Communication']);
    expect(one('The Supplier shall provide the Customer with records of all hours worked.')).toEqual(['Audits', 'Communication']);
  });
});

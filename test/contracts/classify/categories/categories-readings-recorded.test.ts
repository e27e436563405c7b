/**
 * Audits for readings a party records for the other to check (category-cues-audits.ts) and access given for a stock
 * count (category-cues-stock-counts.ts), issue 18, h66c53. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: readings recorded, access for a count (Audits)', () => {
  it('temperatures, mortality, meter readings recorded; access to the store for each count', () => {
    const got = categoriesOf(
      'The Carrier shall keep the goods chilled and record the temperature of the trailer every hour.',
      'The Farmer must record daily mortality and feed consumption in each shed.',
      'The Operator will record the meter readings at the end of each shift.',
      'The Distributor shall give the Supplier\'s auditors access to its warehouse for each count.',
    );
    expect(got.map((c) => c.includes('Audits'))).toEqual([true, true, true, true]);
  });
});

describe('categories: "record" and "access" of another subject (no Audits)', () => {
  it('an album, an assignment, attendance; access for a delivery; a vote count', () => {
    const got = categoriesOf(
      'The Artist shall record the album at the Label\'s studio.',
      'The Buyer shall record the assignment at the land registry.',
      'The Distributor shall give the Supplier\'s drivers access to its warehouse for each delivery.',
      'The vote count of the members shall be final.',
      'The temperature shall not exceed five degrees Celsius during the journey.',
    );
    expect(got.map((c) => c.includes('Audits'))).toEqual([false, false, false, false, false]);
  });
});

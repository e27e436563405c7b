/**
 * A start on a dotted numeric date ("on 02.05.2031") times the works or the relation as a start on "2 May 2031" does:
 * the term readers' gap stopped at the date's first point (agreement-terms.ts DATE_GAP; hrev50's Left, h63left). Contracts
 * of my own; a start under a condition and a warranty that starts and lasts keep no term.
 */
import { describe, expect, it } from 'vitest';
import { terms } from '../facts-readers.js';

const contract = (clause: string) =>
  terms(
    'WORKS CONTRACT',
    'This Contract is made on 3 March 2031 between Alder Works Ltd (the "Contractor") and Birch Homes Ltd (the "Employer").',
    clause,
  );

describe('a dotted start date before the length (h63left)', () => {
  it('works commenced on 02.05.2031 "and complete them within ten (10) months" run that long', () => {
    expect(contract('The Contractor shall commence the Works on 02.05.2031 and complete them within ten (10) months.')).toEqual(['300 days']);
  });
  it('a pilot that begins on 15.07.2031 "and last(s) ninety (90) days"', () => {
    expect(contract('The pilot shall begin on 15.07.2031 and last ninety (90) days.')).toEqual(['90 days']);
  });
});

describe('near misses keep no term (h63left)', () => {
  it('a repair started on a dotted date under "For each"', () => {
    expect(contract('For each repair, the Contractor shall commence the works on 02.05.2031 at the latest and complete them within 5 days.')).toEqual([]);
  });
  it('a warranty that starts on a dotted date and lasts', () => {
    expect(contract('The warranty starts on 01.06.2031 and lasts 12 months.')).toEqual([]);
  });
});

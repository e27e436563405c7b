import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h52s50: a retention period counted in years from the end names a time, no end of the contract. Sentences
// written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('a retention period after the end (category-cues-retention-periods.ts)', () => {
  it('records or data kept or deleted years after the end: no Term & Termination', () => {
    expect(of('The Club shall keep the attendance registers for seven years after the end of this Agreement.')).not.toContain('Term & Termination');
    expect(of('The Processor stores the delivery addresses and deletes them no later than five years after the end of the contract.')).not.toContain('Term & Termination');
  });

  it('near misses: an ending, an obligation that survives, a deletion within days of termination', () => {
    expect(of('Either party may terminate this Agreement on 30 days\' written notice, and the Supplier shall keep the records for six years after termination.')).toContain('Term & Termination');
    expect(of('The obligations in this clause survive for three years after the termination of this Agreement.')).toContain('Term & Termination');
    expect(of('Within 30 days after termination, the Supplier shall delete all Customer Data.')).toContain('Term & Termination');
  });
});

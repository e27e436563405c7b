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

describe('a value kept after the end is no record kept (category-cues-retention-periods.ts, review hrev37)', () => {
  it('money held back, a guarantee kept in force, premises held for a further term: Term & Termination stays', () => {
    expect(of('The Owner shall retain ten per cent of each instalment for one year after the end of the contract.')).toContain('Term & Termination');
    expect(of('The Agent shall hold the bond for two years after the expiry of the lease.')).toContain('Term & Termination');
    expect(of('The Contractor shall keep the performance guarantee in force for two years after the end of the Term.')).toContain('Term & Termination');
    expect(of('The Lessee shall hold the Premises for three years from the expiry of the initial term on the same terms.')).toContain('Term & Termination');
    expect(of('The Trust\'s restriction holds for two years after the termination of the engagement.')).toContain('Term & Termination');
  });

  it('near misses: records, papers or copies kept, and records retained in the passive, still name no end', () => {
    expect(of('The Surveyor shall retain the site notebooks for seven years following termination.')).not.toContain('Term & Termination');
    expect(of('Invoices shall be retained for six years after the end of the Agreement.')).not.toContain('Term & Termination');
    expect(of('The Bureau shall destroy all copies within 2 years after expiry of the Agreement.')).not.toContain('Term & Termination');
  });
});

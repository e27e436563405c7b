/**
 * Subcontracts for a contractor a party must use once the other approves or nominates it (category-cues-commercial.ts,
 * issue 18, h66c53). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: a contractor approved or nominated by the other party (Subcontracts)', () => {
  it('a works contractor approved by the Landlord, contractors approved in writing, a nominated contractor', () => {
    const got = categoriesOf(
      'The Tenant must use a roofing contractor approved by the Landlord for any works to the roof.',
      'All alterations shall be carried out by contractors approved in writing by the Owner.',
      'The Licensee shall only use an electrical contractor nominated by the Licensor.',
    );
    expect(got).toEqual([['Asset Use', 'Subcontracts'], ['Communication', 'Subcontracts'], ['Asset Use', 'Subcontracts']]);
  });
});

describe('categories: an approval of something other than a contractor (no Subcontracts)', () => {
  it('plans approved, works approved by the Employer, a contractor party approving', () => {
    const got = categoriesOf(
      'The Landlord has approved the plans submitted by the Tenant.',
      'The Contractor shall carry out the works approved by the Employer.',
      'The Owner shall pay the invoices approved by the Project Manager.',
    );
    expect(got.map((c) => c.includes('Subcontracts'))).toEqual([false, false, false]);
  });
});

/**
 * A guarantee reciting the main contract's own promise ("Under the Supply Agreement the Supplier guarantees delivery of
 * goods up to EUR 1,000,000 in value") secures no sum: the main contract's party is the subject of the verb
 * (secured-sum.ts MAIN_PARTY_GUARANTEES; hrev50's Left, h63left). Documents of my own; the guarantor's sum stays.
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

const opening = 'This Guarantee is given on 3 March 2031 by Alder Bank plc (the "Guarantor") in favour of Birch Homes Ltd (the "Beneficiary").';

describe('the main contract\'s party guaranteeing in a recital secures no sum (h63left)', () => {
  it('"the Supplier guarantees delivery … up to" and "The Contractor has guaranteed … up to"', () => {
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'Under the Supply Agreement the Supplier guarantees delivery of goods up to EUR 1,000,000 in value.')).toEqual([]);
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'The Contractor has guaranteed the performance of the works up to EUR 50,000.')).toEqual([]);
  });
  it('beside the guarantor\'s own, only the guarantor\'s sum', () => {
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'Under the Supply Agreement the Supplier guarantees delivery of goods up to EUR 1,000,000 in value.', 'The Guarantor guarantees the Supplier\'s obligations up to EUR 200,000.')).toEqual(['200000 EUR']);
  });
});

describe('the guarantor\'s sum stays (h63left, near misses)', () => {
  it('the guarantor, the bank or "we" guaranteeing, after a recital of the main contract too', () => {
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'Under the Supply Agreement, the Guarantor guarantees the Supplier\'s obligations up to EUR 200,000.')).toEqual(['200000 EUR']);
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'We hereby irrevocably guarantee payment of any sum up to EUR 75,000.')).toEqual(['75000 EUR']);
  });
});

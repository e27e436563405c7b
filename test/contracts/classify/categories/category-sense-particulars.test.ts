/**
 * A party changing its own particulars changes no term of the contract (h23cat2): the learned model's Amendments, which
 * reads "change" as a change of the agreement, is no evidence there (category-sense.ts).
 */
import { describe, expect, it } from 'vitest';
import { learnedSenseVetoed } from '../../../../src/contracts/classify/categories/category-sense.js';
import { cpuClock } from '../../../security/guard.js';

describe('a party changing its own particulars: no Amendments from the learned model', () => {
  it('its name, address, registered office, bank details or control changed → vetoed; the agreement or its terms changed → kept', () => {
    expect([
      'The Licensee shall tell the Licensor before it changes its trading name.',
      'Either party may change its address for notices by notice to the other.',
      '(b) change its registered office to another country;',
      'The Contractor shall not change its bank account details without ten days\' notice.',
      'The Reseller shall inform the Company of any change of its control.',
      'The Buyer may change the terms of this Agreement only in writing.',
      'No change of its name shall amend this Agreement.',
      'The Customer may request a change to the Specification.',
    ].map((t) => learnedSenseVetoed(t, 'Amendments'))).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('reads its words repeated without the end it needs in linear time (20k/40k/80k characters)', () => {
    for (const n of [20_000, 40_000, 80_000]) {
      const text = 'change its new '.repeat(Math.ceil(n / 15));
      const start = cpuClock();
      expect(learnedSenseVetoed(text, 'Amendments')).toBe(false);
      expect(start()).toBeLessThan(300);
    }
  });
});

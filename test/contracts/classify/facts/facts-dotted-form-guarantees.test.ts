/**
 * A guarantee's sum after a debtor's dotted legal form (review hrev53's Left; issue 18, h68left): the points of "a.s.",
 * "s.r.o.", "S.A." close no sentence, so the sum secured is read over them (secured-sum.ts). Documents of my own; the
 * near misses kept: a full stop after a one-word form still ends the sentence, and the main contract's recital stays
 * no sum.
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

const opening = 'This Guarantee is given on 3 March 2031 by Alder Bank plc (the "Guarantor") in favour of Birch Homes Ltd (the "Beneficiary").';

describe('a guarantee\'s sum after a dotted legal form (h68left)', () => {
  it('"guarantees the obligations of Kolin Trade a.s. up to EUR 100,000" secures the sum', () => {
    expect(amounts('GUARANTEE', opening, 'The Guarantor guarantees the obligations of Kolin Trade a.s. up to EUR 100,000.')).toEqual(['100000 EUR']);
    expect(amounts('GUARANTEE', opening, 'The Guarantor irrevocably guarantees the debts of Ostrava Systems s.r.o. to the Beneficiary up to EUR 250,000.')).toEqual(['250000 EUR']);
    expect(amounts('GUARANTEE', opening, 'The Guarantor guarantees the obligations of Kolin Trade Ltd up to EUR 100,000.')).toEqual(['100000 EUR']);
  });

  it('a sentence ended after a one-word form, and a recital, stay no sum', () => {
    expect(amounts('GUARANTEE', opening, 'The Guarantor guarantees the obligations of Kolin Trade Inc. Up to EUR 100,000 is held in escrow by the Beneficiary.')).toEqual([]);
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'Under the Supply Agreement the Supplier guarantees delivery by Kolin Trade a.s. of goods up to EUR 1,000,000 in value.')).toEqual([]);
  });
});

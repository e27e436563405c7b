/** Natures the eighth blind set showed (issue 18, h18s); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('assuming liability and retaining ownership (h18s)', () => {
  it('"assumes all liability" is a promise, as "assumes responsibility" is; "assumes no liability" stays a disclaimer', () => {
    expect(typesOf(PREAMBLE, 'The Customer assumes all liability for its use of the samples.', 'The Supplier assumes no liability for misuse.').slice(1))
      .toEqual([['Obligation/Customer'], ['Disclaimer/Supplier']]);
  });
  it('"retains ownership of" is a right of the owner', () => {
    expect(typesOf(PREAMBLE, 'The Supplier retains ownership of the moulds.')[1]).toEqual(['Right/Supplier']);
  });
});

describe('a party that "shall be paid" receives (h18s)', () => {
  it('the payee owes nothing; the right beside it stays', () => {
    expect(typesOf(PREAMBLE, 'The Customer may suspend the work, and the Supplier shall be paid its standby charges.')[1]).toEqual(['Right/Customer']);
  });
  it('a payer\'s duty and a passive with an agent are read as before', () => {
    expect(typesOf(PREAMBLE, 'The Customer shall pay the Supplier within 30 days.', 'The Supplier shall be reimbursed by the Customer for travel.').slice(1))
      .toEqual([['Obligation/Customer'], ['Obligation/Supplier']]);
  });
});

describe('a duty set against a right with "but" (h18s)', () => {
  it('"may …, but shall …" is the right and the duty of the same subject', () => {
    expect(typesOf(PREAMBLE, 'The Customer may publish the results, but shall first send a draft to the Supplier.')[1]).toEqual(['Right/Customer', 'Obligation/Customer']);
  });
  it('a duty after a right joined by "and" stays the right\'s condition', () => {
    expect(typesOf(PREAMBLE, 'The Customer may withhold tax and shall account for it.')[1]).toEqual(['Right/Customer']);
  });
});

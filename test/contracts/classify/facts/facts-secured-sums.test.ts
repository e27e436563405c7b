/**
 * A security document's own sum is its amount (h61facts; facts sets 18 and 24 each missed one): the sum a pledge secures
 * ("secures … up to GBP 400,000") or a guarantee's maximum liability ("The maximum aggregate liability of the Guarantor
 * … is EUR 1,000,000"). Documents of my own; the same cap in a services agreement stays no amount (LIABILITY_CAP).
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

const opening = 'This Agreement is made on 3 March 2031 between Alder Holdings Ltd (the "Guarantor") and Birch Bank plc (the "Beneficiary").';

describe('a guarantee\'s or a pledge\'s secured sum (h61facts)', () => {
  it('a guarantee\'s maximum liability is its amount', () => {
    expect(amounts('PARENT COMPANY GUARANTEE', opening, '2. Limit. The maximum aggregate liability of the Guarantor under this guarantee is EUR 1,000,000 (one million euro).')).toEqual(['1000000 EUR']);
  });
  it('the sum a pledge secures is its amount', () => {
    expect(amounts('SHARE PLEDGE AGREEMENT', opening, '2. The pledge secures the Beneficiary\'s claims against the Borrower up to GBP 400,000.')).toEqual(['400000 GBP']);
  });
});

describe('near misses give no amount (h61facts)', () => {
  it('a liability cap in a services agreement', () => {
    expect(amounts('SERVICES AGREEMENT', opening, '9. The Guarantor\'s liability under this Agreement shall not exceed EUR 1,000,000.')).toEqual([]);
  });
  it('a sum a guarantee names without securing it', () => {
    expect(amounts('PARENT COMPANY GUARANTEE', opening, '4. The Beneficiary holds security worth EUR 3,000,000 from other sources.')).toEqual([]);
  });
});

// hrev50: the security must be the type's head; a security word modifying another head names a loan or a sale.
describe('a security word that is not the type\'s head (hrev50)', () => {
  const parties = 'This Agreement is made on 3 March 2031 between Alder Holdings Ltd (the "Lender") and Birch Trading Ltd (the "Borrower").';
  it('a mortgage loan agreement\'s mortgage sum is no amount of its own', () => {
    expect(amounts('MORTGAGE LOAN AGREEMENT', parties, 'The loan is secured by a mortgage up to EUR 360,000 on the property.')).toEqual([]);
  });
  it('a bond purchase agreement\'s guaranteed repayment is no amount, its price is', () => {
    expect(amounts('BOND PURCHASE AGREEMENT', parties, 'The Issuer guarantees the Bonds up to EUR 5,000,000 in aggregate.', 'The purchase price is EUR 4,950,000.')).toEqual(['4950000 EUR']);
  });
  it('a guarantee agreement keeps its secured sum (the near miss kept)', () => {
    expect(amounts('GUARANTEE AGREEMENT', parties, 'The Guarantor guarantees the Borrower\'s debts up to EUR 250,000.')).toEqual(['250000 EUR']);
  });
});

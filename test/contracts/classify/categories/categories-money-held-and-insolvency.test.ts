/**
 * Money held for the other party is billing, a debtor's suspension of payments is insolvency (C7), not billing
 * (categories/cues/category-cues-sums-owed.ts; issue 18, h55c51). Sentences written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);
const PAYMENT = 'Payment Terms & Billing';
const ENDING = 'Term & Termination';

describe('Money held on trust or in a client account', () => {
  it('reads the money held for the other party as Payment Terms & Billing', () => {
    expect(one('The Booking Agent shall hold all Hire Fees received on trust for the Owner until they are paid over.')).toContain(PAYMENT);
    // The cue reads a bare "keep the rents in trust" too; the learned model keeps that short sentence under the bar.
    expect(cueOf('Payment Terms & Billing', 'The Letting Agent must keep the rents in trust for the Landlord.')).toBeTruthy();
    expect(one('All deposits shall be paid into a client account opened with a licensed bank.')).toContain(PAYMENT);
  });
  it('reads no billing in a thing held on trust that is no money', () => {
    expect(cueOf('Payment Terms & Billing', 'The Designer holds the drawings on trust for the Client until they are assigned.')).toBeFalsy();
    expect(one('The Designer holds the drawings on trust for the Client until they are assigned.')).not.toContain(PAYMENT);
  });
});

describe('Payments suspended by a debtor: insolvency, no billing', () => {
  it('reads a suspension of payments as Term & Termination without Payment Terms & Billing', () => {
    for (const text of [
      'The Buyer may terminate this Agreement at once if the Seller is granted a suspension of payments.',
      '(b) it suspends payments or a receiver is appointed over its assets;',
    ]) {
      const labels = one(text);
      expect(labels).toContain(ENDING);
      expect(labels).not.toContain(PAYMENT);
    }
  });
  it('keeps a party\'s own right to hold back a payment as billing', () => {
    expect(one('The Customer may suspend payment of any invoice it disputes in good faith.')).toContain(PAYMENT);
  });
});

// bench/contracts-relabel-assign-to-buyer.mjs (issue 18, h64conv): C79's rule over a labelled element.
import { describe, expect, it } from 'vitest';
import { wantsContinuity } from '../../bench/contracts-relabel-assign-to-buyer.mjs';

const element = (text: string, categories = ['Assignments']) => ({ text, categories });

describe('wantsContinuity (C79)', () => {
  it('adds Business Continuity to an assignment to the buyer of a business, a property or an asset', () => {
    expect(wantsContinuity(element('The Hirer may assign this Agreement to a purchaser of the quarry.'))).toBe(true);
    expect(wantsContinuity(element('Neither party may assign this Agreement except to a buyer of its haulage business.'))).toBe(true);
    expect(wantsContinuity(element('If the Farmer sells the dairy, it shall transfer this agreement to the buyer.'))).toBe(true);
    expect(wantsContinuity(element('You may not assign this agreement to anyone who buys the Recordings.'))).toBe(true);
  });

  it('leaves an assignment to someone else, a defined Purchaser, an element without Assignments, and one already done', () => {
    expect(wantsContinuity(element('The Hirer may assign this Agreement to a member of its group.'))).toBe(false);
    expect(wantsContinuity(element('The Purchaser may assign this Agreement to its lender.'))).toBe(false);
    expect(wantsContinuity(element('Seller may assign this Agreement to the Purchaser.'))).toBe(false);
    expect(wantsContinuity(element('Charges are paid before any grain is transferred to a buyer.', ['Payment Terms & Billing']))).toBe(false);
    expect(wantsContinuity(element('The Hirer may assign this Agreement to a purchaser of the quarry.', ['Assignments', 'Business Continuity']))).toBe(false);
  });
});

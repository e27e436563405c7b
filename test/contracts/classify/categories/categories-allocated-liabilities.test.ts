/**
 * A business's assets and liabilities assumed, retained, taken over or transferred are debts allocated between the
 * parties, Liability as set 7's assumption of liabilities is; a balance sheet's "assets and liabilities" stays no
 * Liability (category-cues-net-values.ts, h63left after hrev45's Left). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('assets and liabilities allocated between the parties are Liability (h63left)', () => {
  it('assumed, retained, taken over, acquired or borne', () => {
    expect(one('The Buyer shall not assume any liabilities or assets other than those listed in Schedule 2.')).toEqual(['Liability']);
    expect(one('The Buyer shall assume the assets and liabilities of the Business listed in Schedule 3.')).toEqual(['Liability']);
    expect(one('The Seller shall retain all liabilities and assets excluded under Clause 4.')).toEqual(['Liability']);
    expect(one('The Buyer shall take over all assets and liabilities of the Business as at the Transfer Date.')).toEqual(['Liability']);
    expect(one('On the Transfer Date the Transferee acquires all assets and liabilities of the Branch.')).toEqual(['Liability']);
  });
  it('passing to the other party', () => {
    expect(one('All assets and liabilities of the Seller relating to the Business shall transfer to the Buyer on Completion.')).toEqual(['Liability']);
  });
});

describe('a balance sheet\'s assets and liabilities stay no Liability (h63left, near misses)', () => {
  it('a statement, a schedule, a net value', () => {
    expect(one('The Guarantor shall deliver each year a statement of his assets and liabilities.')).toEqual([]);
    expect(one('The Borrower shall deliver to the Lender a schedule of its assets and liabilities within 90 days after each year end.')).not.toContain('Liability');
    expect(one("The Fund's net asset value is its assets less its liabilities, calculated on each Valuation Day.")).toEqual([]);
  });
});

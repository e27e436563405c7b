/**
 * A defined measure of money received ("Ticket Revenue", "Gross Receipts", "Net Proceeds") is Pricing & Taxes, as
 * "Net Sales" is (C5; categories.ts' TERM_CUES, issue 18, h55c51). Terms written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { definitionCategories, termCategories } from '../../../../src/contracts/classify/categories/categories.js';

describe('Defined revenues', () => {
  it('reads a defined revenue, receipts, proceeds or turnover as Pricing & Taxes', () => {
    for (const term of ['Bar Revenue', 'Gross Receipts', 'Net Harvest Proceeds', 'Annual Turnover']) {
      expect(termCategories(term)).toContain('Pricing & Taxes');
    }
    expect(definitionCategories('Door Revenue', '"Door Revenue" means all admission money taken at the door, less refunds.')).toEqual(['Pricing & Taxes']);
  });
  it('reads no pricing in a revenue body\'s name', () => {
    expect(termCategories('Revenue Authority')).not.toContain('Pricing & Taxes');
    expect(termCategories('Revenue Commissioners')).not.toContain('Pricing & Taxes');
  });
});

/**
 * The agreement's term defined, quoted or not, is Term & Termination (C5; issue 18, h71s55, set 55's eighth category
 * cause): "Term means the period in Item 4 of the Schedule." Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { definitionCategories } from '../../../../src/contracts/classify/categories/categories.js';

describe('the agreement\'s term defined (h71s55)', () => {
  it('reads "Term" and the agreement\'s initial or lease term as Term & Termination', () => {
    expect(definitionCategories('Term', 'Term means the period stated in Part 3 of the Particulars.')).toEqual(['Term & Termination']);
    expect(definitionCategories('Initial Term', '"Initial Term" means the first three years.')).toEqual(['Term & Termination']);
    expect(definitionCategories('Lease Term', '"Lease Term" means the period in Item 2.')).toEqual(['Term & Termination']);
  });
  it('near misses: a payment term, a defined word that only holds "term"', () => {
    expect(definitionCategories('Payment Term', '"Payment Term" means thirty days from the invoice.')).toEqual(['Payment Terms & Billing']);
    expect(definitionCategories('Terminal', '"Terminal" means the container terminal at the Port.')).not.toContain('Term & Termination');
  });
});

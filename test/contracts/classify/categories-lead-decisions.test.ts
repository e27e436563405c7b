/**
 * The categories the sets left to the lead (issue 18, session 28, h29cat): the items of a precedence lead-in take no
 * Order of Precedence (C6; index.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from './helpers.js';

describe('the items of a precedence lead-in name documents, no Order of Precedence (C6)', () => {
  const item = (text: string, sectionTitle?: string) => ({ text, kind: 'listItem' as const, ...(sectionTitle ? { sectionTitle } : {}) });
  it('the lead-in keeps its Order of Precedence; an item naming one document takes none', () => {
    const [lead, first, second] = categoriesOf(
      'Should the documents of this Agreement disagree, they apply in the following order of priority:',
      item('(a) the signed Order Form;'),
      item('(b) these General Terms.'),
    );
    expect(lead).toEqual(['Order of Precedence']);
    expect(first).toEqual([]);
    expect(second).toEqual([]);
  });
  it('under an "Order of Precedence" heading too', () => {
    const title = '9. Order of Precedence';
    expect(categoriesOf(
      { text: title, kind: 'title' },
      { text: 'The schedules to this lease are read in this order of precedence:', kind: 'sentence', sectionTitle: title },
      item('1. the First Schedule;', title),
      item('2. the Second Schedule.', title),
    )).toEqual([[], ['Order of Precedence'], [], []]);
  });
  it('an item that itself ranks a document keeps it from its own words', () => {
    const [, , last] = categoriesOf(
      'In case of conflict, the documents below rank in this order:',
      item('(a) the Work Order;'),
      item('(b) the Annex on tariffs, which prevails over any other document as to rates.'),
    );
    expect(last).toContain('Order of Precedence');
  });
  it('a lead-in of another subject still gives an item naming none its category', () => {
    // The inheritance the other categories keep: only Order of Precedence is the lead-in's alone.
    const [, item2] = categoriesOf('The Recipient shall keep the following information confidential:', item('(b) the customer names.'));
    expect(item2).toEqual(['Confidentiality']);
  });
});

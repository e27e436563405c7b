/**
 * The grounds listed under a right exercised by notice do not take the lead-in's Communication: the notice is how the
 * right is used (C1), said once by the lead-in; each ground is read from its own words (C6). Issue 18, h47s49 (sets 3,
 * 11, 35, 38, 39, 40, 44, 48, 49). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Acme Finance Limited (the "Lender") and Bob Farms Ltd (the "Borrower").';
const item = (text: string) => ({ text, kind: 'listItem' as const });

describe('grounds under a right exercised by notice (h47s49)', () => {
  it('each ground keeps the Termination, not the notice', () => {
    const cats = categoriesOf(PREAMBLE, 'The Lender may end this loan by written notice to the Borrower if the Borrower:', item('(a) becomes bankrupt;'), item('(b) abandons the farm.'));
    expect(cats[1]).toEqual(['Communication', 'Term & Termination']);
    expect(cats[2]).toEqual(['Term & Termination']);
    expect(cats[3]).toEqual(['Term & Termination']);
  });

  it('the notice before the right ("Upon notice, either party may … if the other party:") reads the same', () => {
    const cats = categoriesOf(PREAMBLE, 'Upon notice, either party may end this agreement if the other party:', item('(a) becomes bankrupt.'));
    expect(cats[2]).toEqual(['Term & Termination']);
  });

  it('a ground that names a notice of its own keeps its Communication', () => {
    const cats = categoriesOf(PREAMBLE, 'The Lender may end this loan by written notice if the Borrower:', item('(a) fails to remedy a breach within 10 days after receiving a notice to remedy it.'));
    expect(cats[2]).toEqual(['Communication', 'Term & Termination']);
  });

  it('a duty to give notice on the listed events is no right by notice: its items keep the Communication', () => {
    const cats = categoriesOf(PREAMBLE, 'The Borrower shall give the Lender written notice if:', item('(a) the tractor is damaged; or'), item('(b) the Borrower changes its address.'));
    expect(cats[2]).toContain('Communication');
    expect(cats[3]).toContain('Communication');
  });
});

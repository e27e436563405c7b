/**
 * A Scope of Work lead-in lends its Scope to no item (C6; issue 18, h71s55, h70c55's C6 question): an item with no
 * category word of its own under "The scope of the Services is as follows:" is left bare, as sets 1–55
 * label 18 of 21 such items (4 sets to 1). An item's own words still give it its categories. Sentences written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const item = (text: string, sectionTitle: string) => ({ text, kind: 'listItem' as const, sectionTitle });
const sentence = (text: string, sectionTitle: string) => ({ text, kind: 'sentence' as const, sectionTitle });

describe('a Scope of Work lead-in lends its Scope to no item (h71s55)', () => {
  it('leaves an item with no category word of its own bare', () => {
    const title = '2. The Works';
    const [lead, first] = categoriesOf(
      sentence('2.1 The scope of the Services is as follows:', title),
      item('(a) sweep the car park each morning;', title),
    );
    expect(lead).toContain('Scope of Work');
    expect(first).not.toContain('Scope of Work');
  });
  it('keeps the categories an item reads from its own words', () => {
    const title = '2. The Works';
    const [, , second] = categoriesOf(
      sentence('2.1 The scope of the Services is as follows:', title),
      item('(a) sweep the car park each morning;', title),
      item('(b) invoice the Owner monthly in arrears for the hours worked;', title),
    );
    expect(second).toContain('Payment Terms & Billing');
  });
});

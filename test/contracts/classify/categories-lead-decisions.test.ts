/**
 * The categories the sets left to the lead (issue 18, session 28, h29cat): the items of a precedence lead-in take no
 * Order of Precedence (C6; index.ts); a lone subletting is Asset Use, subletting beside an assignment stays Assignments
 * (C12 narrowed; category-cues-assets.ts, LONE_SUBLETTING). Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { LONE_SUBLETTING } from '../../../src/contracts/classify/category-cues-assets.js';
import { expectEach } from './cue-tables.js';
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

describe('a lone subletting is the asset\'s use; beside an assignment it is the assignment\'s (C12 narrowed)', () => {
  const lone = (text: string) => LONE_SUBLETTING.test(text);
  it('reads the thing let on, sub-leased, sub-chartered or underlet with no assignment in the sentence', () => {
    expectEach(lone, [
      'The Lessee may not sublet the yard or any part of it to a third party.',
      'The Operator is not entitled to sub-charter the barge to any other company.',
      'The Lessee may not sub-lease or dry lease the Helicopter without the Owner\'s consent.',
      'You must not underlet the allotment.',
      'e) not to sub-let the marquee to another organiser,',
      'The Hirer shall not sublease any of the cranes.',
    ], true);
  });
  it('not beside an assignment, a transfer or a sale; not works, services or a subcontract; not the sublease itself', () => {
    expectEach(lone, [
      'The Tenant shall not assign this Lease or sublet the Premises without the Landlord\'s consent.',
      'The Club may not sublet or transfer its allotted hours to another club.',
      'The Customer may not resell or sublease any part of the capacity.',
      'The Contractor shall not sub-let any part of the building works.',
      'The Subcontractor shall not sub-let the whole or any part of the Sub-Contract Works without consent.',
      'The Supplier may not sub-let the cleaning services.',
      'This Sublease is subject to the Head Lease.',
      'The Sublandlord subleases to the Subtenant the third floor.',
    ], false);
  });
  it('the categories of whole sentences', () => {
    expect(categoriesOf(
      'The Lessee may not sublet the yard or any part of it to a third party.',
      'The Tenant shall not assign this Lease or sublet the Premises without the Landlord\'s consent.',
      'The Contractor shall not sub-let any part of the building works.',
    )).toEqual([['Asset Use'], ['Assignments'], ['Subcontracts']]);
  });
});

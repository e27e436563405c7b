/**
 * The categories the sets left to the lead (issue 18, session 28, h29cat): the items of a precedence lead-in take no
 * Order of Precedence (C6; index.ts); a lone subletting is Asset Use, subletting beside an assignment stays Assignments
 * (C12 narrowed; category-cues-assets.ts, LONE_SUBLETTING); an inspection by a safety authority is Safety and Security
 * (category-cues-physical-safety.ts); works on a part of a let building are Asset Use (category-cues-assets.ts, C12's
 * parts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ASSET_CUES, LONE_SUBLETTING } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { PHYSICAL_SAFETY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { categoriesOf } from '../helpers.js';

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

describe('an inspection whose subject is safety is Safety and Security', () => {
  const safety = cuedBy(PHYSICAL_SAFETY_STRONG_CUES, 'Safety and Security');
  it('a safety or fire-safety inspection, an inspection by a safety authority', () => {
    expectEach(safety, [
      'Every boat must pass the inspection of the State Marine Safety Office before it takes any passenger.',
      'The boilers shall be inspected by the Division of Boiler Safety once a year.',
      'The Manager shall arrange a yearly fire safety inspection of the stairwells.',
      'The hall may not open until the inspection by the local Fire Authority is passed.',
    ], true);
  });
  it('not an inspection of records, goods or the work by a party', () => {
    expectEach(safety, [
      'The Buyer may inspect the goods on arrival and reject any that are damaged.',
      'The Client may carry out an inspection of the books and records of the Agent once a year.',
      'The inspection of the works by the Engineer shall not relieve the Contractor of its duties.',
      'The Safety Officer of the Venue may stop any act at any time.',
    ], false);
  });
  it('the whole sentence', () => {
    expect(categoriesOf('Every boat must pass the inspection of the State Marine Safety Office before it takes any passenger.')[0])
      .toContain('Safety and Security');
  });
});

describe('works on a part of the let building are its use (C12: a leased asset\'s parts)', () => {
  const asset = cuedBy(ASSET_CUES, 'Asset Use');
  it('renovating, altering or working on its interior, exterior, roof or structure', () => {
    expectEach(asset, [
      'The Licensee shall renovate the interior of the Cottage before the first season.',
      'No construction work on the exterior of the Building may be done without the Owner\'s consent.',
      'The Tenant may not alter the structure of the Premises.',
      'The Hirer must not paint the interior of the cabin.',
    ], true);
  });
  it('not a part of something else, nor works named without a part', () => {
    expectEach(asset, [
      'The Contractor shall paint the interior of the new school.',
      'The Consultant shall review the structure of the report.',
      'The Contractor shall complete the works by 1 June.',
    ], false);
  });
});

/**
 * The general rules behind set 41's category misses (issue 18, h30c41), from table 2.3 and C9: a holder's own shares
 * transferred or sold and contracts handed over are Assignments (a share purchase's own
 * sale of "the Shares" is not), a rate card's "<what> per <unit>: <amount>" row is Pricing & Taxes and a deadlock is Dispute Resolution. Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Assignments: a holder\'s own shares passed to another', () => {
  it('reads a transfer or sale of bare, "any" or possessive shares as Assignments', () => {
    expectEach((t) => Boolean(cueOf('Assignments', t)), [
      'A Member who wishes to transfer Shares shall first offer them to the other Members.',
      'No Partner may sell any of its shares without the consent of the board.',
      'Nothing in this clause prevents a Member from transferring Shares to his or her spouse.',
      'Shares refused by the other Members may be transferred to a third party within sixty days.',
      'A Member who leaves the Company shall be deemed to have given a transfer notice for all of his Shares.',
      'The selling Shareholder shall procure that the buyer makes the same offer to the other Shareholders.',
    ], true);
    expect(one('Neither Member may sell its Shares before the third anniversary of the Completion Date.')).toContain('Assignments');
  });
  it('reads no Assignments in the sale that is a share purchase\'s own subject, nor shares of a sum', () => {
    expectEach((t) => Boolean(cueOf('Assignments', t)), [
      'The Vendor shall sell and the Purchaser shall buy the Shares free from all encumbrances.',
      'Completion means completion of the sale and purchase of the Sale Shares.',
      'The Vendor shall deliver duly executed transfers of the Shares in favour of the Purchaser.',
      'The stamp duty on the transfer of the Sale Shares shall be borne by the parties in equal shares.',
      'The Partners shall share in the profits in equal shares.',
    ], false);
  });
});

describe('Assignments: contracts handed over', () => {
  it('reads an assignment and assumption deed and contracts transferred as Assignments', () => {
    expectEach((t) => Boolean(cueOf('Assignments', t)), [
      '(c) a deed of assignment and assumption for the Transferred Leases, signed by the Vendor;',
      'On termination the Consultant shall transfer to the Customer or its nominee all supplier contracts made for the Customer.',
    ], true);
  });
  it('reads no Assignments in obligations assumed alone, a right of pre-emption or a broadcast\'s preemption', () => {
    expectEach((t) => Boolean(cueOf('Assignments', t)), [
      'The Buyer shall not assume any debt or liability of the Vendor arising before Completion.',
      '"Security" means any mortgage, charge, option or right of pre-emption.',
      'The Station may give the Producer notice of any preemption of a scheduled programme.',
    ], false);
  });
});

describe('Pricing & Taxes: a rate card\'s "<what> per <unit>: <amount>" row (C9)', () => {
  it('reads the row as Pricing & Taxes', () => {
    for (const t of ['Van hire per day: GBP 85.00', 'Cold storage per pallet per week: €5.40', 'Labelling per carton: $0.35']) {
      expect(one(t)).toContain('Pricing & Taxes');
    }
  });
  it('reads no row without an amount after the colon', () => {
    expect(cueOf('Pricing & Taxes', 'Collection per week: as agreed in writing.')).toBeFalsy();
  });
});

describe('Dispute Resolution: a deadlock and its way out', () => {
  it('reads a deadlock sentence and the sentences under a Deadlock title as Dispute Resolution', () => {
    expect(one('If the directors remain deadlocked for sixty days, either Member may refer the matter to an independent expert.')).toContain('Dispute Resolution');
    expect(one('A Deadlock arises where the board twice fails to pass a resolution on the same matter.')).toContain('Dispute Resolution');
    // The heading carries it: the same sentence under a heading that names no dispute reads none. (A matter referred on
    // to be settled is Dispute Resolution under any heading since session 52's h88c: categories-plain-sayings-h88c.)
    const settled = 'Their chief executives shall then meet within ten days to settle it.';
    expect(one(settled, '9. Deadlock')).toContain('Dispute Resolution');
    expect(one(settled, '9. Meetings')).not.toContain('Dispute Resolution');
  });
});

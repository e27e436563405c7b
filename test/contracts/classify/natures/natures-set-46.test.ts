/**
 * Set 46's natures (issue 18, h40s46), with sentences written for these tests (none of the set's): a party's promise to
 * the other "as follows:" over items (the guide's "covenants:" lead-in with its counterparty written out), and a "will"
 * joined after a right by "and" (read as table 2.1's "must" there; "and shall" stays unread, docs/contracts.md's records).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...items: (string | { text: string; kind: 'listItem' })[]) =>
  typesOf(...preamble, ...items).slice(preamble.length);
const item = (text: string) => ({ text, kind: 'listItem' as const });
const LICENCE = ['THIS AGREEMENT is made between Alder Storage Private Limited (hereinafter called the "Licensor") and Birch Traders LLP (hereinafter called the "Licensee").'];
const MSA = ['This Agreement is made between Ridge Drilling Inc. ("Contractor") and Basin Energy LLC ("Company").'];

describe('"X covenants with Y as follows:" over items', () => {
  it('is X\'s promise, and so are its "to" items; a "not to" item is X\'s bar', () => {
    expect(after(LICENCE,
      '5.1 The Licensee covenants with the Licensor as follows:',
      item('(a) to keep the premises clean and tidy;'),
      item('(b) not to store any explosives in the premises;')))
      .toEqual([['Obligation/Licensee'], ['Obligation/Licensee'], ['Exclusion/Licensee']]);
  });
  it('reads "undertakes to" and "agrees with" the other party "as follows:" the same way', () => {
    expect(after(LICENCE,
      'The Licensor undertakes to the Licensee as follows:',
      item('(a) to repair the roof within a month of a leak;'),
      'The Licensee agrees with the Licensor as follows:',
      item('(a) to repaint the walls every two years;')))
      .toEqual([['Obligation/Licensor'], ['Obligation/Licensor'], ['Obligation/Licensee'], ['Obligation/Licensee']]);
  });
  it('keeps the forms read before ("covenants with Y that:", "covenants:")', () => {
    expect(after(LICENCE,
      'The Licensee hereby covenants with the Licensor that:',
      item('(a) to pay all charges for electricity;'),
      'The Licensee covenants:',
      item('(a) to keep the gates locked at night;')))
      .toEqual([['Obligation/Licensee'], ['Obligation/Licensee'], ['Obligation/Licensee'], ['Obligation/Licensee']]);
  });
  it('gives nothing to the parties\' own formula, "agree with each other as follows:" (their assent, no promise)', () => {
    expect(after(LICENCE,
      'NOW THIS AGREEMENT WITNESSETH and the parties agree as follows:',
      'The Licensor and the Licensee agree with each other as follows:'))
      .toEqual([[], []]);
  });
});

describe('a "will" joined after a right by "and"', () => {
  it('is the right holder\'s Obligation beside its Right', () => {
    expect(after(MSA,
      'Company may reject any defective part and will tell Contractor the reason in writing.',
      'Contractor may use Company\'s yard for storage and will keep it free of debris.'))
      .toEqual([['Right/Company', 'Obligation/Company'], ['Right/Contractor', 'Obligation/Contractor']]);
  });
  it('not in a relative clause on a thing, nor a deeming, nor "and shall" (kept unread)', () => {
    expect(after(MSA,
      'Company may audit the invoices, which will be kept for two years.',
      'Company may inspect the rig and will be deemed to have accepted it.',
      'Company may withhold payment and shall notify Contractor within ten days.'))
      .toEqual([['Right/Company'], ['Right/Company'], ['Right/Company']]);
  });
  it('a bar joined by "and will not" stays the right holder\'s Exclusion', () => {
    expect(after(MSA, 'Contractor may refuse the order and will not be liable for the delay.'))
      .toEqual([['Right/Contractor', 'Exclusion/Contractor']]);
  });
});

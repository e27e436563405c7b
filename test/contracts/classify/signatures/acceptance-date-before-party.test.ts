/**
 * A letter's countersignature heading may date the acceptance before the party it signs for: "Agreed and accepted on
 * 10th March, 2026 for Quay Offices Ltd.:" (signer-lines.ts `withoutSigningDate`; issue 18, h52facts). The signer under
 * it signs for that party, initials resolved to the full name the letter gives. Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { contactNames } from '../facts-readers.js';

const LETTER = [
  'HARBOUR CLEANING LTD.', '1 Quay Street, Hamilton', '2 March 2026', 'Ms. Jane Cole', 'Director', 'Quay Offices Ltd.', '5 Front Street, Hamilton',
  'Dear Ms. Cole,', 'Re: Letter Agreement – Office Cleaning',
  'This letter sets out the terms on which we, Harbour Cleaning Ltd. ("Harbour"), will clean the offices of you, Quay Offices Ltd. ("Quay").',
  'You shall pay us a monthly fee of GBP 2,000.',
  'Yours faithfully,', 'Peter Lamb', 'Operations Director, for and on behalf of Harbour Cleaning Ltd.',
];

describe('an acceptance dated before its party (h52facts)', () => {
  it('"on 10th March, 2026 for <party>:", "on the 9th of March, 2026 for", "on 9 March 2026 by": the signer below is the party\'s', () => {
    for (const heading of [
      'Agreed and accepted on 10th March, 2026 for Quay Offices Ltd.:',
      'Agreed and accepted on the 9th of March, 2026 for Quay Offices Ltd.:',
      'Accepted on 9 March 2026 for and on behalf of Quay Offices Ltd.:',
      'Accepted on March 9, 2026 by Quay Offices Ltd.:',
    ]) expect(contactNames(...LETTER, heading, 'J. Cole, Director')).toEqual(['HARBOUR CLEANING: Peter Lamb', 'QUAY OFFICES: Jane Cole']);
  });
  it('a date with no party after it still heads nothing: the line under stays unread', () => {
    expect(contactNames(...LETTER, 'Agreed and accepted on 10th March, 2026 in Hamilton:', 'J. Cole, Director')).toEqual(['HARBOUR CLEANING: Peter Lamb', 'QUAY OFFICES: ']);
  });
});

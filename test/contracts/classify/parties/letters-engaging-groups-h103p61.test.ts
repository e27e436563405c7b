/**
 * A business's letter engaging a group, signed back for the group (issue 18, h103p61; facts set 61's cause 1): the
 * letterhead's business writes it and its officer signs the closing ("Yours sincerely," / name / office); the addressee
 * signs back under "Agreed on behalf of <group>:", the group's name given in the address block ("Director, <group>").
 * The writer and the group are the parties, the money paid "to your account" makes the group the provider, and each
 * keeps its own signer. Letters written for this test, none from the set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const choirLetter = (payment: string, acceptance = 'Agreed on behalf of the Atholl Valley Singers:') => [
  'Heatherbank Guest House Ltd',
  '14 Loch Road, Pitlochry PH16 5AA · bookings@heatherbank.example',
  '12 May 2041',
  'Ms Morag Duncan',
  'Director, Atholl Valley Singers',
  '3 Mill Lane, Aberfeldy',
  'Re: Evening concerts in our lounge, June 2041',
  'Dear Ms Duncan,',
  'I am glad to confirm that the guest house engages your choir to sing at two evening concerts in our lounge on the terms below.',
  '1. Concerts: 6 and 20 June 2041, from 20:00 to 21:00.',
  '2. Fee: £300 per concert, £600 in all, for the whole choir.',
  payment,
  '4. If the choir cannot sing, you will tell us at once.',
  'Please sign and return a copy of this letter; it will then be our agreement.',
  'Yours sincerely,',
  'Alasdair Grant',
  'General Manager',
  acceptance,
  'Morag Duncan, director          Date: 16 May 2041',
];

const magicianLetter = [
  'Wrenfield Primary School Trust',
  'Orchard Lane, Wrenfield WF3 2BB',
  '4 September 2042',
  'Mr Tobias Quill',
  'Manager, Quill Magic Company',
  'The Barn, Wrenfield',
  'Re: A magic show at our autumn fair',
  'Dear Mr Quill,',
  'Following your call, I am pleased to confirm that the school engages your company to give a magic show at our autumn fair on the terms below.',
  '1. Show: 18 October 2042, 14:00 to 15:00, in the school hall.',
  '2. Fee: £250, paid within 7 days of the show by transfer to your account.',
  '3. If you cannot perform, you will tell us at once.',
  'Please sign and return a copy of this letter.',
  'Yours faithfully,',
  'Helen Marsh',
  'Business Manager',
  'Accepted for Quill Magic Company:',
  'Tobias Quill, manager   Date: 10 September 2042',
];

describe('a business\'s letter engaging a group, signed back for it (h103p61)', () => {
  it('gives the writer and the group as the parties, the group paid into its account the Supplier', () => {
    const text = choirLetter('3. Payment: the fee is paid within 10 days of each concert by transfer to your account.');
    expect(primary(...text)).toEqual(['HEATHERBANK GUEST HOUSE Buyer', 'ATHOLL VALLEY SINGERS Supplier']);
  });
  it('keeps the closing\'s signer with the writer and the acceptance\'s signer with the group', () => {
    const text = choirLetter('3. Payment: the fee is paid within 10 days of each concert by transfer to your account.');
    expect(contactLists(...text)).toEqual([['HEATHERBANK GUEST HOUSE', ['Alasdair Grant']], ['ATHOLL VALLEY SINGERS', ['Morag Duncan']]]);
  });
  it('reads a school engaging a magician\'s company the same way ("Accepted for <company>:")', () => {
    expect(primary(...magicianLetter)).toEqual(['WRENFIELD PRIMARY SCHOOL TRUST Buyer', 'QUILL MAGIC Supplier']);
    expect(contactLists(...magicianLetter)).toEqual([['WRENFIELD PRIMARY SCHOOL TRUST', ['Helen Marsh']], ['QUILL MAGIC', ['Tobias Quill']]]);
  });
  it('near miss: with no account named, the addressee stays the Buyer by default (no pay said)', () => {
    expect(primary(...choirLetter('3. Payment: the fee is due within 10 days of each concert.'))).toEqual(['HEATHERBANK GUEST HOUSE Supplier', 'ATHOLL VALLEY SINGERS Buyer']);
  });
  it('near miss: money given back into an account names no provider', () => {
    expect(primary(...choirLetter('3. Payment: any deposit is refunded to your account if a concert is cancelled.'))).toEqual(['HEATHERBANK GUEST HOUSE Supplier', 'ATHOLL VALLEY SINGERS Buyer']);
  });
});

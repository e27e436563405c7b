/**
 * Facts set 58's parties and contacts (issue 18, h99fp): a shop's order confirmation to a person it calls by her whole
 * name (salutation-addressee.ts, letter-writer-body.ts), a "<title> – <name>" closing line (block-names.ts), a name in
 * capitals with "AND" before its description (company-names.ts), and a testing clause signing for both sides in one
 * sentence (one-line-signers.ts). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const ORDER = [
  'Harbourside Candle Works Ltd – Web Shop',
  'Your order is confirmed',
  'Order no.: HCW-55120',
  'Order date: 14/03/2040',
  'Dear Oliver Brennan,',
  'Thank you for your order. We have accepted it, and with this e-mail our contract of sale is made on the terms below.',
  'Beeswax pillar candle, large × 4 — £12.50 each — £50.00',
  'Total (VAT included): £55.90',
  'Please pay the total to our account within 10 days of this order.',
  'Ship to: Oliver Brennan, 7 Quarry Row, Penzance TR18 2AB',
  'You may return unused candles within 14 days.',
  'Harbourside Candle Works Ltd',
  'Web Shop Customer Care – Priya Lakhani',
  'Unit 3, Wharf Road, Falmouth TR11 3XY',
];

describe('a shop\'s order confirmation to a person called by her whole name (h99fp)', () => {
  it('the shop supplies, the customer named in the salutation and a field below buys; the closing line gives the contact', () => {
    expect(primary(...ORDER)).toEqual(['HARBOURSIDE CANDLE WORKS Supplier', 'OLIVER BRENNAN Buyer']);
    expect(contactLists(...ORDER)).toEqual([['HARBOURSIDE CANDLE WORKS', ['Priya Lakhani']], ['OLIVER BRENNAN', []]]);
  });
  it('near miss: a salutation by first name only names no party', () => {
    expect(primary(...ORDER.map((t) => t.replace('Dear Oliver Brennan,', 'Dear Oliver,')))).toEqual([]);
  });
  it('near miss: the name again inside a sentence only, never in a field', () => {
    const inSentence = ORDER.map((t) => (t.startsWith('Ship to:') ? 'We send the parcel to Oliver Brennan at home.' : t));
    expect(primary(...inSentence)).toEqual([]);
  });
  it('near miss: the letterhead\'s company does not close the letter', () => {
    expect(primary(...ORDER.filter((t) => t !== 'Harbourside Candle Works Ltd'))).toEqual([]);
  });
  it('the name first on the closing line reads as before', () => {
    const nameFirst = ORDER.map((t) => t.replace('Web Shop Customer Care – Priya Lakhani', 'Priya Lakhani – Customer Care Manager'));
    expect(contactLists(...nameFirst)).toEqual([['HARBOURSIDE CANDLE WORKS', ['Priya Lakhani']], ['OLIVER BRENNAN', []]]);
  });
});

const LEASE = [
  'LEASE OF GRAZING',
  'ALDERBECK FARMS LIMITED, incorporated under the Companies Acts and having its registered office at Alderbeck, Lockerbie (hereinafter called "the Landlords"), HEREBY LET to KIRTLE AND ANNAN VALLEY PONY CLUB, an unincorporated association having its meeting room at 2 High Street, Ecclefechan (hereinafter called "the Tenants"), the grazing of the park known as Low Meadow for the year from 1st April 2043.',
  'The rent is ONE THOUSAND TWO HUNDRED POUNDS (£1,200) STERLING, payable within fourteen days of the date of entry.',
  'IN WITNESS WHEREOF these presents are executed as follows: they are signed for and on behalf of the Landlords by Catriona Jean Moffat, Director, at Lockerbie on the second day of March Two thousand and forty-three before this witness, Duncan Paul Irving, Solicitor, Annan; and they are signed for and on behalf of the Tenants by Ewan Thomas Bell, Treasurer of the Club, at Ecclefechan on the fifth day of March Two thousand and forty-three before this witness, Isla Mary Graham, farmer, Ecclefechan.',
];

describe('a name in capitals with "AND" and a testing clause signing for both sides (h99fp)', () => {
  it('the association is read whole and each side gets the signer its part of the clause names', () => {
    expect(primary(...LEASE)).toEqual(['ALDERBECK FARMS Supplier', 'KIRTLE AND ANNAN VALLEY PONY CLUB Buyer']);
    expect(contactLists(...LEASE)).toEqual([['ALDERBECK FARMS', ['Catriona Jean Moffat']], ['KIRTLE AND ANNAN VALLEY PONY CLUB', ['Ewan Thomas Bell']]]);
  });
  it('near miss: a clause that does not open "IN WITNESS WHEREOF" signs for nobody by this rule', () => {
    const other = LEASE.map((t) => t.replace('IN WITNESS WHEREOF these presents are executed as follows: they', 'These presents'));
    expect(contactLists(...other).map(([, c]) => c)).toEqual([[], []]);
  });
});

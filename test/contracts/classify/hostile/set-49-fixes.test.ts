/**
 * Issue 18, h47s49: each pattern set 49's fixes added or changed, on hostile input of its own unit repeated (20k, 40k
 * and 80k characters): linear.
 */
import { describe, expect, it } from 'vitest';
import { MODAL } from '../../../../src/contracts/classify/natures/nature-modals.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from '../cue-file-linearity.js';

/** `re` (global) over `unit` repeated to each length: the count of matches, in about linear time. */
const countsLinearly = (re: RegExp, unit: string): number => readsLinearly((n) => {
  const text = unit.repeat(Math.ceil(n / unit.length));
  return () => text.match(re)?.length ?? 0;
}, 4000, 80_000, 20_000);

describe('a grant of a defined thing or a lien (object-natures.ts, GRANTED, DEFINED_THING_GRANTED, h47s49)', () => {
  itClassifiesRepeatedLinearly('The Stud grants the Mare Owner one Nomination grants the Owner a lien grants one ');
  itClassifiesRepeatedLinearly('grants the Breeder one Warranty grants the Breeder two Bookings security interest ');
});

describe('an engagement accepted (object-natures.ts, ENGAGES, ACCEPTS_ENGAGEMENT, h47s49)', () => {
  itClassifiesRepeatedLinearly('THE CLIENT engages THE BROKER to clear, and THE BROKER accepts the ');
  itClassifiesRepeatedLinearly('engages the Agent engages the Agent and the Agent hereby accepts such ');
});

describe('the law and the courts submitted to (nature-modals.ts, MODAL, h47s49)', () => {
  it('MODAL on "submit to the laws of … and to the courts" near misses repeated: linear', () => {
    expect(countsLinearly(MODAL, 'the parties submit to the laws of Mexico and to the ')).toBe(0);
    expect(countsLinearly(MODAL, 'the parties submit to the laws of Mexico and to the courts of Mexico, ')).toBeGreaterThan(0);
  });
  itClassifiesRepeatedLinearly('the parties submit to the laws of of of of and to the laws of and ');
});

describe('grounds under a right by notice (index.ts, GROUNDS_TAIL, RIGHT_BY_NOTICE, h47s49)', () => {
  itClassifiesRepeatedLinearly('The Lender may end the loan by notice if the Borrower may notice if where ');
  itClassifiesRepeatedLinearly('may may may notice notice should if if :\n(a) becomes bankrupt; ');
});

describe('amount rows (category-cues-amount-rows.ts, AMOUNT_ROW, h47s49)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amount-rows.ts', 'Cash Price Fee Fee fee price price: '],
    ['categories/cues/category-cues-amount-rows.ts', 'Item 4 Deposit fee: £ Rent: EUR '],
  ]);
  itClassifiesRepeatedLinearly('Option Fee Fee Fee Fee: £95 Price: ');
});

describe('papers sent (category-cues-papers-sent.ts, PAPERS_SENT_STRONG_CUES, h47s49)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-papers-sent.ts', 'send the Mare Owner, within, send a copy copy certificate to '],
    ['categories/cues/category-cues-papers-sent.ts', 'sends a signed covering paper paper paper '],
  ]);
  itClassifiesRepeatedLinearly('The Stud shall send THE CLIENT, within 5 days, a copy of the send a copy to ');
});

describe('a town and its Irish county, its Eircode (place-names.ts, TOWN_STATE, EIRCODE_AFTER, h47s49)', () => {
  itClassifiesRepeatedLinearly('of Cashel, Tipperary, W91 K2P7 at Clonmel, Co. Tipperary, of Aa Bb, County ');
  itClassifiesRepeatedLinearly('in Ennis, County Clare, D6W K2P7, E91 ');
});

describe('a sum paid late (category-late-payment.ts, PAID_LATE, h47s49)', () => {
  itClassifiesRepeatedLinearly('If any Instalment is paid paid late interest paid ');
});

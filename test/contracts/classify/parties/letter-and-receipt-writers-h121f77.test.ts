/**
 * Facts set 77's cause 2 (issue 18, h121f77), on letters and receipts written for it, none from the set:
 * - a tradesman's letter headed by his own name over his trade, closed "Yours sincerely," or the Irish "Is mise le
 *   meas," over the same name, and accepted by the person it is written to under "I accept the above." on a "Signed:
 *   <name>" line (salutation-addressee.ts signedOnLine; letterhead-signer.ts unformedLetterWriter; line-shapes.ts
 *   VALEDICTION): the writer the Supplier, the person written to the Buyer, neither the other's contact (index.ts
 *   othersSigning);
 * - a receipt in the first person with no alias, "I, <name>, …, received today from <body> …" (receipt-writer.ts): the
 *   writer the Supplier, the body received from the Buyer; a title read before two names ("Rayyis") no part of the name.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contactLists, partyNames, primary } from '../facts-readers.js';
import { LOAN_WORDS, SUM_PAID_FOR } from '../../../../src/contracts/classify/parties/receipt-writer.js';
import { readsLinearly } from '../../../security/linear-time.js';

const LETTER = ({ closing = 'Yours sincerely,', writer = 'Declan Hynes', signedLine = 'Signed: Maura Keane', accepts = 'I accept the above.' } = {}) => [
  writer,
  'Carpenter',
  'Main Street, Kinvara, Co. Galway',
  '3 June 2046',
  'Ms. Maura Keane',
  '8 Quay Road, Kinvara',
  'Re: The new stairs',
  'Dear Maura,',
  'As we agreed, I will build and fit a new oak stairs in your house for €3,200, with the old stairs taken away.',
  'I will start on 1 July 2046. The balance is due within 7 days of my finishing the work.',
  'If this suits you, please sign below and send it back to me.',
  closing,
  writer,
  accepts,
  signedLine,
  'Date: 10 June 2046',
];

describe("a tradesman's letter to a person who signs it back (cause 2)", () => {
  it.each([['Yours sincerely,'], ['Is mise le meas,'], ['Le meas,']])('closed "%s": the writer the Supplier, the person the Buyer, no contacts', (closing) => {
    const text = LETTER({ closing });
    expect(primary(...text)).toEqual(['DECLAN HYNES Supplier', 'MAURA KEANE Buyer']);
    expect(Object.fromEntries(contactLists(...text))).toEqual({ 'DECLAN HYNES': [], 'MAURA KEANE': [] });
  });
  it('near misses: a name under the closing the letterhead does not open, another signer, an acceptance for a company', () => {
    // The letterhead's first line is a trade, not the signer's name: the signer is no writer of his own.
    expect(partyNames(...LETTER({ writer: 'Declan Hynes' }).map((t, i) => (i === 0 ? 'Kinvara Joinery' : t)))).not.toContain('DECLAN HYNES');
    // Someone else signs the acceptance: the person written to does not sign it back.
    expect(partyNames(...LETTER({ signedLine: 'Signed: Nora Keane' }))).not.toContain('MAURA KEANE');
    // "Signed:" with a post after the name is an officer's line, not hers.
    expect(partyNames(...LETTER({ signedLine: 'Signed: Maura Keane, Director' }))).not.toContain('MAURA KEANE');
    // An acceptance for a company ("Agreed and accepted for and on behalf of …") is its officer's, not the person's.
    expect(partyNames(...LETTER({ accepts: 'Agreed and accepted for and on behalf of Keane Hotels Ltd' }))).not.toContain('MAURA KEANE');
  });
});

const RECEIPT = (opening: string) => [
  'RECEIPT AND AGREEMENT',
  'Luxor, 4 January 2046',
  opening,
  'The balance of E£ 6,000 is paid to me on the morning of departure.',
  'Received and agreed: Ahmed Saleh Mansour',
  'For Nile Crest Travel S.A.E.: Karim Fawzy, sales manager',
];

describe('a receipt in the first person with no alias (cause 2)', () => {
  it.each([
    ['received today from a body\'s representative', 'I, Rayyis Ahmed Saleh Mansour, owner of the boat "Amira", of Luxor, received today from Mr. Karim Fawzy, for Nile Crest Travel S.A.E., 4 Tahrir Street, Cairo, the sum of E£ 2,000 as a deposit for a two-day trip.'],
    ['acknowledge receipt from', 'I, Ahmed Saleh Mansour, of Luxor, hereby acknowledge receipt from Nile Crest Travel S.A.E. of the sum of E£ 2,000 as a deposit.'],
    ['have this day received the sum … from', 'I, Ahmed Saleh Mansour, have this day received the sum of E£ 2,000 from Nile Crest Travel S.A.E. for a two-day trip.'],
  ])('%s: the writer the Supplier, the body the Buyer with its contact', (_what, opening) => {
    const text = RECEIPT(opening);
    expect(primary(...text)).toEqual(['AHMED SALEH MANSOUR Supplier', 'NILE CREST TRAVEL Buyer']);
    expect(Object.fromEntries(contactLists(...text))).toEqual({ 'AHMED SALEH MANSOUR': [], 'NILE CREST TRAVEL': ['Karim Fawzy'] });
  });
  it('near misses: a person received from, a sale, no verb of receiving', () => {
    // A person paid, no body: nothing read.
    expect(primary(...RECEIPT('I, Ahmed Saleh Mansour, received from Mr. Karim Fawzy the sum of E£ 2,000 for a trip.'))).toEqual([]);
    // "received from them" after a sale names no body after "from".
    expect(primary(...RECEIPT('I, Ahmed Saleh Mansour, sell my boat to Nile Crest Travel S.A.E. for E£ 90,000, received from them today.'))).toEqual([]);
    // The body named with no verb of receiving: no receipt.
    expect(primary(...RECEIPT('I, Ahmed Saleh Mansour, of Luxor, will sail for Nile Crest Travel S.A.E. from 10 to 12 March 2046.'))).toEqual([]);
  });
  it('near misses (h121rr #6, h121mendP): goods received, a loan, a sum paid for nothing named read no sides', () => {
    // Goods delivered to the writer: the writer receives them, the Buyer side, not the Supplier.
    expect(primary(...RECEIPT('I, Ahmed Saleh Mansour, of 12 Corniche Street, Luxor, have received today from Nile Crest Travel S.A.E. the three parcels listed below, in good condition.'))).toEqual([]);
    // A loan: the lender provides the money, the Supplier side.
    expect(primary(...RECEIPT('I, Ahmed Saleh Mansour, of Luxor, hereby acknowledge receipt from Nile Crest Bank S.A.E. of the sum of E£ 20,000 as a loan, which I will repay in ten monthly instalments of E£ 2,100.'))).toEqual([]);
    expect(primary(...RECEIPT('I, Ahmed Saleh Mansour, of Luxor, have received from Nile Crest Travel S.A.E. the sum of E£ 20,000 for the repair of my boat, to be repaid by the end of the season.'))).toEqual([]);
    // A sum with nothing it pays for named after it.
    expect(primary(...RECEIPT('I, Ahmed Saleh Mansour, of Luxor, received from Nile Crest Travel S.A.E. the sum of E£ 2,000.'))).toEqual([]);
  });
  it('SUM_PAID_FOR reads a sum then what it pays; LOAN_WORDS the loan\'s words', () => {
    expect(SUM_PAID_FOR.test('the sum of E£ 2,000 as a deposit for a trip')).toBe(true);
    expect(SUM_PAID_FOR.test('the sum of 1,350 GEL (one thousand three hundred fifty lari) for six horses')).toBe(true);
    expect(SUM_PAID_FOR.test('the sum of Rs. 5,000 in full payment of the hire')).toBe(true);
    expect(SUM_PAID_FOR.test('the three parcels listed below, for delivery to Aswan')).toBe(false);
    expect(SUM_PAID_FOR.test('the sum of E£ 2,000.')).toBe(false);
    expect(LOAN_WORDS.test('as a loan, which I will repay')).toBe(true);
    expect(LOAN_WORDS.test('as a deposit for a trip, the balance on departure')).toBe(false);
  });
  it('SUM_PAID_FOR reads runs of figures, blanks and words in linear time', () => {
    expect(readsLinearly((n) => {
      const text = `the sum of ${'E£ 1 '.repeat(n)}x`;
      return () => SUM_PAID_FOR.test(text);
    })).toBe(false);
    expect(readsLinearly((n) => {
      const text = `${'12 ABC as a '.repeat(n)}x`;
      return () => SUM_PAID_FOR.test(text);
    })).toBe(false);
  });
  it('property: whatever the writer\'s title, the day word and what the sum pays, the writer supplies and the body buys', () => {
    fc.assert(fc.property(fc.constantFrom('', 'Rayyis '), fc.constantFrom('received', 'received today', 'have received', 'have this day received'), fc.constantFrom('as a deposit for a two-day trip', 'for the hire of my boat', 'in payment for a trip'), (title, verb, paid) => {
      const text = RECEIPT(`I, ${title}Ahmed Saleh Mansour, of Luxor, ${verb} from Nile Crest Travel S.A.E. the sum of E£ 2,000 ${paid}.`);
      expect(primary(...text)).toEqual(['AHMED SALEH MANSOUR Supplier', 'NILE CREST TRAVEL Buyer']);
    }), { numRuns: 8 });
  });
});

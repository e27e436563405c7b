/**
 * Facts set 75's causes 3 and 10 (issue 18, h119q75; numbered as bench/log.md's h118f75 section lists them), decided on
 * a letter written for it, near misses kept (none is the set's own sentence): a letter in "we" / "you" from a letterhead
 * with no legal form, closed "Yours faithfully," / "For <its name>" / signer / post, accepted under "I accept the above
 * terms." by "<name>    Date: <date>" on one line. The name and its date field on one line (a text reader joins the gap
 * into one blank) were neither the addressee signing back (parties/salutation-addressee.ts, line-shapes.ts NAME_THEN_DATE_FIELD) nor the
 * acceptance's date (facts/acceptance-lines.ts acceptorNameDated); with the addressee found, the letter's readers make
 * the letterhead's business the writer, as they did with the date on a line of its own.
 * Cause 9: "On this day, <weekday>, <date>, at <place>, the undersigned:" (Indonesian drafting in English) dated no
 * making, as "Today, <date>, at <place>, the undersigned" did (facts/facts.ts TODAY_BEFORE).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, effective, primary } from '../facts-readers.js';
import { acceptorNameDated } from '../../../../src/contracts/classify/facts/acceptance-lines.js';

const HEAD = ['ASANTE BASKET WEAVERS', 'Bolgatanga Craft Village · P.O. Box 12, Bolgatanga · Tel. 020 555 1212', 'Bolgatanga, 3rd March 2048', 'Mr. Kofi Mensah Boateng', 'Plot 7, Adum, Kumasi', 'Dear Sir,', 'ORDER FOR BASKETS FOR YOUR SHOP'];
const BODY = [
  'Thank you for your order. This letter sets out what we have agreed with you.',
  '1. We will weave for you forty market baskets of the Bolga design.',
  '2. The price is GH₵ 80.00 for each basket, GH₵ 3,200.00 in all. You pay half when you sign this letter and the rest within 14 days after delivery.',
  '3. Any disagreement will be settled by the District Court at Bolgatanga.',
];
const CLOSING = ['Yours faithfully,', 'For Asante Basket Weavers', 'Ama Atinga', 'Manager'];
const letter = (...acceptance: string[]) => [...HEAD, ...BODY, ...CLOSING, ...acceptance];

describe('a letter accepted by "<name>    Date: <date>" on one line (causes 3 and 10)', () => {
  const doc = letter('I accept the above terms.', 'Kofi Mensah Boateng    Date: 5th March 2048');
  it('the letterhead\'s business the Supplier (its signer its contact), the addressee the Buyer', () => {
    expect(primary(...doc)).toEqual(['ASANTE BASKET WEAVERS Supplier', 'KOFI MENSAH BOATENG Buyer']);
    expect(contactLists(...doc)).toEqual([['ASANTE BASKET WEAVERS', ['Ama Atinga']], ['KOFI MENSAH BOATENG', []]]);
  });
  it('the acceptance\'s date is the effective date, as with the date on a line of its own', () => {
    expect(effective(...doc)).toEqual(['2048-03-05']);
    expect(effective(...letter('I accept the above terms.', 'Kofi Mensah Boateng', 'Date: 5th March 2048'))).toEqual(['2048-03-05']);
  });
  it('the field in capitals ("DATE:") and after a courtesy title: one shape for both readers (review h119rr finding 7)', () => {
    const capitals = letter('I accept the above terms.', 'Kofi Mensah Boateng    DATE: 5th March 2048');
    expect(primary(...capitals)).toEqual(['ASANTE BASKET WEAVERS Supplier', 'KOFI MENSAH BOATENG Buyer']);
    expect(effective(...capitals)).toEqual(['2048-03-05']);
    const titled = letter('I accept the above terms.', 'Mr. Kofi Mensah Boateng    Date: 5th March 2048');
    expect(primary(...titled)).toEqual(['ASANTE BASKET WEAVERS Supplier', 'KOFI MENSAH BOATENG Buyer']);
    expect(effective(...titled)).toEqual(['2048-03-05']);
    // "Date" in small letters is no field's label
    expect(effective(...letter('I accept the above terms.', 'Kofi Mensah Boateng    date: 5th March 2048'))).toEqual([]);
  });
  it('near misses: another name under the acceptance, no acceptance sentence, the writer\'s own dated line', () => {
    expect(primary(...letter('I accept the above terms.', 'Yaw Darko    Date: 5th March 2048'))).toEqual([]);
    // "Received by:" is no acceptance: the addressee does not sign back (its date is other readers' to weigh).
    expect(primary(...letter('Received by:', 'Kofi Mensah Boateng    Date: 5th March 2048'))).toEqual([]);
    // The acceptance's own reader dates a name line only right under a first-person acceptance (other signature readers
    // weigh other lines as before).
    const under = (above: string, line = 'Kofi Mensah Boateng Date: 5th March 2048') => acceptorNameDated([{ text: above }, { text: line }], 1);
    expect(under('I accept the above terms.')).toBe(true);
    expect(under('We accept this offer.')).toBe(true);
    expect(under('Received by:')).toBe(false);
    expect(under('Yours faithfully,')).toBe(false);
    expect(under('The Buyer accepts the goods.')).toBe(false);
    // Any capitalised words read as the name there (a row of terms right under an acceptance is not seen in practice).
    expect(under('I accept the above terms.', 'Payment Schedule Date: 5th March 2048')).toBe(true);
    expect(under('I accept the above terms.', 'the balance Date: 5th March 2048')).toBe(false);
  });
});

describe('"On this day, <weekday>, <date>, at <place>, the undersigned:" (cause 9)', () => {
  const PARTIES = ['I. PT Sinar Kopi Priangan, represented by its director Budi Santoso, hereinafter referred to as the FIRST PARTY;', 'II. Siti Rahayu, of Desa Cikole, hereinafter referred to as the SECOND PARTY.', 'The SECOND PARTY supplies green coffee to the FIRST PARTY.'];
  const opening = (line: string) => effective('SUPPLY AGREEMENT', line, ...PARTIES);
  it('dates the making, with or without the weekday, as "Today, …" does', () => {
    expect(opening('On this day, Tuesday, 3 June 2048, at Bandung, West Java Province, the undersigned:')).toEqual(['2048-06-03']);
    expect(opening('On this day, 3 June 2048, at Bandung, the undersigned:')).toEqual(['2048-06-03']);
    expect(opening('Today, Tuesday, 3 June 2048, at Bandung, the two parties are:')).toEqual(['2048-06-03']);
  });
  it('near misses: the day of a delivery, a day with no place and signers after it', () => {
    expect(opening('On this day, Tuesday, 3 June 2048, at Bandung, the Seller delivers the first lot.')).toEqual([]);
    expect(opening('On this day, Tuesday, 3 June 2048, the first lot is delivered.')).toEqual([]);
  });
});

/**
 * Facts set 52's causes 11–17 (issue 18, h91fd), each decided on sentences written for it, near misses kept:
 * - 11: a date in a Japanese era gives its start, end or signing (numbers/japanese-era-dates.ts);
 * - 12: a schedule's "Item N – Period: <date> to <date>" gives both ends (parties/schedule-items.ts, period-fields.ts);
 * - 13: a rental's "Return due: <date>" ends it (rental-returns.ts);
 * - 14: "Agreed <date>." dates the making, "This memo runs through <date>" ends it (own-name-words.ts);
 * - 15: a two-cell row's sum, a "Total |" row, no own-cost cap, no payment term of the term in force
 *   (fee-rows.ts, amount-cues.ts, contract-amount.ts, agreement-terms.ts);
 * - 16: a renewal after a leading "Unless … notice …," gives the term (agreement-terms.ts);
 * - 17: a rate or load confirmation's own name, no agreement it cites with its date (contract-types.ts).
 */
import { describe, expect, it } from 'vitest';
import { agreedOnLine, namesItselfBy, titleHead } from '../../../../src/contracts/classify/facts/own-name-words.js';
import { returnEndsRental } from '../../../../src/contracts/classify/facts/rental-returns.js';
import { withItemNumberBlanked } from '../../../../src/contracts/classify/parties/schedule-items.js';
import { amounts, dates, effective, paymentTerms, termination, terms, types } from '../facts-readers.js';

describe('a Japanese era date (cause 11)', () => {
  it('the period and the signing dated in Reiwa, the Gregorian year in brackets', () => {
    expect(dates('SNOW CLEARING AGREEMENT', 'This agreement is valid from December 1, Reiwa 22 (2040) to March 31, Reiwa 23 (2041).', 'Date: November 20, Reiwa 22 (2040)')).toEqual({
      effective: ['2040-12-01', '2040-11-20'], termination: ['2041-03-31'],
    });
    expect(dates('SNOW CLEARING AGREEMENT', 'This agreement is valid from December 1, 2040 (Reiwa 22) to March 31, 2041 (Reiwa 23).')).toEqual({
      effective: ['2040-12-01'], termination: ['2041-03-31'],
    });
  });
  it('an era\'s year alone is counted; a date without any year still dates nothing', () => {
    expect(effective('LEASE', 'Date: 1 July Reiwa 21')).toEqual(['2039-07-01']);
    expect(effective('LEASE', 'Date: 1 July')).toEqual([]);
  });
});

describe('a schedule\'s numbered period (cause 12)', () => {
  it('"Item 3 – Period:" and "Item 3 – Term:" give both ends, as the field alone does', () => {
    expect(dates('CROP DUSTING AGREEMENT', 'SCHEDULE', 'Item 3 – Period: 15 June 2040 to 30 September 2040', 'Item 4 – Rate: $180.00 per hectare')).toEqual({
      effective: ['2040-06-15'], termination: ['2040-09-30'],
    });
    expect(dates('GRAZING AGREEMENT', 'Item 2 – Term: 1 April 2041 to 31 March 2042')).toEqual({ effective: ['2041-04-01'], termination: ['2042-03-31'] });
    expect(withItemNumberBlanked('Item 12 – Period: 1 May')).toBe('          Period: 1 May');
  });
  it('near misses: another period of the schedule, a numbered line that is no field', () => {
    expect(dates('CROP DUSTING AGREEMENT', 'Item 5 – Warranty period: 15 June 2040 to 30 September 2040')).toEqual({ effective: [], termination: [] });
    expect(withItemNumberBlanked('Items 3 and 4 apply')).toBe('Items 3 and 4 apply');
  });
});

describe('a rental\'s return field (cause 13)', () => {
  it('"Return due:" or "Return:" under a rental or hire title ends the rental', () => {
    expect(termination('BOAT HIRE AGREEMENT', 'Hirer: Sam Otieno', 'Return due: 8 August 2040, 17:00, Kisumu pier')).toEqual(['2040-08-08']);
    expect(termination('VEHICLE RENTAL AGREEMENT No. 4410', 'Return: 22 May 2041')).toEqual(['2041-05-22']);
    expect(returnEndsRental('Due back: 3 June 2041', 'Equipment Rental Agreement')).toBe(true);
  });
  it('near misses: a sale\'s return window, a return named in a sentence', () => {
    expect(termination('SALES AGREEMENT', 'Return: 22 May 2041')).toEqual([]);
    expect(returnEndsRental('The tenant may return the keys: 3 June 2041', 'Lease')).toBe(false);
    expect(returnEndsRental('Return due: 3 June 2041', undefined)).toBe(false);
  });
});

describe('a memo\'s own words (cause 14)', () => {
  it('"Agreed <date>." dates the making; "This memo runs through <date>" ends it', () => {
    expect(dates('MEMO OF AGREEMENT – FENCING 2040', 'Who: Ann Cole and Bill Dunn.', 'This memo runs through November 30, 2040.', 'Agreed April 3, 2040.')).toEqual({
      effective: ['2040-04-03'], termination: ['2040-11-30'],
    });
    expect(effective('LETTER OF AWARD', 'Agreed on 12 May 2041.')).toEqual(['2041-05-12']);
    expect(termination('CARRIER RATE CONFIRMATION', 'This confirmation ends on 9 March 2041.')).toEqual(['2041-03-09']);
    expect(agreedOnLine('Agreed this 2nd day of May 2041')).toBe(true);
  });
  it('the title\'s head word, and near misses', () => {
    expect(titleHead('MEMO OF AGREEMENT')).toBe('MEMO');
    expect(titleHead('CARRIER RATE CONFIRMATION')).toBe('CONFIRMATION');
    expect(titleHead('Letter of Award')).toBe('Letter');
    expect(namesItselfBy('memo')('This signed memo runs through May')).toBe(true);
    expect(namesItselfBy('memo')('The memo of 3 May runs through May')).toBe(false);
    expect(agreedOnLine('Agreed damages are $50 per day.')).toBe(false);
    expect(agreedOnLine('Agreed 30 days notice')).toBe(false);
    expect(termination('MEMO OF AGREEMENT', 'The office memo runs through October 31, 2040.')).toEqual([]);
  });
});

describe('sums priced by their row, caps and terms (cause 15)', () => {
  it('a fee named by its row\'s label with a bar, and a "Total |" row', () => {
    expect(amounts('CAMPSITE BOOKING FORM', 'Park entry (Ministry of Tourism) | BZ$25.00', 'Total | BZ$145.00 + US$10.00')).toEqual(['25 BZD', '145 BZD', '10 USD']);
  });
  it('a sum named with what is due when: "Delivery: $480.00, due on arrival."', () => {
    expect(amounts('SUPPLY AGREEMENT', 'Delivery: $480.00, due when the truck arrives.')).toEqual(['480 USD']);
    expect(amounts('SUPPLY AGREEMENT', 'Set-up: $90.00, due on the first day.', 'Tuning: $35.00 (VAT included).')).toEqual(['90 USD', '35 USD']);
  });
  it('near misses: a sum a sentence goes on about, a measure\'s label', () => {
    expect(amounts('SUPPLY AGREEMENT', 'Delivery: $480.00, and the Supplier keeps the pallets.')).toEqual([]);
    expect(amounts('SUPPLY AGREEMENT', 'Insurance cover: $480,000.00, due to the Buyer on loss.')).toEqual([]);
  });
  it('a duty at one\'s own cost up to a sum is a cap, no amount; a fee stays', () => {
    expect(amounts('ROOF SERVICE AGREEMENT', 'If a leak appears, the Contractor will fix it at its own cost up to $25,000 in total. The annual fee is $400.00.')).toEqual(['400 USD']);
    expect(amounts('ROOF SERVICE AGREEMENT', 'The Customer pays up to $25,000 for the new roof.')).toEqual(['25000 USD']);
  });
  it('the term in force is no time to pay, though the sentence pays for the renewal', () => {
    const text = 'This Agreement is in effect for two (2) years from the start date and renews when the Owner pays the renewal fee.';
    expect(paymentTerms('MAINTENANCE AGREEMENT', text)).toEqual([]);
    expect(terms('MAINTENANCE AGREEMENT', text)).toEqual(['730 days']);
    expect(paymentTerms('MAINTENANCE AGREEMENT', 'The Owner pays each invoice within thirty (30) days.')).toEqual(['30 days']);
  });
});

describe('a renewal after a leading condition (cause 16)', () => {
  it('"Unless either party gives notice …, it is renewed for one (1) year" gives the term', () => {
    expect(terms('FEED SUPPLY AGREEMENT', 'This agreement runs until 31 March 2041. Unless either party gives written notice by 31 January, it is renewed for one (1) year on the same terms.')).toEqual(['365 days']);
  });
  it('near miss: a notice period is no term', () => {
    expect(terms('FEED SUPPLY AGREEMENT', 'Either party may end this agreement by giving notice of thirty (30) days.')).toEqual([]);
  });
});

describe('a rate confirmation\'s own name (cause 17)', () => {
  it('"CARRIER RATE CONFIRMATION", "RATE CONFIRMATION" and "LOAD CONFIRMATION" are the type', () => {
    expect(types('PRAIRIE FREIGHT BROKERS LTD', 'CARRIER RATE CONFIRMATION', 'Load No.: 7731')).toEqual(['CARRIER RATE CONFIRMATION']);
    expect(types('Rate Confirmation', 'Carrier: Bow Valley Trucking Inc.')).toEqual(['Rate Confirmation']);
    expect(types('LOAD CONFIRMATION', 'Shipper: Redwater Grain Co.')).toEqual(['LOAD CONFIRMATION']);
  });
  it('an agreement the text cites with its date is no type of this one; one it names itself by stays', () => {
    expect(types('PRAIRIE FREIGHT BROKERS LTD', 'Load No.: 7731', 'This load moves under the Broker-Carrier Agreement dated 3 June 2039 between the parties.')).toEqual([]);
    expect(types('PRAIRIE FREIGHT BROKERS LTD', 'The Broker-Carrier Agreement governs this load.')).toEqual(['Broker-Carrier Agreement']);
  });
});

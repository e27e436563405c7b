/**
 * Facts set 59's causes 1, 8–13 (issue 18, h100d59), each decided on sentences written for it (none from the set), near
 * misses kept:
 * - 10: a letting span's field ("Stay:", "Hire:", "Tenancy:" …) gives its range's start and end (facts/period-fields.ts);
 * - 12: a fee row pricing a unit ("… per person") and going on with the count's sum (facts/fee-rows.ts);
 * - 8: "Date of order:" as "Order date:", one list of the making's date labels in both orders (facts.ts), the spaced
 *   day-first date after it no order number (numbers/spaced-day-first-dates.ts);
 * - 9: a place-and-date line over the signer's own name line (facts/signer-name-below.ts);
 * - 11: the Gregorian date bracketed after a date of another calendar read as that date would be, an Ethiopian date
 *   ("E.C.") in figures no Gregorian day (facts/other-calendars.ts);
 * - 1: a "Guest:" field names the paying party as "Customer:" does (lexicon/roles.ts FIELD_ROLE_WORDS);
 * - 13: a booking's or a reservation's confirmation as the title gives the type (document/contract-types.ts);
 * - set 58's 14: the agreement's own name a text concludes, after "our" in small letters, before a title; a reply's
 *   subject line with "RE:" and a reference code (document/contract-types.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFeeRow } from '../../../../src/contracts/classify/facts/fee-rows.js';
import { withoutOtherCalendarGloss } from '../../../../src/contracts/classify/facts/other-calendars.js';
import { signerNameBelow } from '../../../../src/contracts/classify/facts/signer-name-below.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { amounts, dates, effective, primary, types } from '../facts-readers.js';

describe('a letting span\'s field gives its range (cause 10)', () => {
  it('"Stay:", "Hire:", "Tenancy:", "Booking:" with a dash or "to" between the dates', () => {
    expect(dates('Booking confirmation', 'Stay: 04.09.2045 – 11.09.2045 (7 nights; check-in from 15:00)')).toEqual({ effective: ['2045-09-04'], termination: ['2045-09-11'] });
    expect(dates('VAN HIRE FORM', 'Hire: 2 May 2046 – 9 May 2046')).toEqual({ effective: ['2046-05-02'], termination: ['2046-05-09'] });
    expect(dates('HOLIDAY LETTING', 'Tenancy: 1 October 2045 to 31 March 2046')).toEqual({ effective: ['2045-10-01'], termination: ['2046-03-31'] });
    expect(dates('Reservation confirmation', 'Booking: 12/08/2045 – 19/08/2045, pitch 14')).toEqual({ effective: ['2045-08-12'], termination: ['2045-08-19'] });
  });
  it('near misses: one date alone, an arrival\'s line, another act\'s season', () => {
    expect(dates('Booking confirmation', 'Stay: 04.09.2045 (one night)')).toEqual({ effective: [], termination: [] });
    expect(dates('Booking confirmation', 'Arrival: 04.09.2045, from 15:00')).toEqual({ effective: [], termination: [] });
    expect(dates('HONEY SUPPLY AGREEMENT', 'Harvest season: 1 June 2045 to 31 August 2045')).toEqual({ effective: [], termination: [] });
  });
});

describe('a fee row pricing a unit (cause 12)', () => {
  it('"… per person" after the row\'s sum, and the count\'s sum after it', () => {
    expect(amounts('PRICES', 'Bicycle rental: EUR 12 per person, 3 persons: EUR 36')).toEqual(['12 EUR', '36 EUR']);
    expect(amounts('PRICES', 'Guided walk: CHF 40 per person')).toEqual(['40 CHF']);
    expect(amounts('PRICES', 'Breakfast: GBP 9.50 per person; 2 persons: GBP 19.00')).toEqual(['9.5 GBP', '19 GBP']);
  });
  it('near misses: a cover\'s, an excess\'s or a liability\'s row per person or per claim', () => {
    expect(amounts('INSURANCE', 'Public liability cover: EUR 2,000,000 per person')).toEqual([]);
    expect(amounts('INSURANCE', 'Excess: EUR 500 per claim')).toEqual([]);
    expect(amounts('TERMS', 'Liability limit: EUR 1,000 per person, 2 persons: EUR 2,000')).toEqual([]);
  });
  it('the row reader itself, any figures and counts', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 99 }), (price, count) => {
      const row = `Canoe: EUR ${price} per person, ${count} persons: EUR ${price * count}`;
      const first = row.indexOf('EUR');
      const second = row.lastIndexOf('EUR');
      expect(isFeeRow(row, first, first + 4 + String(price).length)).toBe(true);
      expect(isFeeRow(row, second, row.length)).toBe(true);
    }));
  });
});

describe('"Date of <noun>:" as "<noun> date:" (cause 8)', () => {
  it('both orders of the same labels date the making', () => {
    expect(effective('PURCHASE ORDER No. 7', 'Date of order: 14. 6. 2045')).toEqual(['2045-06-14']);
    expect(effective('PURCHASE ORDER No. 7', 'Date of the order: 14 June 2045')).toEqual(['2045-06-14']);
    expect(effective('PURCHASE ORDER No. 7', 'Order date: 14. 6. 2045')).toEqual(['2045-06-14']);
    expect(effective('SALES CONTRACT', 'Issue date: 14 June 2045')).toEqual(['2045-06-14']);
    expect(effective('SALES CONTRACT', 'Date of issue: 14 June 2045')).toEqual(['2045-06-14']);
  });
  it('near misses: another act\'s date in either order', () => {
    expect(effective('PURCHASE ORDER No. 7', 'Date of delivery: 14 June 2045')).toEqual([]);
    expect(effective('PURCHASE ORDER No. 7', 'Delivery date: 14 June 2045')).toEqual([]);
  });
  it('the spaced day-first figure after a "Date of …:" label is a date, after an order\'s number word none', () => {
    expect(recognizeNumericFacts('Date of order: 14. 6. 2045').filter((f) => f.type === 'DateTime').map((f) => f.value)).toEqual(['2045-06-14']);
    expect(recognizeNumericFacts('Order no. 14. 6. 2045').filter((f) => f.type === 'DateTime')).toEqual([]);
  });
});

describe('a place-and-date line over the signer\'s own line (cause 9)', () => {
  const body = 'We order four oak barrels of 300 litres at EUR 1,150 each, delivered to our cellar by 30 June 2045; the contract is concluded when we receive your confirmation.';
  it('over "<name>, <title>" under an acceptance heading', () => {
    expect(effective('PURCHASE ORDER', body, 'Order accepted by the Supplier:', 'Trenčín, 9. 5. 2045', 'Milan Kováč, managing director', 'Kováč Sudy s.r.o.')).toEqual(['2045-05-09']);
    expect(effective('PURCHASE ORDER', body, 'Agreed and accepted:', 'Nitra, 10 May 2045', 'Zuzana Horváthová, head of purchasing')).toEqual(['2045-05-10']);
  });
  it('near misses: over a sentence, over a name alone (as often a heading), over a company\'s street', () => {
    expect(effective('PURCHASE ORDER', body, 'Trenčín, 9. 5. 2045', 'The barrels ship from the workshop.')).toEqual([]);
    expect(effective('PURCHASE ORDER', body, 'Agreed and accepted:', 'Nitra, 10 May 2045', 'Zuzana Horváthová')).toEqual([]);
    expect(effective('PURCHASE ORDER', body, 'Nitra, 10 May 2045', 'Price List')).toEqual([]);
    const lines = ['Trenčín, 9. 5. 2045', 'Milan Kováč, managing director', 'Hlavná 12, Trenčín'].map((text) => ({ text }));
    expect(signerNameBelow(lines, 0)).toBe(true);
    expect(signerNameBelow(lines, 1)).toBe(false);
  });
});

describe('a date of another calendar with the Gregorian date beside it (cause 11)', () => {
  it('the bracketed or restated Gregorian date is the date the words before the other one speak of', () => {
    expect(effective('CONTRACT FOR THE SUPPLY OF COFFEE', 'This contract is concluded on Meskerem 5, 2038 E.C. (15 September 2045 G.C.) in Gondar between the parties below.')).toEqual(['2045-09-15']);
    expect(effective('CONTRACT FOR THE SUPPLY OF COFFEE', 'This contract is concluded on 14 Genbot 2037 E.C., that is 22 May 2045, in Gondar.')).toEqual(['2045-05-22']);
    expect(withoutOtherCalendarGloss('This contract is concluded on Meskerem 5, 2038 E.C. (')).toBe('This contract is concluded on ');
    expect(withoutOtherCalendarGloss('signed on 2082/01/15 B.S. (corresponding to ')).toBe('signed on ');
  });
  it('an Ethiopian date in figures is no Gregorian day; a delivery\'s bracketed date is no making', () => {
    expect(effective('CONTRACT FOR THE SUPPLY OF COFFEE', 'This contract is concluded on 05/09/2037 E.C. in Gondar.')).toEqual([]);
    expect(effective('CONTRACT FOR THE SUPPLY OF COFFEE', 'The Seller delivers the first lot on Tir 3, 2038 E.C. (11 January 2046 G.C.).')).toEqual([]);
    expect(withoutOtherCalendarGloss('delivered on 11 January 2046 (')).toBe('delivered on 11 January 2046 (');
  });
});

describe('a "Guest:" field names the paying party (cause 1)', () => {
  it('"Guest:" and "Patient:" as "Customer:" does', () => {
    expect(primary('Fjellstue Hovden AS', 'Booking confirmation', 'Guest: Lucie Moreau, 8 rue Basse, 33000 Bordeaux, France', 'Thank you for your booking; with this confirmation it is binding on both of us.', 'Total: EUR 840')).toContain('LUCIE MOREAU Buyer');
    expect(primary('Harbour Dental Clinic Ltd', 'TREATMENT PLAN AND ESTIMATE', 'Patient: Owen Price, 4 Quay Street, Cardiff', 'The fee for the treatment below is GBP 1,200, payable in two parts.')).toContain('OWEN PRICE Buyer');
  });
  it('near miss: a guest in a clause is no party', () => {
    expect(primary('HOLIDAY LETTING AGREEMENT', 'Landlord: Ines Duarte, Rua Nova 3, Tavira', 'Tenant: Paul Weber, Hauptstraße 8, Kassel', 'The Tenant may have a guest stay for up to three nights.').join(' | ')).not.toMatch(/GUEST/i);
  });
});

describe('a booking\'s confirmation as the title (cause 13)', () => {
  it('"Booking confirmation", "RESERVATION CONFIRMATION", "Confirmation of booking"', () => {
    expect(types('Booking confirmation', 'We confirm your stay below.')).toEqual(['Booking confirmation']);
    expect(types('RESERVATION CONFIRMATION', 'We confirm your table for twelve below.')).toEqual(['RESERVATION CONFIRMATION']);
    expect(types('Confirmation of booking', 'We confirm your stay below.')).toEqual(['Confirmation of booking']);
  });
  it('near miss: a booking confirmation a clause names is no title', () => {
    expect(types('Please bring this booking confirmation with you on arrival.')).toEqual([]);
  });
});

describe('the contract\'s own name against a title, a reply\'s subject line (set 58\'s cause 14)', () => {
  it('"our <kind> contract is concluded" names the kind before the e-mail\'s title', () => {
    expect(types('Harbour Wool Shop – Online Orders', 'Order Confirmation', 'Thank you for your order. With this e-mail our purchase contract is concluded on the terms below.')).toEqual(['purchase contract']);
    expect(types('Order Confirmation', 'By this message our Supply Agreement is hereby concluded.')).toEqual(['Supply Agreement']);
  });
  it('near miss: "our contract" names no kind, the title stays', () => {
    expect(types('Order Confirmation', 'With this e-mail our contract is concluded on the terms below.')).toEqual(['Order Confirmation']);
  });
  it('"Subject: RE:" and a reference code without "No."', () => {
    expect(types('From: Ana Silva', 'Subject: RE: Quotation Q-2045-12 – woollen blankets', 'We accept your quotation as it stands.')).toEqual(['Quotation']);
    expect(types('Subject: FW: Purchase Order PO/2045/31', 'Please confirm the order below.')).toEqual(['Purchase Order']);
  });
  it('near miss: a reply about something else', () => {
    expect(types('Subject: RE: Meeting on Friday', 'We accept your proposal.')).toEqual([]);
  });
});

describe('the new patterns on hostile input (h100d59)', () => {
  it('long runs of dates, sums, labels and calendar marks stay fast', () => {
    const t0 = performance.now();
    withoutOtherCalendarGloss('Tir 12, 2035 E.C. ('.repeat(5000));
    withoutOtherCalendarGloss(`${'a '.repeat(20000)}E.C. (`);
    const row = `Canoe: ${'EUR 12 per person, 3 persons: '.repeat(2000)}EUR 36`;
    isFeeRow(row, row.length - 6, row.length);
    isFeeRow(`${'x'.repeat(80)}: ${' ,1 a:'.repeat(5000)}EUR 3`, 30000, 30005);
    recognizeNumericFacts(`Date of ${'order of '.repeat(3000)}: 14. 6. 2045`);
    effective('Booking confirmation', `Stay: ${'04.09.2045 – '.repeat(300)}11.09.2045`);
    types(`Order Confirmation`, `our ${'sales '.repeat(5000)}contract`, `this ${'e-mail our '.repeat(3000)} is`);
    types(`Subject: RE: Quotation ${'Q-1'.repeat(3000)}`);
    expect(performance.now() - t0).toBeLessThan(4000);
  });
});

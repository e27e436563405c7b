/**
 * Facts set 63's causes 9–18 (issue 18, h103d63), each decided on sentences written for it, near misses kept:
 * - 9: a deed "Written on" / "Drawn up on" a day is made that day (facts.ts EFFECTIVE_LOW);
 * - 10: a fourth dashed group after a dashed date is an identity number, no date (identifiers.ts);
 * - 11: "Done at <town>, <date>, in two copies." (place-of-making.ts DONE_AT);
 * - 12: lessons or classes that "take place" / "are held" from a date to a date (facts.ts);
 * - 13–14: Nepal's and Sri Lanka's towns decide "Rs.", "NRs." is Nepal's rupee, "Nepalese rupees" in words
 *   (local-currency.ts, the gazetteer's towns by country, currency-units.ts, sentences.ts);
 * - 15: a fee row behind a bullet keeps its sum (fee-rows.ts);
 * - 16: a renewal bought "for" a sum, and its length no time to pay when it is paid "on payment of" (amount-cues.ts,
 *   agreement-terms.ts);
 * - 17: a granted "right to use … for a period of" years is a licence's term (agreement-terms.ts);
 * - 18: "Send it within 3 days" after a sum pays it (money-sent.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFeeRow } from '../../../../src/contracts/classify/facts/fee-rows.js';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { inForceFor, namesAgreement } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { sendsMoney, sendsSumAsIt } from '../../../../src/contracts/classify/facts/money-sent.js';
import { contractLocalCurrencies } from '../../../../src/contracts/classify/facts/local-currency.js';
import { DONE_AT } from '../../../../src/contracts/classify/document/place-of-making.js';
import { DASHED_SERIAL_AFTER_DATE } from '../../../../src/contracts/classify/numbers/identifiers.js';
import { amounts, dates, distinctCurrencies, effective, facts, paymentTerms, terms } from '../facts-readers.js';

describe('a deed written or drawn up on a day (cause 9)', () => {
  it('"Written on <date>" opening the deed dates its making', () => {
    expect(effective('DEED OF GIFT OF A COW', 'Written on Tuesday, 4 March 2031.', 'I, Hari Gurung, give my cow to my nephew.')).toEqual(['2031-03-04']);
    expect(effective('DEED OF SALE OF A PLOT', 'Drawn up on 19 June 2032 at Pokhara.', 'The Seller sells the plot to the Buyer.')).toEqual(['2032-06-19']);
  });
  it('near misses: written notice on a day, a letter written on a day inside a sentence', () => {
    expect(effective('LEASE', 'The Tenant may end the lease by written notice on 1 May 2031.')).toEqual([]);
    expect(effective('SALE AGREEMENT', 'The Buyer refers to the letter the Seller had written on 2 March 2031.')).toEqual([]);
  });
});

describe('an identity number of dashed groups (cause 10)', () => {
  it('a fourth group after a dashed date makes the whole an identifier, no date', () => {
    expect(effective('DEED OF SALE', 'I, Mina Rai, holder of citizenship certificate No. 12-03-81-04567, sell my scooter, and this deed is signed on 5 May 2031.')).toEqual(['2031-05-05']);
    expect(effective('DEED OF SALE', 'Signed by Mina Rai, identity card 07-11-1990-2231, on 5 May 2031.')).toEqual(['2031-05-05']);
    expect(DASHED_SERIAL_AFTER_DATE.test('-04567 (the Seller)')).toBe(true);
  });
  it('near misses: a range of two dashed dates, a dashed date alone', () => {
    expect(DASHED_SERIAL_AFTER_DATE.test('-14-03-2031')).toBe(false);
    expect(effective('SERVICE AGREEMENT', 'This agreement is signed on 05-05-2031.')).toEqual(['2031-05-05']);
  });
});

describe('"Done at <town>, <date>" (cause 11)', () => {
  it('the date after the comma is the signing day', () => {
    expect(effective('ORDER FORM', 'Total: 90 000 FCFA', 'Done at Douala, 14 March 2033, in two copies.', 'The Client')).toEqual(['2033-03-14']);
    expect(effective('ORDER FORM', 'Done in duplicate at Libreville, 3 April 2033.')).toEqual(['2033-04-03']);
    expect(DONE_AT.test('Done at Lomé, March 4, 2033')).toBe(true);
    expect(DONE_AT.test('Done at Lomé, 04.03.2033, in two originals.')).toBe(true);
  });
  it('near misses: a count after the comma, a place with no date', () => {
    expect(DONE_AT.test('Done at Douala, 3 copies')).toBe(false);
    expect(DONE_AT.test('Done at Douala, Cameroon.')).toBe(false);
  });
});

describe('lessons that take place from a date to a date (cause 12)', () => {
  it('the span of the sessions the contract sells', () => {
    expect(dates('PIANO LESSON PACKAGE', 'The lessons take place every Monday at 4:00 p.m., from Monday 5 January 2032 to Monday 29 March 2032.')).toEqual({
      effective: ['2032-01-05'], termination: ['2032-03-29'],
    });
    expect(dates('YOGA COURSE CONTRACT', 'The classes are held on Thursdays from 8 April 2032 to 24 June 2032.')).toEqual({
      effective: ['2032-04-08'], termination: ['2032-06-24'],
    });
  });
  it('near misses: a delivery or a fair that takes place, a lesson on a single day', () => {
    expect(dates('SUPPLY AGREEMENT', 'The delivery takes place from 3 May 2032 to 5 May 2032.')).toEqual({ effective: [], termination: [] });
    expect(dates('STAND BOOKING', 'The fair takes place from 3 May 2032 to 5 May 2032.')).toEqual({ effective: [], termination: [] });
    expect(dates('PIANO LESSON PACKAGE', 'The first lesson takes place on 5 January 2032.')).toEqual({ effective: [], termination: [] });
  });
});

describe('the rupee of Nepal and Sri Lanka by their towns, "NRs." and the rupees named (causes 13–14)', () => {
  it('a town of the country decides "Rs."', () => {
    expect(amounts('DEED OF SALE OF A TRACTOR', 'Seller: Hari Gurung, Ward No. 3, Pokhara Metropolitan City', 'The price is Rs. 4,50,000/-.')).toEqual(['450000 NPR']);
    expect(amounts('LEASE OF A HOUSE', 'The house at 14 Temple Road, Kandy, is let for a monthly rent of Rs. 65,000.')).toEqual(['65000 LKR']);
    expect(contractLocalCurrencies(['resident of Madhyapur Thimi Municipality']).get('INR')).toBe('NPR');
  });
  it('"NRs." and "NRs" are Nepal\'s rupee, and so is a sum named "Nepalese rupees"', () => {
    expect(amounts('DEED OF SALE', 'The Buyer pays NRs. 2,10,000/- on signing.', 'The transfer fee of NRs 3,000 is paid by the Buyer.')).toEqual(['210000 NPR', '3000 NPR']);
    expect(distinctCurrencies('DEED OF SALE', 'The price is 75,000 Nepalese rupees.')).toEqual(['NPR']);
    expect(distinctCurrencies('DEED OF SALE', 'The price is Rs. 1,20,000/- (in words: one lakh twenty thousand Nepalese rupees only).')).toEqual(['NPR']);
  });
  it('near misses: a contract naming India and Nepal keeps the mark\'s reading, a town of India names India\'s', () => {
    expect(amounts('SUPPLY AGREEMENT', 'The Supplier of Mumbai ships the goods to Birgunj.', 'The price is Rs. 80,000.')).toEqual(['80000 INR']);
    expect(contractLocalCurrencies(['the Bhaktapur office', 'the Chennai office']).get('INR')).toBeUndefined();
    expect(amounts('LEASE', 'The rent is Rs. 12,000 a month for the flat in Lalitpur.')).toEqual(['12000 INR']);
  });
});

describe('a fee row behind a bullet (cause 15)', () => {
  it('"- <item>: <sum>" and "• <item>: <sum>" price the item as the row without the bullet does', () => {
    expect(amounts('ORDER FORM', 'Client: Ms Awa Touré', '- Wedding cake, three tiers: 60 000 FCFA', '• Hire of the cake stand: 5 000 FCFA', 'Done at Libreville, 3 April 2033.')).toEqual(['60000 XAF', '5000 XAF']);
    const row = '- Chair hire (40 chairs): $120.00';
    expect(isFeeRow(row, row.indexOf('$'), row.length)).toBe(true);
  });
  it('near misses: a numbered list item, a bulleted measure, a bulleted sentence', () => {
    const numbered = '(a) Chair hire: $120.00';
    expect(isFeeRow(numbered, numbered.indexOf('$'), numbered.length)).toBe(false);
    const cover = '- Public liability cover: $1,000,000.00';
    expect(isFeeRow(cover, cover.indexOf('$'), cover.length)).toBe(false);
    const sentence = '- Note: $20.00 is kept for each broken glass';
    expect(isFeeRow(sentence, sentence.indexOf('$'), sentence.indexOf('0 is') + 1)).toBe(false);
  });
  it('the bullet changes nothing: a row and the same row behind "- " agree', () => {
    fc.assert(fc.property(fc.constantFrom('Hall hire', 'Delivery and setting up', 'Sound system', 'Cleaning after the event'), fc.integer({ min: 1, max: 999 }), (label, n) => {
      const row = `${label}: €${n}.00`;
      const bulleted = `- ${row}`;
      return isFeeRow(row, row.indexOf('€'), row.length) === isFeeRow(bulleted, bulleted.indexOf('€'), bulleted.length);
    }));
  });
});

describe('a renewal bought for a sum (cause 16)', () => {
  it('"renew … for <sum>" is an amount; its length stays a term when it is paid "on payment of"', () => {
    expect(amounts('LOGO LICENCE AGREEMENT', 'The Licensee may renew the licence for one (1) more year for € 250,00.')).toEqual(['250 EUR']);
    expect(speaksOfMoney('The Client may extend the subscription by a year for $90.')).toBe(true);
    const renewal = 'The Licensee may renew the licence for a further three (3) years on payment of € 250,00.';
    expect(terms('LOGO LICENCE AGREEMENT', renewal)).toEqual(['1095 days']);
    expect(paymentTerms('LOGO LICENCE AGREEMENT', renewal)).toEqual([]);
    expect(inForceFor(renewal, renewal.indexOf('three'))).toBe(true);
  });
  it('near misses: a renewal with no sum, a sum for another thing', () => {
    expect(speaksOfMoney('The Licensee may renew the licence for a further year.')).toBe(false);
    const other = 'The Client renews the insurance for two (2) years on payment of € 250,00.';
    expect(inForceFor(other, other.indexOf('two'))).toBe(false);
  });
});

describe('a right to use granted for a period (cause 17)', () => {
  it('is the licence\'s term', () => {
    expect(terms('PHOTO LICENCE AGREEMENT', '2. Licence.', 'The Photographer grants the Hotel the exclusive right to use the photographs in its brochures for a period of two (2) years from delivery.')).toEqual(['730 days']);
    expect(namesAgreement('The Author granted the Publisher a non-exclusive right to use the map for five years.')).toBe(true);
  });
  it('near misses: a right to use named without a grant', () => {
    expect(namesAgreement('The Customer\'s right to use the data ends after thirty days.')).toBe(false);
  });
});

describe('"Send it within N days" after a sum (cause 18)', () => {
  it('pays the sum', () => {
    expect(paymentTerms('The deposit is $500. Send it within 5 days and the boat is yours.')).toEqual(['5 days']);
    expect(paymentTerms('So that makes €240 in all.', 'Wire it to me within two days, please.')).toEqual(['2 days']);
    expect(sendsMoney('Please send the deposit within 3 days.')).toBe(true);
  });
  it('near misses: a form sent back, sending goods', () => {
    expect(sendsSumAsIt('Sign the form and send it within 3 days.', 'Thank you for your order.')).toBe(false);
    expect(sendsMoney('The Supplier sends the goods within 3 days.')).toBe(false);
    expect(sendsMoney('The Seller sends the price list within 3 days.')).toBe(false);
    expect(sendsMoney('The Landlord sends the rent statement within 5 days.')).toBe(false);
  });
});

describe('the new patterns on hostile sizes', () => {
  it('long runs of their parts stay linear', () => {
    const runs = [
      '- '.repeat(10000) + ': €5',
      'renew '.repeat(5000) + 'for',
      'grants '.repeat(5000) + 'right to',
      '$1 '.repeat(10000) + 'send it',
      'Done at Lomé, '.repeat(2000) + '3',
      '12-03-81-'.repeat(3000),
      'lessons take place '.repeat(2000) + 'from',
    ];
    const start = performance.now();
    for (const text of runs) {
      isFeeRow(text, text.length - 2, text.length);
      speaksOfMoney(text);
      namesAgreement(text);
      inForceFor(text, text.length);
      sendsSumAsIt(text, text);
      DONE_AT.test(text);
      contractLocalCurrencies([text]);
      facts(text.slice(0, 4000));
    }
    expect(performance.now() - start).toBeLessThan(8000);
  });
});

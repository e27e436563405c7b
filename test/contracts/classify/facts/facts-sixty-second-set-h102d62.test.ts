/**
 * Facts set 62's causes 8–10 and 12–17 (issue 18, h102d62), each decided on sentences written for it, near misses kept:
 * - 8: a hire's "Pick-up:" / "Drop-off:" fields and a loan's "handed over on … returned on …" date its span
 *   (rental-returns.ts, handovers.ts);
 * - 9: a thing "let … from <date> to <date>" (handovers.ts `letFrom`);
 * - 10 and 16: a bare "AGREEMENT" joins its subtitle, and the place-and-date line under them is read, its region noun
 *   before a closed-up gap (contract-types.ts, place-date-lines.ts);
 * - 12: a reckoned sum "N days = <sum>" and a share "in advance" (amount-cues.ts);
 * - 13: bare "riyals" under a contract naming Qatar (local-currency.ts);
 * - 14: a rental's bracketed length after its return field, a thing "lent for" a time (rental-returns.ts,
 *   agreement-terms.ts);
 * - 15: the rest of a sum "within" a time, no pay word (remainder-within.ts);
 * - 17: a title opening with a figure-and-letter word ("4x4", "4WD") (contract-types.ts).
 */
import { describe, expect, it } from 'vitest';
import { handoverKind, letFrom, letsAThing } from '../../../../src/contracts/classify/facts/handovers.js';
import { handoverStartsRental, returnEndsRental, returnFieldLength } from '../../../../src/contracts/classify/facts/rental-returns.js';
import { remainderDueWithin } from '../../../../src/contracts/classify/facts/remainder-within.js';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { isSubtitleLine } from '../../../../src/contracts/classify/document/contract-types.js';
import { amounts, dates, distinctCurrencies, effective, facts, paymentTerms, terms, types } from '../facts-readers.js';

describe('a hire\'s handover and return fields (cause 8)', () => {
  it('"Pick-up:" starts and "Drop-off:" ends the hire under a hire title', () => {
    expect(dates('MOTORHOME HIRE AGREEMENT', 'Hirer: Tom Price', 'Pick-up: Mon 3 May 2032, 10h00, Windhoek office', 'Drop-off: Fri 14 May 2032, 15h00, Windhoek office')).toEqual({
      effective: ['2032-05-03'], termination: ['2032-05-14'],
    });
    expect(dates('BICYCLE RENTAL AGREEMENT', 'Collection date: 2 June 2032', 'Return date: 9 June 2032')).toEqual({ effective: ['2032-06-02'], termination: ['2032-06-09'] });
    expect(handoverStartsRental('Vehicle handover: 4 July 2032', 'Car Hire Agreement')).toBe(true);
    expect(returnEndsRental('Drop-off date: 4 July 2032', 'Agreement on the Loan of a Tractor')).toBe(true);
  });
  it('near misses: a sale\'s collection, a field without the rental\'s kind, a pick-up named in a sentence', () => {
    expect(dates('SALES AGREEMENT', 'Collection: 2 June 2032')).toEqual({ effective: [], termination: [] });
    expect(handoverStartsRental('Pick-up: 2 June 2032', undefined)).toBe(false);
    expect(handoverStartsRental('The Hirer may ask for a pick-up: 2 June 2032', 'Hire Agreement')).toBe(false);
  });
});

describe('a thing handed over and returned (cause 8)', () => {
  it('the date after "handed over on" opens and the one after "returned on" closes a loan or a hire', () => {
    expect(dates('LOAN OF A HORSE TRAILER', 'The trailer is lent for six (6) days: it is handed over on Monday, 5 July 2032 at 07:00 and returned on the 11th of July 2032 by 19:00.')).toEqual({
      effective: ['2032-07-05'], termination: ['2032-07-11'],
    });
    expect(dates('The Owner lends the Borrower her camera, which is handed over to the Borrower on 2 March 2033 and handed back on 9 March 2033.')).toEqual({
      effective: ['2033-03-02'], termination: ['2033-03-09'],
    });
    expect(handoverKind('it is picked up on Friday, ')).toBe('effective');
    expect(handoverKind('and dropped off on the ')).toBe('termination');
  });
  it('near misses: money handed back, a sentence that lets nothing, words that do not lead up to the date', () => {
    expect(handoverKind('the deposit is returned on ')).toBeUndefined();
    expect(handoverKind('returned to the depot, and the invoice is sent on ')).toBeUndefined();
    expect(letsAThing('The goods are delivered on 3 May 2032 and returned on 9 May 2032 if faulty.')).toBe(false);
    expect(dates('SUPPLY AGREEMENT', 'The goods are handed over on 3 May 2032 and returned on 9 May 2032 if faulty.')).toEqual({ effective: [], termination: [] });
  });
});

describe('a thing let from a date to a date (cause 9)', () => {
  it('"The flat is let for the season, from … to …" gives both ends', () => {
    expect(dates('FLAT LETTING AGREEMENT', 'The flat is let for the winter season, from 1 December 2032 to 31 March 2033.')).toEqual({
      effective: ['2032-12-01'], termination: ['2033-03-31'],
    });
    expect(letFrom('The garage is rented from 1 May')).toBe(true);
  });
  it('near misses: a lone date after "from", a thing not let', () => {
    expect(dates('FLAT LETTING AGREEMENT', 'The flat is let from 1 December 2032.')).toEqual({ effective: [], termination: [] });
    expect(letFrom('The flat is painted from 1 May')).toBe(false);
  });
});

describe('a bare title and its subtitle, the place-and-date line under them (causes 10 and 16)', () => {
  it('"AGREEMENT" / "on the loan of …" is one type; the line under them dates the making', () => {
    const r = facts('AGREEMENT', 'on the free use of a fishing boat', 'Khatgal, Khövsgöl Province 2038.07.03', 'The Owner lends the boat to the User.');
    expect(r.contract_types.map((t) => t.text_normalized)).toEqual(['Agreement on the Free Use of a Fishing Boat']);
    expect(r.effective_dates.map((d) => d.text_normalized)).toEqual(['2038-07-03']);
    expect(isSubtitleLine('on the loan of a tractor')).toBe(true);
    expect(isPlaceAndDateLine('Darkhan, Selenge Province 12.05.2038')).toBe(true);
    expect(isPlaceAndDateLine('Darkhan, Selenge Province        12.05.2038')).toBe(true);
  });
  it('near misses: a kind with words of its own keeps them, a town and a word with no region noun, a sentence under the title', () => {
    expect(types('TRACTOR LOAN AGREEMENT', 'on the loan of a tractor')).toEqual(['TRACTOR LOAN AGREEMENT']);
    expect(facts('TRACTOR LOAN AGREEMENT', 'on the loan of a tractor').contract_types[0].text_normalized).toBeUndefined();
    expect(isPlaceAndDateLine('Darkhan, Selenge Updated 12.05.2038')).toBe(false);
    expect(isSubtitleLine('on the loan of the tractor the Owner is liable')).toBe(false);
  });
});

describe('a title opening with a figure-and-letter word (cause 17)', () => {
  it('"4x4 …" and "4WD …" titles give their type', () => {
    expect(types('4x4 VEHICLE HIRE AGREEMENT No. KT-221', 'This agreement is made between Kalahari Tracks Ltd and the Hirer.')).toEqual(['4x4 VEHICLE HIRE AGREEMENT']);
    expect(types('4WD Rental Agreement')).toEqual(['4WD Rental Agreement']);
  });
  it('near miss: an ordinal numbers the document and names no kind', () => {
    expect(types('2nd Amendment Agreement', 'The parties amend the lease.')).not.toContain('2nd Amendment Agreement');
  });
});

describe('sums in a message with no price word (cause 12)', () => {
  it('a reckoned "N days = <sum>" and a share "in advance (<sum>)" are amounts', () => {
    expect(amounts('Dog walking for 10 days = QR 900.')).toEqual(['900 QAR']);
    expect(amounts('4 nights = € 360, and I take half up front (€ 180).')).toEqual(['360 EUR', '180 EUR']);
    expect(amounts('I keep 30% in advance (US$ 150).')).toEqual(['150 USD']);
  });
  it('near misses: a reckoning of things, not of time or units; a share named without taking it ahead', () => {
    expect(amounts('The bank holds 16 accounts = QR 2,400 in reserves.')).toEqual([]);
    expect(amounts('Around 50% of owners bring QR 1,200 in cash.')).toEqual([]);
  });
});

describe('bare "riyals" take the contract\'s country (cause 13)', () => {
  it('under a contract naming Qatar, "riyals" are QAR; under Saudi Arabia, SAR', () => {
    expect(distinctCurrencies('Garden care in Doha, Qatar.', 'The fee is 800 riyals a month.')).toEqual(['QAR']);
    expect(distinctCurrencies('Garden care in Jeddah.', 'The fee is 800 riyals a month.')).toEqual(['SAR']);
  });
  it('near misses: no country keeps the Saudi reading, both countries named keep it, a named riyal keeps its own', () => {
    expect(distinctCurrencies('The fee is 800 riyals a month.')).toEqual(['SAR']);
    expect(distinctCurrencies('Goods from Riyadh to Doha.', 'The fee is 800 riyals a month.')).toEqual(['SAR']);
    expect(distinctCurrencies('Garden care in Doha.', 'The fee is 800 Saudi riyals a month.')).toEqual(['SAR']);
  });
});

describe('a rental\'s length after its return field, a thing lent for a time (cause 14)', () => {
  it('"(9 days)" closing a "Drop-off:" field and "is lent for" a time are terms', () => {
    expect(terms('CAMPERVAN HIRE AGREEMENT', 'Drop-off: 12 May 2032, Kasane office (9 days)')).toEqual(['9 days']);
    expect(terms('LOAN OF A TRAILER', 'The trailer is lent for five (5) days.')).toEqual(['5 days']);
    expect(terms('The Club hires the kayaks to the School for four (4) days.')).toEqual(['4 days']);
    expect(terms('The loan is for a period of ninety (90) days.')).toEqual(['90 days']);
    expect(returnFieldLength('Return: 3 May 2032 (9 days)', 'Car Hire Agreement', 20, 26)).toBe(true);
  });
  it('near misses: a bracket that is no length of the field, a thing lent with no length, a sale\'s return', () => {
    expect(terms('SALES AGREEMENT', 'Return: 12 May 2032 (9 days)')).toEqual([]);
    expect(returnFieldLength('Return: 3 May 2032 (9 days) to the depot', 'Car Hire Agreement', 20, 26)).toBe(false);
    expect(terms('The trailer is lent free of charge.')).toEqual([]);
  });
});

describe('the rest of a sum within a time (cause 15)', () => {
  it('"half now and the rest within N days" gives the time to pay the rest', () => {
    expect(paymentTerms('I take 40% in advance (€ 200) and the rest when the job is done, within 5 days please.')).toEqual(['5 days']);
    expect(paymentTerms('Half now (QR 500), the balance within seven (7) days of your return.')).toEqual(['7 days']);
  });
  it('near misses: the rest of the goods, a rest with no money in the element', () => {
    expect(paymentTerms('€ 200 for the first crate; the rest of the goods follow within 5 days.')).toEqual([]);
    expect(remainderDueWithin('The rest is shipped within 5 days.', [])).toBe(false);
  });
});

describe('the set 62 shapes together (causes 8 and 14)', () => {
  it('a hire form\'s fields give its start, end and length', () => {
    const r = facts('2x2 SCOOTER HIRE AGREEMENT', 'Pick-up: Sat 1 Jun 2041, 08h00, harbour office', 'Drop-off: Tue 4 Jun 2041, 18h00, harbour office (3 days)');
    expect(r.effective_dates.map((d) => d.text_normalized)).toEqual(['2041-06-01']);
    expect(r.termination_dates.map((d) => d.text_normalized)).toEqual(['2041-06-04']);
    expect(r.contract_terms.map((t) => t.text_normalized)).toEqual(['3 days']);
    expect(effective('SCOOTER SALE AGREEMENT', 'Pick-up: Sat 1 Jun 2041, 08h00, harbour office')).toEqual([]);
  });
});

describe('the new patterns on hostile sizes', () => {
  it('long runs of their parts stay linear', () => {
    const runs = [
      'is lent '.repeat(20000) + 'fro',
      'handed over to the '.repeat(10000) + 'on',
      'the rest '.repeat(20000) + 'within x',
      'Erdenet, ' + 'Orkhon '.repeat(5000) + 'Province',
      '16 days = '.repeat(20000),
      'Drop-off: ' + '('.repeat(50000),
    ];
    const start = performance.now();
    for (const text of runs) {
      letsAThing(text);
      letFrom(text);
      handoverKind(text);
      remainderDueWithin(text, [{ type: 'Percentage', begin: 0, end: 1, value: '50' } as never]);
      isPlaceAndDateLine(text);
      returnFieldLength(text, 'Hire Agreement', 11, 20);
      amounts(text.slice(0, 20000));
    }
    expect(performance.now() - start).toBeLessThan(8000);
  });
});

/**
 * Facts set 42's causes 14–20 (issue 18, h77f42d), each decided on sentences written for it, near misses kept:
 * - 14: a slashed date either order allows is read in the order the document's other slashed dates show (date-order.ts);
 * - 15: the Danish and Norwegian "12/1-2037", "12/1 2037" (nordic-short-dates.ts) and "den 12. januar 2037" (the Nordic
 *   month names, calendar-names.ts; the day's article in a place-and-date line, place-date-lines.ts, facts.ts);
 * - 16: a "<Town>, <date>" line under a title and its bracketed gloss (facts.ts BRACKETED_SUBTITLE_LINE);
 * - 17: "kr." is DKK under Greenland and the Faroe Islands too (local-currency.ts);
 * - 18: "FC" by the country, "CDF 57.000", the French "francs comoriens" / "francs congolais" and the bare "francs" by the
 *   country, and the leftover "F CFP" before a figure (currency-units.ts, local-currency.ts);
 * - 19: a sum below which payment may be made in cash is no amount (facts.ts CASH_THRESHOLD_BEFORE);
 * - 20: a notice period named before its length in a sentence about paying is no term (agreement-terms.ts NOTICE_BEFORE).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { inDocumentDateOrder, slashedDateOrder } from '../../../../src/contracts/classify/facts/date-order.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { nordicShortDates } from '../../../../src/contracts/classify/numbers/nordic-short-dates.js';
import { amounts, distinctCurrencies, effective, paymentTerms, terms } from '../facts-readers.js';

const dateValues = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => f.value);
const evidence = (...texts: string[]) => texts.map((text) => ({ text, numeric: recognizeNumericFacts(text) }));

describe('a slashed date in the document\'s order (h77f42d, cause 14)', () => {
  it('another slashed date only the day first can read makes an open one day first', () => {
    expect(effective('TRACTOR SERVICES CONTRACT', 'This contract was concluded on 05/03/2037 at Kassala between the parties.', 'The Contractor ploughs the land between 1/06/2037 and 30/06/2037.')).toEqual(['2037-03-05']);
    expect(effective('LEASE AGREEMENT', 'The lease was made on Monday 04/02/2037.', 'The Tenant vacates by 15/12/2037.')).toEqual(['2037-02-04']);
  });
  it('near misses: a date only the month first can read, both kinds, or none under US money keeps the month first', () => {
    expect(effective('SERVICES AGREEMENT', 'This Agreement was concluded on 05/03/2037 between the parties.', 'The Supplier completes the work by 06/30/2037.')).toEqual(['2037-05-03']);
    expect(effective('SERVICES AGREEMENT', 'This Agreement was concluded on 05/03/2037 between the parties.', 'Invoices dated 06/30/2037 and 30/06/2037 are paid.')).toContain('2037-05-03');
    expect(effective('SERVICES AGREEMENT', 'This Agreement was concluded on 05/03/2037 between the parties.', 'Invoices dated 06/30/2037 and 30/06/2037 are paid.')).not.toContain('2037-03-05');
    // Changed by h80f45d (facts set 45's cause 15): with no slashed date to tell, the money and places decide; a
    // contract of none of the month-first countries' money reads day first (it read month first before).
    expect(effective('SERVICES AGREEMENT', 'This Agreement was concluded on 05/03/2037 between the parties.', 'The fee is $4,000.00.')).toEqual(['2037-05-03']);
    expect(effective('SERVICES AGREEMENT', 'This Agreement was concluded on 05/03/2037 between the parties.')).toEqual(['2037-03-05']);
    // A dotted date is always day first and says nothing of the slashes.
    expect(effective('SERVICES AGREEMENT', 'This Agreement was concluded on 05/03/2037 between the parties.', 'It expires on 30.06.2037.', 'The fee is $4,000.00.')).toContain('2037-05-03');
  });
  it('the order is the unambiguous dates\' alone', () => {
    expect(slashedDateOrder(evidence('on 30/06/2037', 'on 05/03/2037'))).toBe('day-first');
    expect(slashedDateOrder(evidence('on 06/30/2037', 'on 05/03/2037'))).toBe('month-first');
    expect(slashedDateOrder(evidence('on 06/30/2037 and 30/06/2037'))).toBeUndefined();
    // h80f45d: no unambiguous date, no month-first money or place: day first (undefined before); US money keeps it.
    expect(slashedDateOrder(evidence('on 05/03/2037', 'Ref. 2037/05'))).toBe('day-first');
    expect(slashedDateOrder(evidence('on 05/03/2037', 'for USD 4,000.00'))).toBeUndefined();
  });
  it('property: re-reading keeps every fact\'s span and changes only slashed dates whose two figures are months', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 13, max: 28 }), (a, b, day) => {
      const texts = [`Signed on ${a}/${b}/2037.`, `It ends on ${day}/${b}/2038.`];
      const before = evidence(...texts);
      const after = inDocumentDateOrder(before);
      expect(after.map((e) => e.numeric.map((f) => [f.begin, f.end]))).toEqual(before.map((e) => e.numeric.map((f) => [f.begin, f.end])));
      const [first] = after[0].numeric.filter((f) => f.type === 'DateTime');
      expect(first.value).toBe(`2037-${String(b).padStart(2, '0')}-${String(a).padStart(2, '0')}`);
      expect(after[1]).toBe(before[1]);
    }));
  });
});

describe('the Danish and Norwegian dates (h77f42d, cause 15)', () => {
  it('"12/1-2037" and "12/1 2037" are the day, the month and the year', () => {
    expect(dateValues('Ilulissat, 12/1-2037')).toEqual(['2037-01-12']);
    expect(dateValues('Tromsø, 3/11 2036')).toEqual(['2036-11-03']);
    expect(dateValues('The season starts 1/2-2037 and ends 30/4-2037.')).toEqual(['2037-02-01', '2037-04-30']);
  });
  it('the Danish, Norwegian and Swedish month names the other languages do not spell so', () => {
    expect(dateValues('Nuuk, den 1. marts 2037')).toEqual(['2037-03-01']);
    expect(dateValues('Aarhus, 3. maj 2037')).toEqual(['2037-05-03']);
    expect(dateValues('Bergen, 24. desember 2036')).toEqual(['2036-12-24']);
    expect(dateValues('Malmö, 5 augusti 2037')).toEqual(['2037-08-05']);
  });
  it('near misses: a reference\'s number, a longer figure, a count after the blank, no month', () => {
    expect(nordicShortDates('Case no. 12/1-2037 is closed.')).toEqual([]);
    expect(nordicShortDates('Lot 12/1 2037 is sold.')).toEqual([]);
    expect(nordicShortDates('See 1.12/1-2037 and 12/1-20371.')).toEqual([]);
    expect(nordicShortDates('Deliver 12/1 2037 units.')).toEqual([]);
    expect(nordicShortDates('On 12/13-2037 nothing.')).toEqual([]);
    expect(dateValues('Maj. Hansen signs for the company.')).toEqual([]);
  });
  it('the line of the town and such a date, "den" before the day, dates the signing', () => {
    for (const line of ['Ilulissat, 12/1-2037', 'Ilulissat, 12/1 2037', 'Ilulissat, den 12. januar 2037', 'Berlin, den 12. Januar 2037'])
      expect(isPlaceAndDateLine(line), line).toBe(true);
    const body = ['AGREEMENT ON DOG SLEDGE EXCURSIONS', 'Arctic Trails ApS (the "Tour Operator") and Aqqaluk Lynge (the "Musher") agree as follows.', 'The Musher drives the guests on the excursions the Tour Operator books for the whole of the season.'];
    for (const line of ['Ilulissat, 12/1-2037', 'Ilulissat, den 12. januar 2037'])
      expect(effective(...body, line, 'For Arctic Trails ApS', 'Nivi Olsen, director')).toEqual(['2037-01-12']);
  });
  it('near misses: a word other than the day\'s article between the comma and the date', () => {
    expect(isPlaceAndDateLine('Ilulissat, then 12. januar 2037')).toBe(false);
    expect(isPlaceAndDateLine('Ilulissat, 12/1 2037 units')).toBe(false);
  });
});

describe('a place-and-date line under a title and its gloss in brackets (h77f42d, cause 16)', () => {
  const BODY = '1. Aa SH.P.K. (hereinafter: the Provider) and 2. Bb L.L.C. (hereinafter: the Client) conclude this contract.';
  it('the gloss, the number line and the date line', () => {
    expect(effective('CONTRACT ON PEST CONTROL SERVICES', '(disinfection, disinsection and deratization)', 'No. 0112/2037', 'Prishtinë, 08.01.2037', BODY)).toEqual(['2037-01-08']);
    expect(effective('CLEANING SERVICES CONTRACT', '(offices and common parts)', 'Prizren, 3 February 2037', BODY)).toEqual(['2037-02-03']);
  });
  it('near misses: a bracketed sentence, a gloss too far from the title', () => {
    expect(effective('CLEANING SERVICES CONTRACT', '(this contract is made in two copies)', 'Prizren, 3 February 2037', BODY)).toEqual([]);
    expect(effective('CLEANING SERVICES CONTRACT', '(offices)', 'No. 12/2037', 'Annex 1', 'Prizren, 3 February 2037', BODY)).toEqual([]);
  });
});

describe('"kr." under Greenland and the Faroe Islands (h77f42d, cause 17)', () => {
  it('is the Danish krone', () => {
    expect(amounts('SLEDGE EXCURSION AGREEMENT', 'The Musher lives at Ilulissat, Greenland.', 'The Tour Operator pays a fixed amount of 6.000 kr. for dog food.')).toEqual(['6000 DKK']);
    expect(amounts('BOAT HIRE AGREEMENT', 'Made in Tórshavn.', 'The hire is kr. 450,00 per day.')).toEqual(['450 DKK']);
  });
  it('near misses: no Nordic country named; Norway named beside Greenland is Norway\'s (a destination, hrev71)', () => {
    expect(amounts('BOAT HIRE AGREEMENT', 'The hire is kr. 450,00 per day.')).toEqual([]);
    expect(amounts('BOAT HIRE AGREEMENT', 'The boat sails from Oslo, Norway, to Nuuk, Greenland.', 'The hire is kr. 450,00 per day.')).toEqual(['450 NOK']);
  });
});

describe('the francs (h77f42d, cause 18)', () => {
  it('"FC" is the franc of the country named, or of the code written', () => {
    expect(amounts('FLOWER SUPPLY CONTRACT', 'Made in Fomboni, Mohéli.', 'The Distillery pays a transport allowance of 2 500 FC per delivery.')).toEqual(['2500 KMF']);
    expect(amounts('MOTORCYCLE RENTAL CONTRACT', 'Done at Bukavu.', 'The rent may be paid at the rate of the day, i.e. FC 57.000 per week.')).toEqual(['57000 CDF']);
    expect(amounts('FLOWER SUPPLY CONTRACT', 'The price is 1 250 KMF per kilogram.', 'The Distillery pays 2 500 FC per delivery.')).toEqual(['1250 KMF', '2500 KMF']);
  });
  it('"CDF" before a figure with one dot group: thousands; "F CFP" before a figure: the Pacific franc (leftover)', () => {
    expect(amounts('MOTORCYCLE RENTAL CONTRACT', 'The rent is CDF 57.000 per week.')).toEqual(['57000 CDF']);
    expect(amounts('CANOE BUILDING AGREEMENT', 'Made at Papeete.', 'The price is F CFP 2,500,000 for the whole canoe.')).toEqual(['2500000 XPF']);
  });
  it('the French names with the adjective after the noun', () => {
    expect(amounts('FLOWER SUPPLY CONTRACT', 'The price is 2 500 francs comoriens per kilogram.')).toEqual(['2500 KMF']);
    expect(amounts('MOTORCYCLE RENTAL CONTRACT', 'The rent is 57.000 francs congolais per week.')).toEqual(['57000 CDF']);
    expect(amounts('COFFEE SUPPLY CONTRACT', 'The price is 600 francs rwandais per kilogram.')).toEqual(['600 RWF']);
    expect(distinctCurrencies('FLOWER SUPPLY CONTRACT', 'The price is 2 500 francs comoriens per kilogram.')).toEqual(['KMF']);
  });
  it('the bare "francs" is the franc of the one country named', () => {
    expect(amounts('COFFEE SUPPLY CONTRACT', 'This contract is governed by the laws of Rwanda.', 'The price is 600 francs per kilogram.')).toEqual(['600 RWF']);
    expect(amounts('MOTORCYCLE RENTAL CONTRACT', 'Done at Kinshasa, Democratic Republic of the Congo.', 'The rent is 57.000 francs per week.')).toEqual(['57000 CDF']);
    expect(amounts('RICE SUPPLY CONTRACT', 'Made in Dakar.', 'The price is 500 francs per bag.')).toEqual(['500 XOF']);
  });
  it('near misses: the Swiss franc stays; no country, or two, keeps the recognizer\'s reading; "FC" as a club or a label', () => {
    expect(amounts('SERVICES AGREEMENT', 'The fee is 300 francs per month.')).toEqual(['300 CHF']);
    expect(amounts('SERVICES AGREEMENT', 'Made in Geneva.', 'The fee is 300 francs per month.')).toEqual(['300 CHF']);
    expect(amounts('SERVICES AGREEMENT', 'Made in Kigali and in Geneva.', 'The fee is 300 francs per month.')).toEqual(['300 CHF']);
    expect(amounts('SERVICES AGREEMENT', 'Made in Kigali.', 'The fee is 300 Swiss francs per month.')).toEqual(['300 CHF']);
    expect(amounts('SPONSORSHIP AGREEMENT', 'Made in Fomboni.', 'ARSENAL FC 2,000 TICKETS are reserved.')).toEqual([]);
    expect(amounts('SPONSORSHIP AGREEMENT', 'The Sponsor pays 2 500 FC per match.')).toEqual([]);
  });
});

describe('a cash threshold (h77f42d, cause 19)', () => {
  it('a sum below which payment may be made in cash is no amount', () => {
    expect(amounts('FLOWER SUPPLY CONTRACT', 'The price is 1 250 KMF per kilogram.', 'Each delivery is paid by transfer or, for sums below 50 000 KMF, in cash against a receipt.')).toEqual(['1250 KMF']);
    expect(amounts('SUPPLY CONTRACT', 'The price is USD 40 per bag.', 'Payments of less than USD 500 may be made in cash.')).toEqual(['40 USD']);
    expect(amounts('SUPPLY CONTRACT', 'The price is USD 40 per bag.', 'Invoices not exceeding USD 300 may be settled in cash.')).toEqual(['40 USD']);
  });
  it('near misses: a price paid in cash, a bound with no cash', () => {
    expect(amounts('SUPPLY CONTRACT', 'The Buyer pays a fee of USD 500, payable in cash on delivery.')).toEqual(['500 USD']);
    expect(amounts('SUPPLY CONTRACT', 'The Buyer pays an advance of USD 500 in cash on signing.')).toEqual(['500 USD']);
    expect(amounts('SUPPLY CONTRACT', 'Payments of less than USD 500 are paid by cheque; the price is USD 900 per month, paid in cash.')).toEqual(['500 USD', '900 USD']);
  });
});

describe('a notice period in a sentence about paying (h77f42d, cause 20)', () => {
  const RENT = 'The Lessee pays a rent of USD 20 per week.';
  it('is neither a term nor a payment term', () => {
    for (const s of [
      'If the Lessee fails to pay two weekly rents, the Lessor may take back the motorcycle after a notice of three (3) days.',
      'If the Tenant fails to pay the rent, the Owner may terminate this agreement on a notice period of 14 days.',
      'Where the Buyer does not pay, the Seller may suspend deliveries on written notice of not less than seven (7) days.',
      'If the Lessee fails to pay two weekly rents, the Owner may terminate on seven days\' notice.',
    ]) {
      expect(terms('MOTORCYCLE RENTAL CONTRACT', RENT, s), s).toEqual([]);
      expect(paymentTerms('MOTORCYCLE RENTAL CONTRACT', RENT, s), s).toEqual([]);
    }
  });
  it('near misses: the time to pay stays, beside a notice too', () => {
    expect(paymentTerms('MOTORCYCLE RENTAL CONTRACT', RENT, 'The Lessee shall pay each invoice within seven (7) days of receipt.')).toEqual(['7 days']);
    expect(paymentTerms('MOTORCYCLE RENTAL CONTRACT', RENT, 'After a notice of default the Lessee shall pay the arrears within ten (10) days.')).toEqual(['10 days']);
  });
});

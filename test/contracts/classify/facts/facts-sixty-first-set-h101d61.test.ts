/**
 * Facts set 61's causes (issue 18, h101d61), each decided on sentences written for it (none from the set), near misses
 * kept:
 * - 12, 13, 15: the denar's "den.", the bare "drams" and "KM" after a whole figure as raw marks named by the contract's
 *   country (local-currency.ts), "AMD" after a grouped figure (sysent's currency-units.ts);
 * - 14: a currency named in words at the end of a table's header cell (facts/table-money.ts);
 * - 9: a "Start:" field (facts.ts); an e-mail's "Sent:" header dates nothing still (sets 50, 52 and 56's expectations);
 * - 7: a loan repaid by a day, a loan's last instalment falling due (facts/debt-falls-due.ts);
 * - 16: a retainer that runs for a length (facts/agreement-terms.ts).
 */
import { describe, expect, it } from 'vitest';
import { amounts, dates, distinctCurrencies, terms, types } from '../facts-readers.js';

describe('marks after the figure named by the contract\'s country (causes 12, 13, 15)', () => {
  it('"den." in a contract made in North Macedonia', () => {
    expect(amounts('KAYAK RENTAL AGREEMENT', 'Made in Struga, North Macedonia.', 'The rent is 1.200 den. per day and the deposit 5.000 den.')).toEqual(['1200 MKD', '5000 MKD']);
    expect(amounts('KAYAK RENTAL AGREEMENT', 'Made in Bitola.', 'The price is 650 den. for each hour.')).toEqual(['650 MKD']);
  });
  it('near miss: "den" under a contract naming no such country is no money', () => {
    expect(amounts('AGREEMENT', 'Made in Brno.', 'The price is 1 den for the rest.')).toEqual([]);
    expect(distinctCurrencies('AGREEMENT', 'Made in Brno.', 'The fee is 1.200 den. per day.')).toEqual([]);
  });
  it('"AMD" after a grouped figure and "drams" in an Armenian contract', () => {
    expect(amounts('TOUR AGREEMENT', 'Gyumri, 4 May 2044', 'The price of the tour is 240 000 AMD per person.')).toEqual(['240000 AMD']);
    expect(amounts('TOUR AGREEMENT', 'Yerevan, 4 May 2044', 'The Client pays an advance of 30 000 (thirty thousand) drams on signing.')).toEqual(['30000 AMD']);
  });
  it('near misses: a count before "AMD", drams of a spirit under no Armenian place', () => {
    expect(amounts('SUPPLY AGREEMENT', 'The price of the servers with 2 AMD processors is EUR 4,000.')).toEqual(['4000 EUR']);
    expect(amounts('TASTING AGREEMENT', 'Made in Edinburgh.', 'Each guest is poured 2 drams of whisky; the fee is GBP 40.')).toEqual(['40 GBP']);
  });
  it('"KM" after a whole figure in a contract naming Bosnia and Herzegovina', () => {
    expect(amounts('CLEANING AGREEMENT', 'Made in Tuzla, Bosnia and Herzegovina.', 'The monthly fee is 320 KM plus VAT; each extra visit costs 40 KM.')).toEqual(['320 BAM', '40 BAM']);
  });
  it('near miss: "KM" after a whole figure elsewhere is a distance', () => {
    expect(amounts('TRANSPORT AGREEMENT', 'Made in Zagreb.', 'The route is 320 KM long; the price is EUR 900.')).toEqual(['900 EUR']);
  });
});

describe('a currency named in words in a table\'s header (cause 14)', () => {
  it('after a comma or in brackets', () => {
    expect(amounts('SALE CONTRACT', 'Item | Quantity | Price, somoni | Amount, somoni', 'Cotton thread | 10 | 120 | 1 200')).toEqual(['120 TJS', '1200 TJS']);
    expect(amounts('SALE CONTRACT', 'Item | Quantity | Amount (euros)', 'Garden chairs | 4 | 360')).toEqual(['360 EUR']);
  });
  it('near misses: a weight\'s pounds, a currency word not at the cell\'s end', () => {
    expect(amounts('SALE CONTRACT', 'Item | Weight, pounds | Count', 'Flour | 50 | 3')).toEqual([]);
    expect(amounts('SALE CONTRACT', 'Item | Somoni notes counted | Count', 'Cash box | 50 | 3')).toEqual([]);
  });
});

describe('a "Start:" field (cause 9)', () => {
  it('"Start:" as a field, bulleted or not', () => {
    expect(dates('SUPPORT OFFER', '- Start: 1 June 2044; the support runs for six months.').effective).toEqual(['2044-06-01']);
    expect(dates('SERVICE AGREEMENT', 'Start: 15 January 2045').effective).toEqual(['2045-01-15']);
  });
  it('near miss: a warranty\'s start', () => {
    expect(dates('SERVICE AGREEMENT', 'Warranty start: 15 January 2046').effective).toEqual([]);
  });
});

describe('a loan repaid by a day (cause 7)', () => {
  it('repaid in full by, no later than, a loan\'s last instalment', () => {
    expect(dates('LOAN AGREEMENT', 'The loan must be repaid in full by 30 June 2045.').termination).toEqual(['2045-06-30']);
    expect(dates('LOAN AGREEMENT', 'The whole loan shall be repaid no later than 1 May 2046.').termination).toEqual(['2046-05-01']);
    expect(dates('LOAN AGREEMENT', 'The Borrower repays the loan in six instalments; the last instalment falls due on 5 December 2045.').termination).toEqual(['2045-12-05']);
  });
  it('near misses: a sale\'s last instalment, an instalment of the loan', () => {
    expect(dates('SALE CONTRACT', 'The Buyer pays the price in six instalments; the last instalment falls due on 5 December 2045.').termination).toEqual([]);
    expect(dates('LOAN AGREEMENT', 'The first instalment of the loan must be repaid by 5 July 2045.').termination).toEqual([]);
  });
});

describe('a retainer that runs for a length (cause 16)', () => {
  it('runs, lasts, renews', () => {
    expect(terms('SUPPORT OFFER', 'The retainer runs for six months and renews for another six months.')).toEqual(['180 days', '180 days']);
    expect(terms('ADVICE LETTER', 'The retainer lasts one (1) year.')).toEqual(['365 days']);
  });
  it('near miss: the retainer as a fee', () => {
    expect(terms('SUPPORT OFFER', 'A monthly retainer of EUR 300 covers up to 5 hours of work.')).toEqual([]);
  });
});

describe('"Date:" after the signer\'s name on its line (cause 10)', () => {
  const letter = (line: string) => dates('Dear Ms Rossi,', 'We engage your choir for our dinner; the fee is EUR 900, paid within 5 days of the dinner, and this letter will be our agreement once you sign it.', 'Agreed on behalf of the choir:', line);
  it('a column\'s gap between the name (and its title) and the field', () => {
    expect(letter('Giulia Rossi, conductor        Date: 14 March 2044').effective).toEqual(['2044-03-14']);
    expect(letter('Giulia Rossi      Date: 15 March 2044').effective).toEqual(['2044-03-15']);
    expect(letter('Giulia Rossi, conductor Date: 16 March 2044').effective).toEqual(['2044-03-16']);
  });
  it('near miss: a row of terms in the body', () => {
    expect(dates('SERVICE AGREEMENT', 'Payment Schedule, second part Date: 1 April 2044', 'The Client shall pay the fees under this Agreement within the days set out in the payment schedule, by bank transfer to the account the Supplier names in its invoice, and the Supplier shall not suspend the services for a late payment before a reminder.').effective).toEqual([]);
  });
});

describe('the slashed dates\' order when US dollars stand beside another money (h80f45d narrowed)', () => {
  const form = (money: string) => dates('BOOKING FORM', `The price is ${money}.`, 'Date: 06/03/2044');
  it('US dollars beside the local money: day first', () => {
    expect(form('KHR 400,000 and a deposit of US$ 50').effective).toEqual(['2044-03-06']);
  });
  it('near misses: US dollars alone, or a US place, keep the month first', () => {
    expect(form('US$ 50').effective).toEqual(['2044-06-03']);
    expect(dates('BOOKING FORM', 'The price is KHR 400,000 and US$ 50, paid in Austin, Texas.', 'Date: 06/03/2044').effective).toEqual(['2044-06-03']);
  });
});

describe('an hour between commas after a range\'s first date (cause 6)', () => {
  it('"from <date>, <hour>, to <date>, <hour>"', () => {
    expect(dates('CAR HIRE FORM', 'Hire period: from 02.05.2044, 08:30 h, to 05.05.2044, 18:00 h (4 days)')).toEqual({ effective: ['2044-05-02'], termination: ['2044-05-05'] });
    expect(dates('CAR HIRE FORM', 'The hire runs from 2 May 2044, 8:30 am, to 5 May 2044, 6:00 pm.')).toEqual({ effective: ['2044-05-02'], termination: ['2044-05-05'] });
  });
  it('near miss: the hours of one day', () => {
    expect(dates('CAR HIRE FORM', 'The car may be collected from 2 May 2044, 08:30, to 18:00 at the desk.')).toEqual({ effective: [], termination: [] });
  });
});

describe('an e-mail that forms "our <kind> agreement" in small letters (cause 17)', () => {
  it('the kind in the body\'s sentence', () => {
    expect(types('Dear Mr Novak,', 'We offer to service your boilers twice a year for EUR 180.', 'If you agree, your reply and this e-mail will form our boiler maintenance agreement.')).toEqual(['boiler maintenance agreement']);
  });
  it('near miss: another party\'s agreement', () => {
    expect(types('Dear Mr Novak,', 'We offer to service your boilers twice a year for EUR 180.', 'This e-mail does not change the terms of the supply agreement of your landlord.')).toEqual([]);
  });
});

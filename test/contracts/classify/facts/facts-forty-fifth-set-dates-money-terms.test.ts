/**
 * Facts set 45's causes 13–23 (issue 18, h80f45d), each decided on sentences written for it, near misses kept:
 * - 13: a year-first slashed date two centuries before the contract's others is another calendar's (other-calendars.ts);
 * - 14: a range of days in one month gives both days (day-ranges.ts);
 * - 15: ambiguous slashed dates with none to tell the order read day first unless the money or places are a
 *   month-first country's (date-order.ts);
 * - 16: a quotation's or order's date with its number before "dated", or a party's own paper (date-kinds.ts);
 * - 20: a charter's length, a thing let to a party for a time (agreement-terms.ts lettingFor);
 * - 21: a time before an event is no payment term (agreement-terms.ts isNoPaymentPeriod);
 * - 22, 23: titles "<kind> WITH <noun>" and "<subject> – <kind>" (contract-types.ts);
 * - 17: "£", "FK£" and the bare "pounds" of the territory the contract names (local-currency.ts);
 * - 18: a form's fee row "<label>: <sum>" (fee-rows.ts);
 * - 19: "Rls." and "Rials" of the country the contract names (currency-units.ts, local-currency.ts);
 */
import { describe, expect, it } from 'vitest';
import type { NumericFact } from '../../../../src/contracts/classify/numbers/numeric-fact.js';
import { isOtherCalendarDate } from '../../../../src/contracts/classify/facts/other-calendars.js';
import { amounts, dates, distinctCurrencies, effective, facts, paymentTerms, terms } from '../facts-readers.js';

describe('the pound of the territory the contract names (h80f45d, cause 17)', () => {
  it('the Falklands, Gibraltar and Saint Helena write their own pound with "£"', () => {
    const fk = ['GRAZING LICENCE', 'This licence is made between Goose Green Holdings Limited of Stanley, Falkland Islands, and Peter Clifton.', 'The Licensee shall pay £2.50 per cow per week, that is £310.00 per week, and a late fee of FK£40.00.'];
    expect(amounts(...fk)).toEqual(['2.5 FKP', '310 FKP', '40 FKP']);
    expect(distinctCurrencies(...fk)).toEqual(['FKP']);
    const gi = ['STORAGE AGREEMENT', 'Between Rock Storage Limited, Main Street, Gibraltar, and Anna Ferrary.', 'The fee is £120.00 per month and the deposit is 300 pounds.'];
    expect(amounts(...gi)).toEqual(['120 GIP', '300 GIP']);
    const sh = ['MOORING AGREEMENT', 'Between Jamestown Marine Limited, St Helena Island, and John Leo.', 'The fee is £75.00 per month.'];
    expect(amounts(...sh)).toEqual(['75 SHP']);
  });
  it('the territory\'s pound named in words', () => {
    expect(amounts('STORAGE AGREEMENT', 'The fee is 120 Gibraltar pounds per month and the deposit is 200 Falkland Islands pounds.')).toEqual(['120 GIP', '200 FKP']);
  });
  it('near misses: Guernsey\'s pound, sterling written out, two territories, none', () => {
    expect(amounts('CAR HIRE AGREEMENT', 'Between Island Cars Limited, St Peter Port, Guernsey, and John Leo.', 'The fee is £75.00 per day.')).toEqual(['75 GBP']);
    expect(amounts('OFFICE LEASE', 'Between Harbour Estates Limited, Line Wall Road, Gibraltar, and Brightline Limited.', 'The rent is £1,500.00 per month, payable in pounds sterling.')).toEqual(['1500 GBP']);
    expect(amounts('OFFICE LEASE', 'Between Harbour Estates Limited, Gibraltar, and Brightline Limited.', 'The rent is GBP 1,500.00 per month and the deposit is £3,000.00.')).toEqual(['1500 GBP', '3000 GBP']);
    expect(amounts('SUPPLY AGREEMENT', 'Between Harbour Foods Limited of London and Stanley Supplies Limited.', 'The price is £900.00 per delivery to Gibraltar and the Falkland Islands.')).toEqual(['900 GBP']);
    expect(amounts('SUPPLY AGREEMENT', 'Between Harbour Foods Limited of London and Stanley Supplies Limited.', 'The price is £900.00 per delivery.')).toEqual(['900 GBP']);
  });
});

describe('"Rls." and "Rials" of the country the contract names (h80f45d, cause 19)', () => {
  it('before and after the figure, under an Iranian and an Omani contract', () => {
    const ir = ['TRANSLATION CONTRACT', 'This contract is made in Tehran between Arya Publishing Company and Mr. Reza Karimi.', 'The fee is Rls. 48,000,000 (forty-eight million Rials), payable within 10 days of delivery.', 'The bonus is 5,000,000 Rials and the expenses Rls 2,500,000.'];
    expect(amounts(...ir)).toEqual(['48000000 IRR', '5000000 IRR', '2500000 IRR']);
    expect(distinctCurrencies(...ir)).toEqual(['IRR']);
    expect(amounts('CLEANING CONTRACT', 'This contract is made in Muscat, Oman between Al Noor Services LLC and Beta Trading LLC.', 'The monthly fee is Rials 450,000.')).toEqual(['450000 OMR']);
  });
  it('near misses: no country named, two named, a label', () => {
    expect(amounts('CONSULTING CONTRACT', 'Between Alpha Services Ltd and Beta Trading Ltd.', 'The fee is Rls. 45,000,000.')).toEqual([]);
    expect(amounts('CONSULTING CONTRACT', 'Between Alpha Services Ltd of Muscat and Beta Trading Ltd of Doha.', 'The fee is Rls. 45,000,000.')).toEqual([]);
    expect(amounts('CONSULTING CONTRACT', 'Between Alpha Services Ltd of Tehran and Beta Trading Ltd.', 'The fee is IRR 9,000,000 under Table Rls 5.')).toEqual(['9000000 IRR']);
  });
});

describe('a form\'s fee row "<label>: <sum>" (h80f45d, cause 18)', () => {
  const FORM = ['SCOUT HUT HIRE FORM', 'Owner: Springfield Scout Group, Inc.', 'Hirer: Mary Jones (the "Hirer")'];
  it('rows naming what is paid for, with a bracket or a tax note after the sum', () => {
    expect(amounts(...FORM, 'Hut hire: $180.00', 'Use of the kitchen and crockery: $40.00', 'Benches and trestles (10 benches, 5 trestles): $25.00', 'Each extra hour: $30.00 (tax included)')).toEqual(['180 USD', '40 USD', '25 USD', '30 USD']);
    expect(amounts('BOAT HIRE FORM', 'Hire of the dinghy\nLife jackets: €12.50\nMooring for one night: €20.00')).toEqual(['12.5 EUR', '20 EUR']);
  });
  it('near misses: a measure\'s label, a list item, a sentence after the colon', () => {
    expect(amounts(...FORM, 'Share capital: $1,000.00', 'Insurance cover: $500,000.00', 'Maximum liability: $10,000.00', 'Annual turnover: $2,000,000.00')).toEqual([]);
    expect(amounts(...FORM, 'Note: $20.00 is kept for cleaning if the hut is left dirty.')).toEqual([]);
    expect(amounts(...FORM, 'The Group owns the following items:', '(a) Tents: $4,000.00')).toEqual([]);
  });
});

describe('a solar hijri date beside Gregorian ones (h80f45d, cause 13)', () => {
  it('a year-first slashed date centuries before the contract\'s others is none; the Gregorian one beside it is read', () => {
    expect(dates('INTERPRETATION CONTRACT', 'Date: 1415/11/20 (9 February 2037)', 'This contract is made in Tehran between Arya Events Company and Ms. Leila Ahmadi.')).toEqual({ effective: ['2037-02-09'], termination: [] });
    expect(dates('LEASE', 'This lease is made on 1404/07/15 (7 October 2025) and ends on 1405/07/14 (6 October 2026).')).toEqual({ effective: ['2025-10-07'], termination: ['2026-10-06'] });
  });
  it('the Bikram Sambat date stays none by its mark', () => {
    expect(dates('SUPPLY CONTRACT', 'This contract is made on 2093/01/15 B.S. (28 April 2036 A.D.) between Alpha Traders Pvt. Ltd. and Beta Ltd.').effective).toEqual(['2036-04-28']);
  });
  it('near misses: a year-first date of the same era, an older one under two centuries', () => {
    expect(dates('SERVICES CONTRACT', 'This contract is made on 2037/03/03 between Alpha Ltd and Beta Ltd.').effective).toEqual(['2037-03-03']);
    expect(dates('SERVICES CONTRACT', 'This contract is made on 3 March 2037 between Alpha Ltd and Beta Ltd.', 'The work starts on 2037/04/01.').effective.sort()).toEqual(['2037-03-03', '2037-04-01']);
    const at = (text: string, value: string) => ({ type: 'DateTime', value, begin: 0, end: text.length } as NumericFact);
    expect(isOtherCalendarDate('1901/05/01', at('1901/05/01', '1901-05-01'), 2037)).toBe(false);
    expect(isOtherCalendarDate('1416/05/01', at('1416/05/01', '1416-05-01'), 2037)).toBe(true);
    expect(isOtherCalendarDate('1 May 1416', at('1 May 1416', '1416-05-01'), 2037)).toBe(false);
  });
});

describe('a range of days in one month (h80f45d, cause 14)', () => {
  const HEAD = ['EVENT SERVICES CONTRACT', 'This contract is made on 3 March 2037 between Alpha Events Ltd and Beta Fairs Ltd.'];
  it('"from 14 to 18 June", a dash, a bracket after another calendar\'s range', () => {
    expect(dates(...HEAD, 'The term of this agreement is from 14 to 18 June 2037.')).toEqual({ effective: ['2037-06-14', '2037-03-03'], termination: ['2037-06-18'] });
    expect(dates(...HEAD, 'This Agreement runs 20–23 July 2037.')).toEqual({ effective: ['2037-07-20', '2037-03-03'], termination: ['2037-07-23'] });
    expect(dates(...HEAD, 'The term of this agreement is from 1416/03/14 to 1416/03/18 (4 to 8 June 2037). Working hours are from 9:00 to 17:00.')).toEqual({ effective: ['2037-06-04', '2037-03-03'], termination: ['2037-06-08'] });
  });
  it('near misses: an event\'s days, numbers of items before a date, a day after the second', () => {
    expect(dates(...HEAD, 'The fair is held on 20–23 July 2037 in Hall 4.')).toEqual({ effective: ['2037-03-03'], termination: [] });
    expect(dates(...HEAD, 'The Supplier delivers items 9 to 12 on 14 May 2037.')).toEqual({ effective: ['2037-03-03'], termination: [] });
    expect(dates(...HEAD, 'This Agreement runs from 1 June 2037 until 30 September 2037.')).toEqual({ effective: ['2037-06-01', '2037-03-03'], termination: ['2037-09-30'] });
  });
});

describe('ambiguous slashed dates with no other to tell the order (h80f45d, cause 15)', () => {
  const form = (money: string, place: string) => ['CAR HIRE BOOKING FORM', `Island Cars Limited, Main Street, ${place}`, `Hire fee: ${money}`, 'Date: 04/03/2037'];
  it('day first under money of a day-first country, or none', () => {
    expect(effective(...form('£495.00', 'Gibraltar'))).toEqual(['2037-03-04']);
    expect(effective(...form('€495.00', 'Valletta, Malta'))).toEqual(['2037-03-04']);
    expect(effective(...form('NZD 495.00', 'Auckland'))).toEqual(['2037-03-04']);
    expect(effective('SERVICES AGREEMENT', 'This Agreement was concluded on 05/03/2037 between the parties.')).toEqual(['2037-03-05']);
  });
  it('near misses: US dollars, a bare "$", Canadian dollars, pesos of the Philippines, a US place', () => {
    expect(effective(...form('USD 495.00', 'Majuro'))).toEqual(['2037-04-03']);
    expect(effective(...form('$495.00', 'Majuro'))).toEqual(['2037-04-03']);
    expect(effective(...form('CAD 495.00', 'Toronto'))).toEqual(['2037-04-03']);
    expect(effective(...form('PHP 495.00', 'Makati'))).toEqual(['2037-04-03']);
    expect(effective(...form('£495.00', 'Austin, Texas'))).toEqual(['2037-04-03']);
  });
});

describe('another paper\'s date with its number before "dated" (h80f45d, cause 16)', () => {
  const HEAD = ['SHUTTER INSTALLATION CONTRACT', 'THIS CONTRACT is made the 5th day of March, 2037 BETWEEN ALPHA SHUTTERS LTD. (the "Contractor") and JOHN BROWN (the "Owner").'];
  it('a quotation, an order cited by number, a party\'s own paper: none', () => {
    expect(effective(...HEAD, 'WHEREAS the Owner has accepted the Contractor\'s Quotation No. 2037/118 dated 14th February, 2037 for the supply of shutters.')).toEqual(['2037-03-05']);
    expect(effective(...HEAD, 'WHEREAS the Owner accepted its quotation No. 44 dated 14 February 2037.')).toEqual(['2037-03-05']);
    expect(effective(...HEAD, 'WHEREAS the Owner placed our order ref. PO-7781 dated 14 February 2037.')).toEqual(['2037-03-05']);
  });
  it('near miss: this contract\'s own number and date', () => {
    expect(effective(...HEAD, 'This Contract No. 44 dated 14 February 2037 takes effect on signing.')).toEqual(['2037-03-05', '2037-02-14']);
  });
});

describe('a charter\'s length and a thing let for a time (h80f45d, cause 20)', () => {
  const HEAD = ['VESSEL CHARTER AGREEMENT', 'This agreement is made on 2 May 2037 between Bosaso Boat Owners Ltd (the "Owner") and Ocean Survey Institute (the "Charterer").'];
  it('"lets … to the Charterer for", "is chartered to … for", "This charter is for"', () => {
    expect(terms(...HEAD, '1. Hire period. The Owner lets the vessel, with its master and a crew of three, to the Charterer for coastal survey work for twenty (20) days at sea, starting on 10 July 2037.')).toEqual(['20 days']);
    expect(terms(...HEAD, 'The Owner lets the vessel to the Charterer for a period of two (2) months, starting on 10 July 2037.')).toEqual(['60 days']);
    expect(terms(...HEAD, 'The vessel is chartered to the Institute for twelve (12) days.')).toEqual(['12 days']);
    expect(terms(...HEAD, 'This charter is for twenty-five (25) days.')).toEqual(['25 days']);
  });
  it('near misses: a party let do something, a letting with no party, a time to repair', () => {
    expect(terms(...HEAD, 'The Owner lets the Charterer inspect the vessel for two (2) days before sailing.')).toEqual([]);
    expect(terms(...HEAD, 'The Owner lets rooms in the harbour for ten (10) days each season.')).toEqual([]);
    expect(terms(...HEAD, 'The Owner lets the vessel to the Charterer and shall repair any damage within ten (10) days.')).toEqual([]);
  });
});

describe('a time before an event is no payment term (h80f45d, cause 21)', () => {
  const HEAD = ['BAND HIRE AGREEMENT', 'This agreement is made on 2 May 2037 between Tide Band Ltd (the "Band") and Mary Lowe (the "Client").'];
  it('a balance paid days before the party, payable weeks prior to the wedding: none', () => {
    expect(paymentTerms(...HEAD, 'The balance must be paid in full no later than twelve (12) days before the party.')).toEqual([]);
    expect(terms(...HEAD, 'The balance must be paid in full no later than twelve (12) days before the party.')).toEqual([]);
    expect(paymentTerms(...HEAD, 'Balance due: £400.00, payable no later than 21 days prior to the wedding date.')).toEqual([]);
    expect(paymentTerms(...HEAD, 'The deposit is paid at least fourteen (14) days ahead of the event.')).toEqual([]);
  });
  it('near misses: days to pay after the event or after an invoice stay payment terms', () => {
    expect(paymentTerms(...HEAD, 'The balance is paid within twelve (12) days after the party.')).toEqual(['12 days']);
    expect(paymentTerms(...HEAD, 'The Client pays each invoice within 21 days of its date.')).toEqual(['21 days']);
  });
});

describe('titles "<kind> WITH <noun>" and "<subject> – <kind>" (h80f45d, causes 22–23)', () => {
  const BODY = 'This agreement is made on 2 May 2037 between Alpha Tours Ltd (the "Carrier") and Beta School (the "Client").';
  const types = (title: string) => {
    const texts = [title, BODY];
    return facts(...texts).contract_types.map((t) => t.text_normalized ?? texts[t.span.element].slice(t.span.begin, t.span.end));
  };
  it('what the hire comes with is no part of the kind', () => {
    expect(types('BUS HIRE CONTRACT WITH DRIVER')).toEqual(['BUS HIRE CONTRACT']);
    expect(types('Minibus Rental Agreement with a Driver')).toEqual(['Minibus Rental Agreement']);
    expect(types('EXCAVATOR HIRE CONTRACT WITH OPERATOR')).toEqual(['EXCAVATOR HIRE CONTRACT']);
  });
  it('a form\'s subject, a dash, its kind', () => {
    expect(types('Prom Limousine Hire – Booking Form and Agreement')).toEqual(['Booking Form and Agreement']);
    expect(types('Bouncy Castle Hire - Hire Agreement')).toEqual(['Bouncy Castle Hire - Hire Agreement']);
  });
  it('near misses: a dash with no agreement noun after it, a sentence', () => {
    expect(types('Hall Hire – Booking Form')).toEqual([]);
    expect(types('We refer to the hire – our agreement')).toEqual([]);
  });
});

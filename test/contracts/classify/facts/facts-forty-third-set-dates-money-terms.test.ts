/**
 * Facts set 43's causes 17–24 (issue 18, h77f43d), each decided on sentences written for it, near misses kept:
 * - 17: a "Date:" line's slashed date in the document's order (date-order.ts, already so at the base: kept here);
 * - 18: "concluded in the city of <Place> on <date>", "Made in the town of <Place> on …" (place-of-making.ts TOWN_OF);
 * - 19: "<Place> den <date>" without a comma as a signing line (facts.ts PLACE_BEFORE);
 * - 20–22: "YR", "Nakfa"/"Nfa"/"Nfk", the CFA franc in two words, a currency named only inside the figure's bracketed
 *   words, FCFA under a contract naming only Bissau (currency.ts, currency-units.ts, local-currency.ts);
 * - 23: the months a recurring price is payable for are no term and no payment term (agreement-terms.ts);
 * - 24: "paid for each delivery, <an aside>, within N days" is a payment term (facts.ts PAYMENT).
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies, effective, paymentTerms, terms } from '../facts-readers.js';

describe('slashed dates in the document\'s order (h77f43d, cause 17)', () => {
  it('a "Date:" line and a "starting from" date follow the other slashed dates\' day-first order', () => {
    expect(effective('CATERING AGREEMENT', 'Date: 06/02/2037', 'The Client pays the balance no later than 25/07/2037.')).toContain('2037-02-06');
    expect(effective('CATERING AGREEMENT', 'Date: 06/02/2037', 'The Client pays the balance no later than 25/07/2037.')).not.toContain('2037-06-02');
  });
});

describe('the town named as a town (h77f43d, cause 18)', () => {
  it('"concluded in the city of <Place> on <date>" and "Made in the town of <Place> on <date>"', () => {
    expect(effective('GOODS SUPPLY CONTRACT', 'This contract was concluded in the city of Taiz on 9 March 2037 between:', '1. Al-Amal Trading Establishment (the "Supplier"); and', '2. Taiz Private Clinic (the "Buyer").')).toEqual(['2037-03-09']);
    expect(effective('MAINTENANCE CONTRACT', 'The Contractor shall service the pumps of the Client.', 'This contract was made in the town of Bafatá on 4 June 2037 between the parties.')).toEqual(['2037-06-04']);
  });
  it('near misses: a payment made in a city, a delivery in the city of a place', () => {
    expect(effective('GOODS SUPPLY CONTRACT', 'A payment made in the city of Taiz on 9 March 2037 is refunded.')).toEqual([]);
    expect(effective('GOODS SUPPLY CONTRACT', 'The goods are delivered in the city of Taiz on 9 March 2037.')).toEqual([]);
  });
});

describe('"<Place> den <date>" (h77f43d, cause 19)', () => {
  it('the Nordic article without a comma, over the signing company', () => {
    expect(effective('SPONSORSHIP AGREEMENT', 'The Sponsor pays the Club EUR 9 000 for the season.', 'This agreement has been made in two copies, one for each party.', 'Vasa den 12.3.2037', 'Kustbygg Ab', 'Anna Berg, verkställande direktör')).toEqual(['2037-03-12']);
  });
  it('near misses: a place and a date with nothing between, a delivery row', () => {
    expect(effective('SPONSORSHIP AGREEMENT', 'The Sponsor pays the Club EUR 9 000 for the season.', 'This agreement has been made in two copies, one for each party.', 'Vasa 12.3.2037', 'Kustbygg Ab', 'Anna Berg, verkställande direktör')).toEqual([]);
    expect(effective('SPONSORSHIP AGREEMENT', 'The Sponsor pays the Club EUR 9 000 for the season.', 'This agreement has been made in two copies, one for each party.', 'Delivery Vasa 12.3.2037', 'Kustbygg Ab', 'Anna Berg, verkställande direktör')).toEqual([]);
  });
});

describe('money in local spellings (h77f43d, causes 20–22)', () => {
  it('"YR" and the rial named in the bracket are Yemen\'s rial', () => {
    const doc = ['WELL DRILLING CONTRACT', 'The price of each metre drilled is YR 26,000 (twenty-six thousand Yemeni rials).', 'The price of a pump test is 90,000 (ninety thousand Yemeni rials).'];
    expect(amounts(...doc)).toEqual(['26000 YER', '90000 YER']);
    expect(distinctCurrencies(...doc)).toEqual(['YER']);
  });
  it('"Nakfa" and "Nfa" are Eritrea\'s nakfa', () => {
    const doc = ['TRUCK HIRE AGREEMENT', 'The hire is Nakfa 3,400.00 (three thousand four hundred Nakfa) per day. A deposit of Nfa 20,000.00 is paid on signing.'];
    expect(amounts(...doc)).toEqual(['3400 ERN', '20000 ERN']);
    expect(distinctCurrencies(...doc)).toEqual(['ERN']);
  });
  it('"F CFA", "CFA francs" under a contract naming only Bissau (XOF) or Malabo (XAF)', () => {
    expect(amounts('TRAINING CONTRACT', 'The fee is 180 000 F CFA per trainee, that is, 720 000 F CFA in all.', 'Made in Bissau, on 2 May 2037.')).toEqual(['180000 XOF', '720000 XOF']);
    expect(amounts('TRANSPORT CONTRACT', 'The price is 450 000 CFA francs per month.', 'In Malabo, on 2 May 2037.')).toEqual(['450000 XAF']);
  });
  it('near misses: the CFA franc under no franc country, a warranty\'s years, a bracket of litres', () => {
    expect(amounts('TRAINING CONTRACT', 'The fee is 180 000 F CFA per trainee.')).toEqual([]);
    expect(amounts('PUMP SUPPLY CONTRACT', 'The price of the pump is USD 1,200. The pump carries a 5 YR warranty.')).toEqual(['1200 USD']);
    expect(amounts('WATER SUPPLY CONTRACT', 'Each tanker holds 12,000 (twelve thousand litres) of water. The price of a tanker is USD 40.')).toEqual(['40 USD']);
  });
});

describe('a recurring price\'s months (h77f43d, cause 23)', () => {
  it('"a monthly price of …, payable for ten (10) months" and "a weekly fee of … for six (6) weeks" are no term', () => {
    const bus = ['SCHOOL TRANSPORT CONTRACT', 'The School will pay the Carrier a monthly price of 1.800.000 FCFA for two routes, payable for nine (9) months, from October to June. Each invoice is paid within ten (10) days of its presentation.'];
    expect(terms(...bus)).toEqual(['10 days']);
    expect(paymentTerms(...bus)).toEqual(['10 days']);
    expect(paymentTerms('CLEANING CONTRACT', 'The Client pays a weekly fee of EUR 300 for six (6) weeks, each invoice within seven (7) days of its receipt.')).toEqual(['7 days']);
  });
  it('near misses: a price paid within its days, "payable within" a time', () => {
    expect(paymentTerms('CLEANING CONTRACT', 'The monthly fee of EUR 900 is payable within fourteen (14) days of the invoice.')).toEqual(['14 days']);
    expect(paymentTerms('SUPPLY CONTRACT', 'The price is payable within thirty (30) days of delivery.')).toEqual(['30 days']);
  });
});

describe('paid for each delivery, with an aside (h77f43d, cause 24)', () => {
  it('"paid for each delivery, less …, within N days" is the time to pay', () => {
    expect(paymentTerms('GRAVEL SUPPLY AGREEMENT', 'The balance shall be paid for each delivery, less ten percent of its value for the advance, within 15 (fifteen) days after the delivery note is signed.')).toEqual(['15 days']);
  });
  it('near misses: an aside that is a clause of its own, no "within"', () => {
    expect(paymentTerms('GRAVEL SUPPLY AGREEMENT', 'The balance shall be paid for each delivery, and the Seller shall remove the spoil, within 15 (fifteen) days after the delivery.')).toEqual([]);
    expect(paymentTerms('GRAVEL SUPPLY AGREEMENT', 'The balance shall be paid for each delivery, less ten percent of its value for the advance.')).toEqual([]);
  });
});

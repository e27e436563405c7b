/**
 * Facts set 53's causes 12–19 (issue 18, h92fd), each decided on sentences written for it, near misses kept:
 * - 12: a whole debt that falls due on a day ends the contract (facts/debt-falls-due.ts);
 * - 13: a notarial deed's opening date, in words, the year perhaps on its own line (facts/deed-openings.ts), and a deed
 *   "drawn up and passed" at a place (document/place-of-making.ts);
 * - 14: a slashed date either order allows, read day first under an Australian form (facts/date-order.ts);
 * - 15: a "Season:" field gives the contract's start and end (facts.ts, facts/period-fields.ts);
 * - 16: the parties that "sign it" at a place on a day (facts/date-kinds.ts);
 * - 17: figures in brackets between a sum in words and its currency (numbers/bracketed-figure-money.ts);
 * - 18: "$1,200.00 M.N." is no million (nlu/sysent/number/atoms.ts), "$" under a Mexican contract is MXN
 *   (facts/local-currency.ts);
 * - 19: an acknowledgement of debt, a supply commitment, a title in capitals opening the first sentence
 *   (document/contract-types.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtFallsDueBefore } from '../../../../src/contracts/classify/facts/debt-falls-due.js';
import { deedOpeningDate } from '../../../../src/contracts/classify/facts/deed-openings.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { amounts, dates, distinctCurrencies, effective, termination, types } from '../facts-readers.js';

/** The elements as the deed reader takes them: each line with its numeric facts. */
const lines = (...texts: string[]) => texts.map((text) => ({ text, numeric: recognizeNumericFacts(text) }));

describe('a debt that falls due (cause 12)', () => {
  it('the whole debt or the loan falling due, or due and payable in full, ends the contract', () => {
    expect(dates('LOAN AGREEMENT', 'I repay 50 000 F CFA on 30 April 2040 and the rest after the sale of my goats. The whole debt falls due on 30 June 2040.')).toEqual({
      effective: [], termination: ['2040-06-30'],
    });
    expect(termination('PROMISSORY NOTE', 'The loan is due and payable in full on 1 December 2041.')).toEqual(['2041-12-01']);
    expect(termination('ACKNOWLEDGEMENT OF DEBT', 'The principal shall become due on 15 March 2042.')).toEqual(['2042-03-15']);
  });
  it('near misses: a part of the debt, interest, another sum falling due', () => {
    expect(termination('LOAN AGREEMENT', 'The first instalment of the loan falls due on 1 May 2040.')).toEqual([]);
    expect(termination('LOAN AGREEMENT', 'Interest on the loan is due on 1 June 2040.')).toEqual([]);
    expect(termination('SALE AGREEMENT', 'The balance of the price falls due on 1 July 2040.')).toEqual([]);
    expect(debtFallsDueBefore('The whole debt falls due on ')).toBe(true);
    expect(debtFallsDueBefore('The second tranche of the loan falls due on ')).toBe(false);
  });
});

describe('a notarial deed\'s opening date (cause 13)', () => {
  it('the year on its own line, the day under it, both in words', () => {
    expect(effective('No. 114', 'DEED OF GIFT', 'IN THE YEAR TWO THOUSAND AND FORTY,', 'ON THE THIRD OF MARCH,', 'AT FORT-DE-FRANCE, in the office of the notary,', 'BEFORE Maître Jean-Luc RAVEL, notary,', 'APPEARED:', 'Mrs. Rose Anne PLACIDE, retired teacher, …')).toEqual(['2040-03-03']);
  });
  it('on one line, or the day first with its year, or in figures', () => {
    expect(effective('DEED OF SALE', 'In the year two thousand and forty, on the third of March, before us, Maître Paul Henri, notary at Cayenne,', 'APPEARED: …')).toEqual(['2040-03-03']);
    expect(effective('DEED OF SALE', 'On the third of March, two thousand and forty, at Cayenne, before Maître Paul Henri, notary,', 'APPEARED: …')).toEqual(['2040-03-03']);
    expect(effective('DEED OF SALE', 'On 3 March 2040, at Cayenne, in the office of the notary,', 'BEFORE Maître Paul Henri,', 'APPEARED: …')).toEqual(['2040-03-03']);
  });
  it('a deed drawn up and passed at its place on a day', () => {
    expect(effective('DEED OF SALE', 'The Buyer pays the price today.', 'Drawn up and passed at Cayenne, in the office of the notary, on 3 March 2040.')).toEqual(['2040-03-03']);
  });
  it('near misses: a clause opening on a day, no appearance before a notary; a line past the opening', () => {
    expect(effective('SUPPLY AGREEMENT', 'On 3 March 2040, the Supplier delivers the first lot.')).toEqual([]);
    expect(deedOpeningDate(lines('DEED OF SALE', 'IN THE YEAR TWO THOUSAND AND FORTY,', 'ON THE THIRD OF MARCH,', 'the Seller sells the house.'))).toBeUndefined();
    expect(deedOpeningDate(lines('A', 'B', 'C', 'D', 'E', 'F', 'In the year 2040, on the 3rd of March,', 'BEFORE Maître Paul Henri'))).toBeUndefined();
    expect(deedOpeningDate(lines('DEED', 'In the year 2040, on the 3rd of March,', 'BEFORE Maître Paul Henri'))).toEqual({ element: 1, begin: 25, end: 37, value: '2040-03-03' });
  });
});

describe('a slashed date under an Australian form (cause 14)', () => {
  const form = (date: string) => ['NORTHERN GRAIN BROKERS PTY LTD', 'ACN 123 456 789 · 4 Wharf Street, Esperance WA 6450', 'CHAFF SUPPLY AGREEMENT', `Date: ${date}`, 'Price: $310.00 per tonne'];
  it('read day first, the year in four figures or two', () => {
    expect(effective(...form('04/02/2039'))).toEqual(['2039-02-04']);
    expect(effective(...form('04/02/39'))).toEqual(['2039-02-04']);
  });
  it('a dollar of the US keeps the US order; a day only day first can read tells it', () => {
    expect(effective('CHAFF SUPPLY AGREEMENT', 'Date: 04/02/2039', 'Price: $310.00 per tonne', 'Governing law: Texas')).toEqual(['2039-04-02']);
    expect(effective('CHAFF SUPPLY AGREEMENT', 'Date: 04/02/39', 'Signed: 13/02/39', 'Price: $310.00 per tonne')).toEqual(['2039-02-04', '2039-02-13']);
  });
  it('property: a date written in four figures or two reads the same under the same form', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 10, max: 39 }), (a, b, yy) => {
      const pad = (n: number) => String(n).padStart(2, '0');
      expect(effective(...form(`${pad(a)}/${pad(b)}/20${yy}`))).toEqual(effective(...form(`${pad(a)}/${pad(b)}/${yy}`)));
    }), { numRuns: 8 });
  });
});

describe('a "Season:" field (cause 15)', () => {
  it('gives the start and the end of a seasonal lease', () => {
    expect(dates('QUOTA LEASE', 'Season: 1 November 2040 to 31 October 2041')).toEqual({ effective: ['2040-11-01'], termination: ['2041-10-31'] });
    expect(dates('GRAZING LICENCE', 'Grazing season: 1 May 2041 to 30 September 2041')).toEqual({ effective: ['2041-05-01'], termination: ['2041-09-30'] });
  });
  it('near miss: a harvest\'s or a delivery\'s season is another act\'s window', () => {
    expect(dates('PURCHASE AGREEMENT', 'Harvest season: 1 May 2041 to 30 June 2041')).toEqual({ effective: [], termination: [] });
    expect(dates('PURCHASE AGREEMENT', 'Delivery season: 1 May 2041 to 30 June 2041')).toEqual({ effective: [], termination: [] });
  });
});

describe('the parties that sign it at a place on a day (cause 16)', () => {
  it('"the parties sign it in duplicate in <town>, <state>, on …" dates the signing', () => {
    expect(effective('SUPPLY CONTRACT', 'Having read this contract, the parties sign it in duplicate in Teotitlán del Valle, Oaxaca, on the 3rd of May of 2041.')).toEqual(['2041-05-03']);
    expect(effective('SUPPLY CONTRACT', 'The parties sign this contract in three copies at Tlaxcala on 3 May 2041.')).toEqual(['2041-05-03']);
  });
  it('near miss: another paper signed on a day', () => {
    expect(effective('SUPPLY CONTRACT', 'The Buyer signs the delivery note in Tlaxcala on 3 May 2041.')).toEqual([]);
  });
});

describe('figures in brackets before their currency (cause 17)', () => {
  it('the sum in words, its figures in brackets, the currency after the bracket', () => {
    expect(amounts('LOAN AGREEMENT', 'The Lender, of Bamako, Mali, lends the Borrower the sum of TWO HUNDRED THOUSAND (200 000) CFA francs.')).toEqual(['200000 XOF']);
    expect(amounts('LOAN AGREEMENT', 'The Lender lends the Borrower the sum of four thousand (4,000) euros.')).toEqual(['4000 EUR']);
  });
  it('near misses: a count in brackets is no money; money in the bracket is read as before', () => {
    expect(recognizeNumericFacts('for twelve (12) months').map((f) => f.type)).toEqual(['Number']);
    expect(amounts('SALE AGREEMENT', 'The price is TEN THOUSAND EUROS (10 000,00 €).')).toEqual(['10000 EUR']);
  });
});

describe('pesos written "$ … M.N." (cause 18)', () => {
  it('"M.N." after the figure is no million, and "$" under a Mexican contract is the peso', () => {
    const price = 'The price is $1,200.00 M.N. (one thousand two hundred pesos 00/100 M.N.) per tonne.';
    expect(amounts('SUPPLY CONTRACT', 'THE BUYER is a company incorporated under the laws of the United Mexican States.', price)).toEqual(['1200 MXN']);
    expect(distinctCurrencies('SUPPLY CONTRACT', 'Address: Calle Hidalgo 12, Puebla, Mexico.', price)).toEqual(['MXN']);
  });
  it('near misses: a figure with millions stays millions; "$" with no country stays the US dollar', () => {
    expect(recognizeNumericFacts('a budget of USD 2 M for the works').map((f) => [f.type, f.value])).toEqual([['Currency', '2000000']]);
    expect(amounts('SUPPLY CONTRACT', 'The price is $1,200.00 M.N. per tonne.')).toEqual(['1200 USD']);
  });
});

describe('types the list lacked (cause 19)', () => {
  it('an acknowledgement of debt, a supply commitment or undertaking', () => {
    expect(types('REPUBLIC OF MALI', 'ACKNOWLEDGEMENT OF DEBT', 'I, the undersigned, …')).toEqual(['ACKNOWLEDGEMENT OF DEBT']);
    expect(types('Debt Acknowledgment', 'I owe …')).toEqual(['Debt Acknowledgment']);
    expect(types('COOPÉRATIVE DES PLANTEURS DU SUD', 'GROWER\'S SUPPLY COMMITMENT – VANILLA', 'Surname: …')).toEqual(['GROWER\'S SUPPLY COMMITMENT']);
    expect(types('SUPPLY UNDERTAKING', 'The grower undertakes …')).toEqual(['SUPPLY UNDERTAKING']);
  });
  it('a title in capitals opening the first sentence', () => {
    const opening = 'AVOCADO PURCHASE CONTRACT entered into, on the one part, by HUERTAS DEL SUR, S.A. DE C.V., represented by its sole administrator, and, on the other part, by C. Ramón Díaz Luna, by his own right, according to the following clauses:';
    expect(types(opening, 'CLAUSES')).toEqual(['AVOCADO PURCHASE CONTRACT']);
  });
  it('near misses: a clause citing a commitment, a long opening sentence in small letters', () => {
    expect(types('Terms for growers', 'The Supplier keeps its supply commitment for each season.')).toEqual([]);
    expect(types('The mezcal supply contract entered into, on the one part, by a company that buys mezcal from producers of the region and, on the other part, by a producer of the village, runs for a year.')).toEqual([]);
  });
});

/**
 * Facts set 44's causes 7–13 (issue 18, h78f44d), each decided on sentences written for it, near misses kept:
 * - 7: a town and a date with one blank right under the title (place-date-lines.ts isPlaceBlankDateLine), the subtitle
 *   "for the printing of …" (contract-types.ts SUBTITLE_LINE);
 * - 8: "On <date>, (in the city of X,) this contract was concluded between:" (facts.ts EFFECTIVE_LOW);
 * - 9–11: kopecks, the Djiboutian franc and the Libyan dinar named by the contract's country (local-currency.ts);
 * - 12: words between "paid" and "within <count>" (facts.ts PAYMENT);
 * - 13: a number-only title line completed by the subtitle line under it (contract-types.ts).
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies, effective, facts, paymentTerms } from '../facts-readers.js';

const PARTIES = 'Limited Liability Company "Pechat", hereinafter referred to as the "Contractor", and Ivan Petrov, hereinafter referred to as the "Customer", have concluded this Contract as follows:';
const typeNames = (...items: string[]) => facts(...items).contract_types.map((t) => t.text_normalized);

describe('a town and a date with one blank under the title (h78f44d, cause 7)', () => {
  it('under a number-only title and its subtitle, with "city of" and a quoted day', () => {
    expect(effective('CONTRACT No. 14/P-2037', 'for the printing of a book', 'Vologda 12 March 2037', PARTIES)).toEqual(['2037-03-12']);
    expect(effective('SUPPLY CONTRACT No. 7', 'Kaluga 5 May 2037', PARTIES)).toEqual(['2037-05-05']);
    expect(effective('SUPPLY CONTRACT No. 7', 'city of Kaluga "05" May 2037', PARTIES)).toEqual(['2037-05-05']);
  });
  it('near misses: a version\'s stamp under the title, a line elsewhere, a schedule\'s row', () => {
    expect(effective('SUPPLY CONTRACT No. 7', 'Version 5 May 2037', PARTIES)).toEqual([]);
    expect(effective('SUPPLY CONTRACT No. 7', 'Updated 5 May 2037', PARTIES)).toEqual([]);
    expect(effective('SUPPLY CONTRACT No. 7', PARTIES, 'The goods are carried on the following dates:', 'Kaluga 5 May 2037')).toEqual([]);
    expect(effective('SUPPLY CONTRACT No. 7', 'Kaluga 5 May 2037 – Moscow 7 May 2037', PARTIES)).toEqual([]);
  });
});

describe('"On <date>, … this contract was concluded between:" (h78f44d, cause 8)', () => {
  it('with or without a comma, a weekday or a town', () => {
    expect(effective('RENTAL CONTRACT', 'On Sunday 12/04/2037, in the city of Misrata, this contract was concluded between:', 'The Lessee returns the generator by 31/10/2037.')).toEqual(['2037-04-12']);
    expect(effective('RENTAL CONTRACT', 'On 12 April 2037 this contract was concluded between:')).toEqual(['2037-04-12']);
  });
  it('near misses: a duty on a day, another contract concluded', () => {
    expect(effective('RENTAL CONTRACT', 'On 12 April 2037 the Buyer shall pay the deposit.')).toEqual([]);
    expect(effective('RENTAL CONTRACT', 'On 12 April 2037 the Lessee signs the delivery note and the Lessor concludes an insurance policy.')).toEqual([]);
  });
});

describe('money named by the contract\'s country (h78f44d, causes 9–11)', () => {
  it('"FD" under a contract naming Djibouti, "LD" under one naming Libya', () => {
    const dj = ['MAINTENANCE CONTRACT', 'Between the Ministry of Health of the Republic of Djibouti and Froid Services SARL.', 'The maintenance is paid at 15 000 FD per unit and 4 320 000 FD (four million three hundred and twenty thousand Djibouti francs) for the year.'];
    expect(amounts(...dj)).toEqual(['15000 DJF', '4320000 DJF']);
    expect(distinctCurrencies(...dj)).toEqual(['DJF']);
    const ly = ['GENERATOR RENTAL CONTRACT', 'Between Misrata Power Company and Al-Nour Clinic, Misrata, Libya.', 'The monthly rent is LD 4,800.000 and the deposit is 5,000.000 LD.'];
    expect(amounts(...ly)).toEqual(['4800 LYD', '5000 LYD']);
    expect(distinctCurrencies(...ly)).toEqual(['LYD']);
  });
  it('near misses: "FD" and "LD" under contracts naming neither country are no money', () => {
    expect(amounts('SERVICE CONTRACT', 'Between Springfield FD and Acme Pumps LLC, of Springfield, Illinois.', 'The FD 2,500.00 budget line pays the fee of $4,000.00.')).toEqual(['4000 USD']);
    expect(amounts('CONSTRUCTION CONTRACT', 'Between Acme Build Ltd and Beta Homes Ltd, London, England.', 'The price is GBP 250,000.00 and the LD 5,000.00 cap applies.')).toEqual(['250000 GBP']);
  });
  it('rubles and kopecks', () => {
    expect(amounts('PRINTING CONTRACT', 'The price of one copy of the Product is 148 rubles 50 kopecks.')).toEqual(['148.5 RUB']);
  });
});

describe('words between "paid" and "within" (h78f44d, cause 12)', () => {
  it('how, where and to whom the sum is paid, then the period', () => {
    expect(paymentTerms('HERDING CONTRACT', 'The remuneration is paid in cash to the Herder or to his brother at Socoura, against a receipt, within five (5) days following the end of each month.')).toEqual(['5 days']);
    expect(paymentTerms('HERDING CONTRACT', 'The bonus is paid, against a receipt, within 10 days after the sale.')).toEqual(['10 days']);
  });
  it('near misses: another clause, another duty, no count', () => {
    expect(paymentTerms('SUPPLY CONTRACT', 'The price is paid to the Agent, who returns the goods within 5 days.')).toEqual([]);
    expect(paymentTerms('SUPPLY CONTRACT', 'The price paid for goods delivered within 7 days is fixed.')).toEqual([]);
    expect(paymentTerms('SUPPLY CONTRACT', 'The Carrier is paid in cash, and the Seller ships the goods within 12 days.')).toEqual([]);
    expect(paymentTerms('SUPPLY CONTRACT', 'Transport to the site is paid within the price.')).toEqual([]);
  });
});

describe('a number-only title completed by its subtitle (h78f44d, cause 13)', () => {
  it('the subtitle in small letters or in capitals', () => {
    expect(typeNames('CONTRACT No. 14/P-2037', 'for the printing of a book', PARTIES)).toEqual(['Contract for the Printing of a Book']);
    expect(typeNames('CONTRACT No. 14/P-2037', 'FOR THE PRINTING OF A BOOK', PARTIES)).toEqual(['Contract for the Printing of a Book']);
  });
  it('near misses: a title with no number, a line under it that is no subtitle', () => {
    expect(typeNames('SUPPLY CONTRACT', 'for the supply of paper', PARTIES)).toEqual([undefined]);
    expect(typeNames('CONTRACT No. 14/P-2037', 'for the Supplier\'s account', PARTIES)).toEqual([undefined]);
  });
});

describe('an exchange rate is no amount (h78f44d, review hrev75\'s leftover)', () => {
  it('a sum per a currency\'s unit, to the unit, or either side of "1 EUR ="', () => {
    expect(amounts('SUPPLY CONTRACT', 'Between Acme SA of Bamako, Mali, and Beta SARL.', 'The price is 1 200 000 FCFA. It is converted at the parity of 655.957 francs CFA per euro.')).toEqual(['1200000 XOF']);
    expect(amounts('SUPPLY CONTRACT', 'The price is USD 40,000.00, converted at 3,750 SSP to the US dollar on the day of payment.')).toEqual(['40000 USD']);
    expect(amounts('SUPPLY CONTRACT', 'The price is EUR 12,000.00, paid in CHF at EUR 1 = CHF 0.95.')).toEqual(['12000 EUR']);
  });
  it('near misses: a price per unit of goods, per an amount of money, a sum paid to a fund named by a currency', () => {
    expect(amounts('SUPPLY CONTRACT', 'The price is USD 2.50 per pound of coffee.')).toEqual(['2.5 USD']);
    expect(amounts('SUPPLY CONTRACT', 'The fee is EUR 5.00 per EUR 1,000 of turnover.')).toEqual(['5 EUR', '1000 EUR']);
    expect(amounts('SUPPLY CONTRACT', 'The Buyer pays EUR 500.00 to the Euro Fund account.')).toEqual(['500 EUR']);
  });
});

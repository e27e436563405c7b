/**
 * Money as other countries' contracts write it (issue 18, h18money; docs/contracts.md "Money notations", the table
 * "Notations of other countries"): the Currency attributes, contract_amounts and contract_currencies of sentences
 * in Danish, Czech, Brazilian, Israeli, Swiss, German, Norwegian, Japanese, Indian and Mexican drafting.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { elements } from '../helpers.js';

const money = (text: string) =>
  recognizeNumericFacts(text).filter((f) => f.type === 'Currency').map((f) => `${text.slice(f.begin, f.end)}=${f.value} ${f.unit}`);
const amounts = (text: string) => classifyContract(elements(text)).contract_amounts.map((a) => a.text_normalized);
const currencies = (...texts: string[]) => classifyContract(elements(...texts)).contract_currencies.map((a) => a.text_normalized);

describe('each notation of the table, read with its amount and currency', () => {
  it.each([
    ['The Tenant shall pay a service charge of DKK 1.975 per quarter.', ['DKK 1.975=1975 DKK']],
    ['The Supplier shall pay a contractual penalty of CZK 50.000 for each breach.', ['CZK 50.000=50000 CZK']],
    ['The Buyer shall pay EUR 3.250.000,00 on Completion.', ['EUR 3.250.000,00=3250000 EUR']],
    ['The Client shall pay 2 750 000 € in three instalments.', ['2 750 000 €=2750000 EUR']],
    ["The Licensee shall pay a fee of CHF 18'750.– per year.", ["CHF 18'750.–=18750 CHF"]],
    ['A Contratante pagará R$ 6.850,00 por mês.', ['R$ 6.850,00=6850 BRL']],
    ['The Distributor shall pay ¥3,400,000 per quarter.', ['¥3,400,000=3400000 JPY']],
    ['The Company shall pay a retainer of Rs. 7,50,000 per month.', ['Rs. 7,50,000=750000 INR']],
    ['The Purchaser shall pay USD 2.75 million at closing.', ['USD 2.75 million=2750000 USD']],
    ['The Licensee shall pay NIS 96,000 plus VAT each year.', ['NIS 96,000=96000 ILS']],
    ['The Customer shall pay 30,000 NIS on signature.', ['30,000 NIS=30000 ILS']],
    ['The Consultant charges NOK 1 675 per hour.', ['NOK 1 675=1675 NOK']],
    ['The Client shall pay a fee of MXN $62,000.00 per month.', ['MXN $62,000.00=62000 MXN']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(money(text)).toEqual(expected);
  });
});

describe('contract amounts and currencies', () => {
  it('one dot group beside a currency is thousands', () => {
    expect(amounts('The Owner shall pay the Manager an annual fee of DKK 3.150 per unit.')).toEqual(['3150 DKK']);
    expect(amounts('The Buyer shall pay a deposit of 12.000 CZK.')).toEqual(['12000 CZK']);
  });
  it('a dinar of a thousand fils and a dollar price per gallon keep their decimals', () => {
    expect(amounts('The Customer shall pay a fee of KWD 2.500 per month.')).toEqual(['2.5 KWD']);
    expect(amounts('The Carrier shall charge a fuel surcharge of $3.129 per gallon.')).toEqual(['3.129 USD']);
  });
  it('the shekel as NIS: amounts and the currency ILS; the NIS 2 Directive names none', () => {
    expect(amounts('The Licensee shall pay an annual fee of NIS 96,000 plus VAT.')).toEqual(['96000 ILS']);
    expect(currencies('The fee is NIS 96,000 per year.')).toEqual(['ILS']);
    expect(currencies('The Processor shall comply with the NIS 2 Directive.')).toEqual([]);
  });
  it('"kr." names four crowns (Danish, Norwegian, Swedish, Icelandic): the raw mark, and no currency unless the contract names one country (h19f12)', () => {
    expect(money('The Tenant shall pay kr. 2.350 per month.')).toEqual(['kr. 2.350=2350 kr']);
    expect(currencies('The Tenant shall pay kr. 2.350 per month.')).toEqual([]);
    expect(amounts('The Tenant shall pay kr. 2.350 per month.')).toEqual([]);
  });
  it('Spanish words restating a Mexican figure are not read as money: the figure is the amount', () => {
    expect(amounts('The Client shall pay MXN $45,000.00 (cuarenta y cinco mil pesos 00/100 M.N.) per month.')).toEqual(['45000 MXN']);
  });
  it('a closer typeset with an en dash ends the figure: "EUR 4.800,–" is 4,800', () => {
    expect(amounts('The Licensee shall pay a monthly fee of EUR 4.800,– net.')).toEqual(['4800 EUR']);
  });
});

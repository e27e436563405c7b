/**
 * Money in the notations of other countries' contracts (issue 18, h18money): one dot group beside a currency, the
 * shekel written NIS, the Swiss and German closers typeset with an en dash. Contract-only readings are options of the
 * shared grammar (`moneyNotations`); a chat keeps the service's reading ("EUR 1.250" is 1.25 there).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numericMatches, numericSpans as read } from './helpers.js';
import { cpuClock, within } from '../../security/guard.js';

const chat = (text: string) => read(text, false);
const contract = (text: string) => read(text, true);

describe('one dot group beside a currency groups thousands in a contract', () => {
  it.each([
    ['a monthly fee of DKK 4.800 per flat', 'currency:DKK 4.800=4800 DKK'],
    ['a rent of 3.950 DKK per month', 'currency:3.950 DKK=3950 DKK'],
    ['a penalty of CZK 250.000 per breach', 'currency:CZK 250.000=250000 CZK'],
    ['o aluguel de R$ 2.700 por mês', 'currency:R$ 2.700=2700 BRL'],
    ['a deposit of € 7.500 on signature', 'currency:€ 7.500=7500 EUR'],
    ['a fee of 9.999 € per quarter', 'currency:9.999 €=9999 EUR'],
    ['a fee of MXN $15.000 per month', 'currency:MXN $15.000=15000 MXN'],
    ['a deductible of NOK 5.000 per claim', 'currency:NOK 5.000=5000 NOK'],
  ])('%s', (text, expected) => {
    expect(contract(text)).toEqual([expected]);
  });
  it('a chat keeps the service\'s reading: the dot is a decimal point', () => {
    expect(chat('a monthly fee of DKK 4.800 per flat')).toEqual(['currency:DKK 4.800=4.8 DKK']);
    expect(chat('a deposit of € 7.500 on signature')).toEqual(['currency:€ 7.500=7.5 EUR']);
  });
  it('a currency of a thousand minor units keeps three decimals: "KWD 3.750" is 3.75 dinars', () => {
    expect(contract('a fee of KWD 3.750 per unit')).toEqual(['currency:KWD 3.750=3.75 KWD']);
    expect(contract('a fee of OMR 1.125 per hour')).toEqual(['currency:OMR 1.125=1.125 OMR']);
  });
  it('the bare $ and £ keep a unit price quoted to a tenth of a cent', () => {
    expect(contract('a fuel surcharge at $2.899 per gallon')).toEqual(['currency:$2.899=2.899 USD']);
    expect(contract('diesel at £1.379 per litre')).toEqual(['currency:£1.379=1.379 GBP']);
  });
  it('no group without a currency beside it, nor a leading zero, nor a figure that takes a scale word', () => {
    expect(contract('a density of 2.350 applies')).toEqual(['number:2.350=2.35']);
    expect(contract('EUR 0.145 per kWh')).toEqual(['currency:EUR 0.145=0.145 EUR']);
    expect(contract('USD 2.750 million')).toEqual(['currency:USD 2.750 million=2750000 USD']);
  });
  it('two groups or a decimal comma were grouped already, in a chat too', () => {
    expect(contract('DKK 1.450.000')).toEqual(['currency:DKK 1.450.000=1450000 DKK']);
    expect(chat('DKK 1.450.000')).toEqual(['currency:DKK 1.450.000=1450000 DKK']);
    expect(contract('DKK 8.250,50')).toEqual(['currency:DKK 8.250,50=8250.5 DKK']);
  });
});

describe('the new Israeli shekel written NIS (contracts)', () => {
  it.each([
    ['a licence fee of NIS 75,000 plus VAT', 'currency:NIS 75,000=75000 ILS'],
    ['a fee of 12,500 NIS per month', 'currency:12,500 NIS=12500 ILS'],
    ['a guarantee of NIS 40.000', 'currency:NIS 40.000=40000 ILS'],
  ])('%s', (text, expected) => {
    expect(contract(text)).toEqual([expected]);
  });
  it('the EU\'s NIS 2 Directive is no money', () => {
    expect(contract('compliance with the NIS 2 Directive').filter((m) => m.startsWith('currency'))).toEqual([]);
    expect(contract('under the NIS2 Directive').filter((m) => m.startsWith('currency'))).toEqual([]);
  });
  it('a chat does not read NIS (no ISO code; the service\'s reading is unknown)', () => {
    expect(chat('a licence fee of NIS 75,000')).toEqual(['number:75,000=75000']);
  });
  it('the shekel by name, in every workspace', () => {
    expect(chat('a fee of 300 shekels')).toEqual(['currency:300 shekels=300 ILS']);
    expect(chat('2,000 new Israeli shekels')).toEqual(['currency:2,000 new Israeli shekels=2000 ILS']);
  });
});

describe('closers typeset with an en or em dash (contracts)', () => {
  it.each([
    ["CHF 8'400.– per month", "currency:CHF 8'400.–=8400 CHF"],
    ['EUR 6.300,– net', 'currency:EUR 6.300,–=6300 EUR'],
    ['4.500,— EUR', 'currency:4.500,— EUR=4500 EUR'],
  ])('%s', (text, expected) => {
    expect(contract(text)).toEqual([expected]);
  });
});

/** `digits` grouped by three from the right with `mark`. */
const group = (digits: string, mark: string): string => {
  const out: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) out.unshift(digits.slice(Math.max(0, end - 3), end));
  return out.join(mark);
};

describe('properties of grouped figures beside a currency (contracts)', () => {
  it('the value of a grouped figure is its digits, whatever the group mark and side of the currency', () => {
    const marks = fc.constantFrom('.', ' ', '\u00a0', '\u202f', "'", '\u2019', ',');
    const codes = fc.constantFrom('DKK', 'EUR', 'CZK', 'NOK', 'ILS', 'BRL', 'CHF', 'SEK');
    fc.assert(fc.property(fc.integer({ min: 1000, max: 999_999_999_999 }), marks, codes, fc.boolean(), (n, mark, code, before) => {
      const figure = group(String(n), mark);
      const text = before ? `a fee of ${code} ${figure} per month` : `a fee of ${figure} ${code} per month`;
      const money = numericMatches(text, true);
      expect(money.map((m) => [m.entity, m.value, m.unit])).toEqual([['sys-currency', n, code]]);
    }), { numRuns: 300 });
  });
  it('any run of digits, spaces, dots, apostrophes, dashes and marks: no throw, finite values', () => {
    const piece = fc.constantFrom('1', '23', '450', '.', ',', ' ', "'", '–', '-', 'DKK ', 'NIS ', '€', '$', ',–', '.–');
    fc.assert(fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
      for (const m of numericMatches(pieces.join(''), true)) {
        expect(Number.isFinite(m.value)).toBe(true);
      }
    }), { numRuns: 300 });
  });
  it.each([
    ['dot groups beside currencies', 'DKK 2.350 '.repeat(10_000)],
    ['one long dot-grouped run', `DKK 1${'.000'.repeat(25_000)}`],
    ['NIS marks and directives', 'NIS 2 Directive NIS 180,000 4.500 NIS '.repeat(3_000)],
    ['en-dash closers', "CHF 8'400.– EUR 6.300,– ".repeat(4_000)],
    ['digits, spaces and dots', '1 2.3 45.678 '.repeat(8_000)],
  ])('%s: read in linear time', (_what, text) => {
    const found = within(2000, () => contract(text));
    expect(Array.isArray(found)).toBe(true);
  });
  it('twice the text costs about twice the time, not four times', () => {
    const cpu = cpuClock();
    const cost = (n: number) => { const t = cpu(); contract('DKK 2.350 1 450 NIS 3.1 '.repeat(n)); return cpu() - t; };
    cost(2_000);
    // The least of three runs each: files share their fork's process, and one collection of another file's garbage in a
    // single run cost 500 ms (CI, session 26); a quadratic reading costs four times in every run.
    const least = (n: number) => Math.min(cost(n), cost(n), cost(n));
    const small = least(5_000);
    const large = least(10_000);
    expect(large).toBeLessThan(small * 3.5 + 20);
  });
});

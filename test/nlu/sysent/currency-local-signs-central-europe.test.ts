/**
 * The local currency signs written before or after a figure as Central and Eastern European drafting writes them (issue
 * 18, h73f39d; facts set 39's cause 12): "zł 12 000" and "12 000 zł" (Poland), "Kč" (Czechia), "сом" (Kyrgyzstan), "лв"
 * (Bulgaria), "грн" (Ukraine), "Ft" after a figure in money's form only (Hungary: "Ft" is also feet), and the Nordic "kr"
 * after the figure as before it (a raw mark the contract's country names, local-currency.ts). The currencies named in
 * words ("zlotys", "forints", "Czech korunas") too. A chat reads no contract mark. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { amounts, distinctCurrencies } from '../../contracts/classify/facts-readers.js';
import { readsLinearly } from '../../security/linear-time.js';

const read = (text: string, moneyNotations: boolean) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);
const contract = (text: string) => read(text, true);

describe('local signs before or after the figure (contracts, h73f39d)', () => {
  it('the złoty, the koruna, the som, the lev and the hryvnia, either side, space or comma groups', () => {
    expect(contract('The Grower pays an advance of zł 12 000 on signing.')).toEqual(['zł 12 000=12000 PLN']);
    expect(contract('The Grower pays an advance of 12 000 zł on signing.')).toEqual(['12 000 zł=12000 PLN']);
    expect(contract('Each bin costs 250 zł a season.')).toEqual(['250 zł=250 PLN']);
    expect(contract('The hire is Kč 8 500 a week.')).toEqual(['Kč 8 500=8500 CZK']);
    expect(contract('The hire is 8 500 Kč a week.')).toEqual(['8 500 Kč=8500 CZK']);
    expect(contract('Delivery to the airport costs 18 500 сом.')).toEqual(['18 500 сом=18500 KGS']);
    expect(contract('The rent is 1 200 лв. a month.')).toEqual(['1 200 лв=1200 BGN']);
    expect(contract('The fee is 12 000 грн per audit.')).toEqual(['12 000 грн=12000 UAH']);
  });
  it('the forint after a figure with groups or decimals', () => {
    expect(contract('The monthly fee is 1.250.000 Ft plus VAT.')).toEqual(['1.250.000 Ft=1250000 HUF']);
    expect(contract('The monthly fee is 12 000 Ft.')).toEqual(['12 000 Ft=12000 HUF']);
  });
  it('near misses: feet, a bare count, a chat', () => {
    expect(contract('The Carrier provides a 40 Ft container.')).toEqual([]);
    expect(contract('The Carrier lays 1,200 Ft of cable.')).toEqual([]);
    expect(contract('Ft 12 000 is the limit.')).toEqual([]);
    expect(read('The Grower pays zł 12 000 on signing.', false)).toEqual([]);
  });
  it('the currencies named in words', () => {
    expect(read('The price is 12,000 zlotys.', false)).toEqual(['12,000 zlotys=12000 PLN']);
    expect(read('The price is 40,000 Hungarian forints.', false)).toEqual(['40,000 Hungarian forints=40000 HUF']);
    expect(read('The price is 9,500 Czech korunas.', false)).toEqual(['9,500 Czech korunas=9500 CZK']);
  });
});

describe("the contract's amounts and currencies (h73f39d)", () => {
  it('a sign before or after the figure is an amount of its currency', () => {
    expect(amounts('APPLE STORAGE AGREEMENT', 'The Grower shall pay the Storer an advance of zł 12 000 by 30 September 2034.')).toEqual(['12000 PLN']);
    expect(amounts('FORKLIFT HIRE AGREEMENT', 'The Hirer shall pay a hire fee of 8 500 Kč per week.')).toEqual(['8500 CZK']);
  });
  it('"kr" after the figure is the krona of the one Nordic country named, and no currency under none', () => {
    expect(distinctCurrencies('BOAT HIRE AGREEMENT', 'Fjordbåt AS of Bergen, Norway, lets the boat to the Hirer.', 'The Hirer shall pay a hire fee of 12 500 kr per day.')).toEqual(['NOK']);
    expect(amounts('BOAT HIRE AGREEMENT', 'The Hirer shall pay a hire fee of 12 500 kr per day.')).toEqual([]);
  });
});

describe('the new signs on hostile input (h73f39d)', () => {
  for (const unit of ['zł 1 000 zł ', '1 000 Kč Kč ', 'сом 1 сом 1 000 ', '1 000 Ft Ft 1 ', '1 000 лв грн ']) {
    it(`"${unit}" repeated, in a contract: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text, true);
      }, 1000);
    });
  }
});

/**
 * Facts set 72's two commonest causes (issue 18, h112f72), each decided on sentences written for it, near misses kept
 * (none is the set's own sentence):
 * - 1: a contract mark in mixed case after a header's comma ("Price, Eur"): table-money.ts COMMA_MARK;
 * - 2: a dash between "hereinafter" and the alias ("(hereinafter – the Keeper)"): alias-forms.ts CALLED_UNQUOTED.
 */
import { describe, expect, it } from 'vitest';
import { tableMoneyCells } from '../../../../src/contracts/classify/facts/table-money.js';
import { amounts, contactLists, primary } from '../facts-readers.js';

describe('a mark in mixed case after a header\'s comma (cause 1)', () => {
  it('"Price, Eur" and "Sum, Eur" name the euro, so the columns\' bare figures are sums, the total row\'s too', () => {
    const rows = ['Work | Quantity | Price, Eur | Sum, Eur', 'Painting the fence | 2 | 45,00 | 90,00', 'Total | 90,00'];
    expect(amounts('ORDER No. 4', ...rows)).toEqual(['45 EUR', '90 EUR', '90 EUR']);
    expect(tableMoneyCells(['Item | Amount, Kč', 'Boat hire | 1 200']).get(1)?.[0]?.unit).toEqual({ code: 'CZK', written: 'Kč' });
  });
  it('near misses: a lone capital, a unit that is no mark, small letters', () => {
    expect(tableMoneyCells(['Item | Size, K', 'Door | 90']).get(1)).toBeUndefined();
    expect(tableMoneyCells(['Item | Weight, Kg', 'Sand | 90']).get(1)).toBeUndefined();
    expect(amounts('ORDER', 'Item | Length, Cm', 'Pipe | 120')).toEqual([]);
  });
});

describe('a dash between "hereinafter" and the alias (cause 2)', () => {
  const preamble = (dash: string) =>
    `UAB Vėjo Takas, company code 300111222, represented by director Rasa Jonaitė (hereinafter ${dash} the Lessor), and Mindaugas Kairys, residing in Kaunas (hereinafter ${dash} the Lessee), have concluded this contract:`;
  it('an en dash, an em dash or a hyphen gives the alias as a colon does: both parties on their sides, the director the contact', () => {
    for (const dash of ['–', '—', '-']) {
      expect(primary('LEASE CONTRACT No. 8', preamble(dash))).toEqual(['VĖJO TAKAS Supplier', 'MINDAUGAS KAIRYS Buyer']);
    }
    expect(contactLists('LEASE CONTRACT No. 8', preamble('–'))[0]).toEqual(['VĖJO TAKAS', ['Rasa Jonaitė']]);
  });
  it('near misses: the article is still required, and a dash after "hereinafter" in running text names no party', () => {
    expect(primary('LEASE CONTRACT', 'UAB Vėjo Takas (hereinafter – Lessor) lets the boat to Mindaugas Kairys (hereinafter – Lessee).')).toEqual([]);
    expect(primary('LEASE CONTRACT', 'The sums listed hereinafter – the rent and the deposit – are paid in Kaunas.')).toEqual([]);
  });
});

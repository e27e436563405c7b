/**
 * The raw marks of facts set 65 (issue 18, h105d65): "Ks" before a figure in money's form, the kyat's own abbreviation,
 * read as the raw mark "K" (cause 16), and "N" before a figure with thousands groups, the naira's as Nigerian drafting and
 * chats write it for want of "₦" (cause 17); the contract labeller names both by the contract's country
 * (local-currency.ts). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { readsLinearly } from '../../security/linear-time.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('"Ks" before a figure (cause 16)', () => {
  it('apart or glued, comma groups or cents: the raw mark "K"', () => {
    expect(read('The hull costs Ks 4,200,000 in all.')).toEqual(['Ks 4,200,000=4200000 K']);
    expect(read('A deposit of Ks650,000 is paid.')).toEqual(['Ks650,000=650000 K']);
    expect(read('The fee is Ks 12,500.00 a month.')).toEqual(['Ks 12,500.00=12500 K']);
  });
  it('near misses: a bare small figure, a word', () => {
    expect(read('See Ks 12 of the plan.')).toEqual([]);
    expect(read('The Ks of the team met.')).toEqual([]);
  });
});

describe('"N" before a figure with thousands groups (cause 17)', () => {
  it('glued or apart: the raw mark "N"', () => {
    expect(read('So the total is N2,450,000 for the lot.')).toEqual(['N2,450,000=2450000 N']);
    expect(read('The deposit is N 75,000 now.')).toEqual(['N 75,000=75000 N']);
    expect(read('The price is N1,250,000.00.')).toEqual(['N1,250,000.00=1250000 N']);
  });
  it('near misses: a mask, a label, a figure without groups, a decimal', () => {
    expect(read('Wear an N95 mask on site.')).toEqual([]);
    expect(read('Valve N1 stays shut.')).toEqual([]);
    expect(read('Order N 2025 was sent.')).toEqual([]);
    expect(read('The gauge reads N 12.50 today.')).toEqual([]);
    expect(read('Grid N12000 is the cell.')).toEqual([]);
  });
  it('any grouped figure after "N" reads back its value', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 999_999_999 }), fc.boolean(), (value, apart) => {
      const figure = value.toLocaleString('en-US');
      const mark = `N${apart ? ' ' : ''}${figure}`;
      expect(read(`The total is ${mark} for the work.`)).toEqual([`${mark}=${value} N`]);
    }), { numRuns: 60 });
  });
});

describe('the new marks on hostile input (h105d65)', () => {
  for (const unit of ['Ks 1,000 Ks ', 'N1,000 N ', 'N 1,000,0 ', 'Ks Ks1 ']) {
    it(`"${unit}" repeated, in a contract: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text, true);
      }, 1000);
    });
  }
});

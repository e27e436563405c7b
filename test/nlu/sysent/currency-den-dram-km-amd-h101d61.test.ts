/**
 * Marks after the figure of facts set 61 (issue 18, h101d61): "AMD" after a figure with groups or decimals (cause 13),
 * and the raw marks "den" (North Macedonia's denar, cause 12), "drams" (cause 13) and "KM" after a whole figure (cause
 * 15), which the contract labeller names by the contract's country (local-currency.ts). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { readsLinearly } from '../../security/linear-time.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('"AMD" after a grouped figure (cause 13)', () => {
  it('space and comma groups, cents', () => {
    expect(read('The fee is 240 000 AMD per month.')).toEqual(['240 000 AMD=240000 AMD']);
    expect(read('The fee is 12,500.00 AMD.')).toEqual(['12,500.00 AMD=12500 AMD']);
  });
  it('near misses: a bare count, a chat', () => {
    expect(read('The server holds 2 AMD processors.')).toEqual([]);
    expect(read('I paid 240 000 AMD', false)).toEqual([]);
  });
});

describe('the raw marks after a figure (causes 12, 13, 15)', () => {
  it('"den." and "ден.", "drams", "KM" after a whole figure', () => {
    expect(read('The rent is 1.200 den. per day.')).toEqual(['1.200 den=1200 den']);
    expect(read('The rent is 900 ден. per day.')).toEqual(['900 ден=900 den']);
    expect(read('An advance of 30 000 drams is paid.')).toEqual(['30 000 drams=30000 dram']);
    expect(read('The fee is 320 KM plus VAT.')).toEqual(['320 KM=320 KM']);
  });
  it('"KM" with cents stays the convertible mark; none before a figure; none in a chat', () => {
    expect(read('The fee is 320,00 KM plus VAT.')).toEqual(['320,00 KM=320 BAM']);
    expect(read('Our den 12 is small.')).toEqual([]);
    expect(read('The fee is 1.200 den. per day.', false)).toEqual([]);
  });
  it('near miss: "of" after the bare "drams" (a measure of a spirit)', () => {
    expect(read('Each guest gets 2 drams of whisky.')).toEqual([]);
  });
});

describe('the new marks on hostile input (h101d61)', () => {
  for (const unit of ['1 000 AMD AMD ', '1.200 den. den ', '3 drams drams 1 ', '12 KM KM 4 ', '1 ден. ']) {
    it(`"${unit}" repeated, in a contract: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text, true);
      }, 1000);
    });
  }
});

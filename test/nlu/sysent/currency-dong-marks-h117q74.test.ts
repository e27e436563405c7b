/**
 * Vietnam's đồng as Vietnamese drafting writes it after the figure (issue 18, h117q74; facts set 74's cause 3): "đ",
 * "đồng" and "VNĐ" read as contracts write them (`moneyNotations`) and never in a chat, as h117nlu's "won" and "som"
 * (currency-units.ts CONTRACT_PREFIXES). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans as read } from './helpers.js';
import { readsLinearly } from '../../security/linear-time.js';

describe('"đ", "đồng" and "VNĐ" after a figure', () => {
  it('are the Vietnamese đồng, dot groups its thousands', () => {
    expect(read('The hirer pays 3.200.000 đ per hectare.', true)).toEqual(['3.200.000 đ=3200000 VND']);
    expect(read('The fuel allowance is 500.000 đồng per day.', true)).toEqual(['500.000 đồng=500000 VND']);
    expect(read('An advance of 2.000.000 VNĐ is paid on signing.', true)).toEqual(['2.000.000 VNĐ=2000000 VND']);
  });
  it('"VNĐ" before a figure in money\'s form too, as "VND" is', () => {
    expect(read('The deposit is VNĐ 5.000.000 in cash.', true)).toEqual(['VNĐ 5.000.000=5000000 VND']);
  });
  it('the sign "₫" and the code "VND" read as before', () => {
    expect(read('Rice is bought at 7.000 ₫/kg.', true)).toEqual(['7.000 ₫=7000 VND']);
    expect(read('The rent is 4.000.000 VND per month.', true)).toEqual(['4.000.000 VND=4000000 VND']);
  });
  it('near misses: a letter before a figure, a bare "dong", a chat', () => {
    expect(read('Item đ 500 is the last of the list.', true)).toEqual([]);
    expect(read('The bell went dong 3 times.', true)).toEqual([]);
    expect(read('I paid 500.000 đ for lunch', false)).toEqual([]);
    expect(read('I paid 500.000 đồng for lunch', false)).toEqual([]);
  });
  it('a run of the marks and figures reads linearly', () => {
    for (const unit of ['1.000 đ đồng VNĐ 2.000đ ', 'VNĐ VNĐ 1 đ 1.0 ']) {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text, true).length;
      }, 1000);
    }
  });
});

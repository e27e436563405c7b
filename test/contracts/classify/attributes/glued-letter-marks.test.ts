/**
 * A currency's single capital before a small figure ("M 300", "L 500") is money in a contract whose currency that capital
 * is (its country named, or the mark read in money's form elsewhere), and the lempira's "L" is read before a figure in
 * money's form as the other raw capitals are (set 69's cause 2, h91at). A label's capital stays a label.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** Each element's attributes as `Type:text`. */
const attributes = (...texts: string[]): string[][] =>
  classifyContract(elements(...texts)).elements.map((e, i) => e.attributes.map((a) => `${a.type}:${texts[i].slice(a.begin, a.end)}`));

describe('single-capital currency marks (h91at)', () => {
  it('the loti\'s "M" before a small figure under a contract naming Lesotho', () => {
    expect(attributes(
      'This lease is made at Mafeteng, Lesotho.',
      '1. The tenant pays a cleaning charge of M 120 each month.',
      '2. The stove is model M 40 and the shelf is size M 32.',
      '3. Schedule M 2 lists the rooms.',
    ).slice(1)).toEqual([['Currency:M 120'], ['Number:40', 'Number:32'], ['Number:2']]);
  });
  it('the lempira\'s "L" in money\'s form anywhere, and before a small figure under a contract naming Honduras', () => {
    expect(attributes('The deposit is L 12,500.00, refundable at the end.')).toEqual([['Currency:L 12,500.00']]);
    expect(attributes(
      'This service contract is signed in San Pedro Sula.',
      '1. Each visit costs L 850 plus tax.',
      '2. Part L 4 of the manual governs repairs.',
    ).slice(1)).toEqual([['Currency:L 850'], ['Number:4']]);
  });
  it('no country and no mark in money\'s form: a capital and a small figure are no money', () => {
    expect(attributes('1. Each visit costs L 850 plus tax.', '2. The tenant pays M 120 each month.'))
      .toEqual([['Number:850'], ['Number:120']]);
  });
  it('the mark in money\'s form elsewhere makes the small figure money too', () => {
    expect(attributes('1. The rent is M 4,500.00 a month.', '2. A late payment costs M 50 a day.'))
      .toEqual([['Currency:M 4,500.00'], ['Currency:M 50']]);
  });
  it('under Lesotho, any small figure after "M" and a blank is one Currency, the mark included', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99999 }), (n) => {
      const found = attributes('This offer is made at Maseru, Lesotho.', `1. You will receive M ${n} for each trip.`)[1];
      expect(found).toEqual([`Currency:M ${n}`]);
    }), { numRuns: 25 });
  });
});

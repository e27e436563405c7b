/** Issue 18, h78t61: a "K" glued to a small figure is the contract's kina, kwacha or kyat when the contract's currency is "K". */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const currencies = (...texts: string[]): string[][] => {
  const r = classifyContract(elements(...texts));
  return r.elements.map((e, i) => e.attributes.filter((a) => a.type === 'Currency' || a.type === 'Number').map((a) => `${a.type}:${texts[i].slice(a.begin, a.end)}`));
};

describe('"K50" in a contract whose currency is the "K"', () => {
  it('the mark read in money\'s form elsewhere makes the glued small figures the same currency', () => {
    expect(currencies('The loan is K2,500, repaid in 12 monthly instalments.', 'A late fee of K20 is charged for each week a repayment is late.', 'Savings from K100 to K900 earn interest.')).toEqual([
      ['Currency:K2,500', 'Number:12'], ['Currency:K20'], ['Currency:K100', 'Currency:K900'],
    ]);
  });

  it('a country of the mark named makes them so too (Zambia, Malawi)', () => {
    expect(currencies('This lease of a shop in Lusaka, Zambia is made on 1 March 2027.', 'The service charge is K450 each month.')).toEqual([
      [], ['Currency:K450'],
    ]);
  });

  it('near misses: no K currency in the contract, a label\'s word before, a letter or a hyphen after', () => {
    expect(currencies('The price is USD 1,200.', 'Install the K50 cable in Block K12.', 'Deliver 40 units of part K500.')).toEqual([
      ['Currency:USD 1,200'], [], ['Number:40'],
    ]);
    expect(currencies('The loan is K2,500.', 'Deliver Schedule K3 and the K50 model with part K12A and pupils of K-12.')).toEqual([
      ['Currency:K2,500'], [],
    ]);
  });
});

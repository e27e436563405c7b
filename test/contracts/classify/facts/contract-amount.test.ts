/**
 * The amount gate (contract-amount.ts): a sum is a contract amount when its sentence or its place prices it and no
 * exclusion reads it as something else; `amountExclusion` names the exclusion. Sentences of my own.
 */
import { describe, expect, it } from 'vitest';
import { amountExclusion, isContractAmount, type SumInText } from '../../../../src/contracts/classify/facts/contract-amount.js';

/** The sum `written` (its first occurrence) in `text`, with its value and code. */
function sum(text: string, written: string, value: string, unit: string): SumInText {
  const begin = text.indexOf(written);
  return { text, begin, end: begin + written.length, value, unit };
}
const priced = () => true;
const notPriced = () => false;

describe('amountExclusion names why a sum is no amount', () => {
  it.each([
    ['liabilityCap', 'The Guide’s liability for lost luggage shall not exceed USD 500.', 'USD 500', '500', 'USD'],
    ['insuranceCover', 'The Club holds storm damage cover of up to GBP 2,000,000.', 'GBP 2,000,000', '2000000', 'GBP'],
    ['insuredSum', 'The Hirer shall insure the boat for EUR 40,000 in all.', 'EUR 40,000', '40000', 'EUR'],
    ['incomeThreshold', 'The Band takes half of the ticket income above NZD 3,000.', 'NZD 3,000', '3000', 'NZD'],
    ['cashThreshold', 'Payments of less than AUD 200 may be made in cash.', 'AUD 200', '200', 'AUD'],
    ['changedFrom', 'The weekly fee is raised from CAD 90 to CAD 95.', 'CAD 90', '90', 'CAD'],
    ['nominalValue', 'The Company issues 100 shares with a par value of USD 1.00 each.', 'USD 1.00', '1', 'USD'],
    ['exchangeRate', 'The fee is converted at 655.957 XOF per euro.', '655.957 XOF', '655.957', 'XOF'],
  ])('%s', (name, text, written, value, unit) => {
    const s = sum(text, written, value, unit);
    expect(amountExclusion(s)).toBe(name);
    expect(isContractAmount(s, priced, false)).toBe(false);
  });

  it('near misses: a premium, a new price, a price per share stay amounts', () => {
    const premium = sum('The insurance premium is EUR 300 a year.', 'EUR 300', '300', 'EUR');
    expect(amountExclusion(premium)).toBeUndefined();
    expect(isContractAmount(premium, priced, false)).toBe(true);
    const newPrice = sum('The weekly fee is raised from CAD 90 to CAD 95.', 'CAD 95', '95', 'CAD');
    expect(isContractAmount(newPrice, priced, false)).toBe(true);
    const perShare = sum('The Buyer buys 100 shares at USD 5.00 each.', 'USD 5.00', '5', 'USD');
    expect(isContractAmount(perShare, priced, false)).toBe(true);
  });
});

describe('isContractAmount: what prices a sum', () => {
  it('its sentence, a money cell, a fee row, a price per day or unit after it', () => {
    const plain = sum('Item 4 is EUR 60.', 'EUR 60', '60', 'EUR');
    expect(isContractAmount(plain, notPriced, false)).toBe(false);
    expect(isContractAmount(plain, priced, false)).toBe(true);
    expect(isContractAmount(plain, notPriced, true)).toBe(true);
    expect(isContractAmount(sum('Boat hire: EUR 60.', 'EUR 60', '60', 'EUR'), notPriced, false)).toBe(true);
    expect(isContractAmount(sum('Then EUR 60 per night.', 'EUR 60', '60', 'EUR'), notPriced, false)).toBe(true);
    expect(isContractAmount(sum('Then EUR 60 per tonne.', 'EUR 60', '60', 'EUR'), notPriced, false)).toBe(true);
    expect(isContractAmount(sum('Then EUR 60 per claim.', 'EUR 60', '60', 'EUR'), notPriced, false)).toBe(false);
  });
  it('a currency named without a sum is none', () => {
    expect(isContractAmount({ text: 'All sums are in euros.', begin: 16, end: 21, value: '', unit: 'EUR' }, priced, false)).toBe(false);
  });
  it('asks the sentence only for a sum with a value', () => {
    let asked = 0;
    const ask = () => { asked++; return true; };
    isContractAmount(sum('Item 4 is EUR 60.', 'EUR 60', '60', 'EUR'), ask, false);
    expect(asked).toBe(1);
    isContractAmount({ text: 'All sums are in euros.', begin: 16, end: 21, value: '', unit: 'EUR' }, ask, false);
    expect(asked).toBe(1);
  });
});

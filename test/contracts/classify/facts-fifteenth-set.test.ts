/**
 * The drafting of the fifteenth blind contract-level set's countries and kinds (h22f15): money marks of Trinidad and
 * Tobago, Taiwan, Namibia, Kuwait, Bolivia, Georgia and the CFA franc zones; a contract's own value and a sum invoiced.
 * Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const facts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items));
const amounts = (...items: (string | ElementInput)[]) => facts(...items).contract_amounts.map((a) => a.text_normalized);
const currencies = (...items: (string | ElementInput)[]) => facts(...items).contract_currencies.map((a) => a.text_normalized);

describe('money marks of contracts (h22f15)', () => {
  it('"TT$", "NT$" and "N$" glued to the dollar sign are the Trinidad and Tobago, New Taiwan and Namibian dollars', () => {
    expect(amounts('The Lessee shall pay a rent of TT$18,500.00 per month.')).toEqual(['18500 TTD']);
    expect(amounts('The unit price is NT$ 640 per set.')).toEqual(['640 TWD']);
    expect(amounts('The Employer shall pay the Contractor a fee of N$ 96,000.00.')).toEqual(['96000 NAD']);
    expect(currencies('The deposit is TTD 40,000 and the fee NAD 12,000.')).toEqual(['TTD', 'NAD']);
  });
  it('a currency named with its country after or before the figure in words', () => {
    expect(amounts('The Buyer shall pay 75,000 Namibia Dollars on signature.')).toEqual(['75000 NAD']);
    expect(amounts('The licence fee is 2,000,000 New Taiwan dollars.')).toEqual(['2000000 TWD']);
    expect(amounts('The Client shall pay a price of 12,400 lari.')).toEqual(['12400 GEL']);
  });
  it('"KD" is the Kuwaiti dinar, three decimals of fils; before a year it is no money', () => {
    expect(amounts('The Tenant shall pay a monthly rent of KD 2,750.000.')).toEqual(['2750 KWD']);
    expect(amounts('The Owner shall pay a fee of KD 125.500 for each visit.')).toEqual(['125.5 KWD']);
    expect(amounts('The fee is payable after the KD 2025 review of the plant.')).toEqual([]);
  });
  it('"Bs" and "Bs." are the boliviano, dot groups with cents after a comma; before a bare number a label', () => {
    expect(amounts('The Buyer shall pay a price of Bs 48.250,00 for the lot.')).toEqual(['48250 BOB']);
    expect(amounts('The monthly fee is Bs. 1.200.000.')).toEqual(['1200000 BOB']);
    expect(amounts('The price of Bs 12 is set out in the Annex.')).toEqual([]);
  });
  it('"GEL" before a figure in money\'s form is the Georgian lari; the word "gel" is none', () => {
    expect(amounts('The Tenant shall pay a monthly rent of GEL 6,300.')).toEqual(['6300 GEL']);
    expect(amounts('The price of the gel 500 tubes is fixed.')).toEqual([]);
  });
  it('"FCFA" is the CFA franc of the one CFA country the contract names (XOF or XAF); alone it names no currency', () => {
    expect(amounts('Signed at Abidjan, Côte d\'Ivoire.', 'The Client shall pay a fee of FCFA 2 750 000 per month.')).toEqual(['2750000 XOF']);
    expect(amounts('Made in Douala, Cameroon.', 'The rent is 850 000 FCFA per month.')).toEqual(['850000 XAF']);
    expect(currencies('The Client shall pay a fee of FCFA 2 750 000 per month.')).toEqual([]);
  });
});

describe('a contract\'s own value and a sum invoiced are amounts (h22f15)', () => {
  it('"the value of this contract", "contract value", "an invoice of"', () => {
    expect(amounts('The estimated value of the agreement is EUR 410.000,00.')).toEqual(['410000 EUR']);
    expect(amounts('The Customer guarantees invoices of at least USD 20,000 in each quarter.')).toEqual(['20000 USD']);
  });
  it('a value insured is still none', () => {
    expect(amounts('The goods shall be insured for a value of not less than USD 500,000.')).toEqual([]);
  });
});

/**
 * Attributes set 19 showed missing (issue 18, h20s19), each rule with sentences written for it (none from the set):
 * a figure followed by its words in brackets (Brazilian, Portuguese and Spanish drafting in English) is one attribute.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a figure, then its words in brackets: one attribute', () => {
  it('a count: "25,000 (twenty-five thousand)", "3 (three)"', () => {
    expect(attributesOf('The estimated volume is 25,000 (twenty-five thousand) towels, signed in 3 (three) copies.'))
      .toEqual(['Number:25,000 (twenty-five thousand)', 'Number:3 (three)']);
  });
  it('a share: "5% (five percent)", "0.5% (half percent)", "12% (twelve per cent)"', () => {
    expect(attributesOf('A fine of 5% (five percent), interest of 0.5% (half percent) and a rebate of 12% (twelve per cent) apply.'))
      .toEqual(['Percentage:5% (five percent)', 'Percentage:0.5% (half percent)', 'Percentage:12% (twelve per cent)']);
  });
  it('words that say another value, or a bracket that is no restatement, stay apart', () => {
    expect(attributesOf('The lot holds 40 (forty-five) crates.')).toEqual(['Number:40', 'Number:forty-five']);
    expect(attributesOf('A deposit of 10% (see clause 4) is due.')).toEqual(['Percentage:10%', 'Number:4']);
  });
  it('money keeps its figure; the words restating it are a Number, as before (docs/contracts.md, Currency)', () => {
    expect(attributesOf('The price is EUR 5,000 (five thousand euros).')).toEqual(['Currency:EUR 5,000', 'Number:five thousand']);
  });
});

describe('a register number written with dots, a slash and a dash (Brazil\'s CNPJ)', () => {
  it('is one identifier: none of its groups is a Number', () => {
    // "X LTDA." is a one-word name before "Ltda.", a company since h70names (facts set 38's cause 7).
    expect(attributesOf('X LTDA., enrolled in the CNPJ under No. 12.345.678/0001-90, pays 3 instalments.')).toEqual(['Organization:X LTDA.', 'Number:3']);
  });
  it('a fraction or a decimal beside a slash stays a Number', () => {
    expect(attributesOf('Pay 3/4 of the fee within 5 days.').filter((a) => a.startsWith('Number'))).toEqual(['Number:3/4']);
  });
});

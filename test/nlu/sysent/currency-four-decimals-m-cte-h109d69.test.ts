/**
 * Facts set 69's money shapes in the shared money lexicon (issue 18, h109d69): a unit of account's figure with four
 * decimals beside its mark (cause 7: "23.125,0000 UVR", currency-units.ts FOUR_DECIMAL_MARKS), and "M/cte." after a
 * peso figure, Colombia's legal-tender mark and no million (cause 8, atoms.ts). The contract level names the raw marks
 * by the contract's country (test/contracts/classify/facts/facts-sixty-ninth-set-h109d69.test.ts). Sentences written
 * for this test.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('four decimals beside a unit of account\'s mark (cause 7)', () => {
  it('"UVR" and "UI" (money-form marks) take four decimals before or after the figure', () => {
    expect(read('The balance is 31.480,0000 UVR.')).toEqual(['31.480,0000 UVR=31480 UVR']);
    expect(read('Each instalment is 612,0455 UVR.')).toEqual(['612,0455 UVR=612.0455 UVR']);
    expect(read('The balance is UVR 31.480,0000.')).toEqual(['UVR 31.480,0000=31480 UVR']);
    expect(read('The rent is UI 12.000,0000 a month.')).toEqual(['UI 12.000,0000=12000 UI']);
  });
  it('near misses: a bare count, a version, the WIR franc (cents only), a chat', () => {
    expect(read('The lamp gives 12 UVR at the bench.')).toEqual([]);
    expect(read('We ship UI 2.0 next week.')).toEqual([]);
    expect(read('Paid partly in WIR, 1.250,0000 WIR.')).toEqual([]);
    expect(read('The balance is 31.480,0000 UVR.', false)).toEqual([]);
  });
});

describe('"M/cte." after a figure (cause 8)', () => {
  it('a multiplier letter glued to a stroke and a word is that abbreviation\'s letter, no million', () => {
    expect(read('The loan is $24.300.000 M/cte. in all.')).toEqual(['$24.300.000=24300000 USD']);
    expect(read('The loan is $24.300.000 M/Cte in all.')).toEqual(['$24.300.000=24300000 USD']);
    expect(read('The loan is $24.300.000 M/L in all.')).toEqual(['$24.300.000=24300000 USD']);
  });
  it('near misses: a period after the stroke keeps the million, as the letter alone does', () => {
    expect(read('The fee is USD 2 M/year.')).toEqual(['USD 2 M=2000000 USD']);
    expect(read('The fee is USD 2 M/month.')).toEqual(['USD 2 M=2000000 USD']);
    expect(read('The fee is USD 2 M in all.')).toEqual(['USD 2 M=2000000 USD']);
  });
});

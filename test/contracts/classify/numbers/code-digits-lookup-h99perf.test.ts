/**
 * The digits of a code joined to letters by a hyphen, right before money, blanked before the money is read
 * (recognizers.ts withoutCodeDigits): the money code after them is three capitals looked up in MONEY_CODES, not the
 * codes' alternation (bench/log.md, "The cold classify, part 17"). The pattern as it was is the oracle.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_CODES, recognizeNumericFacts, withoutCodeDigits } from '../../../../src/contracts/classify/numbers/recognizers.js';

const OLD_CODE_DIGITS_BEFORE_MONEY = new RegExp(String.raw`(?<=\p{L}[-‐])\d{1,12}(?=\s{1,3}(?:(?:${MONEY_CODES.join('|')})\b|\p{Sc}))`, 'gu');
const oldWithoutCodeDigits = (text: string) => text.replace(OLD_CODE_DIGITS_BEFORE_MONEY, (digits) => ' '.repeat(digits.length));

describe("a code's digits before money, its currency code looked up (h99perf)", () => {
  it('should blank the digits before a listed code or a sign only', () => {
    expect(withoutCodeDigits('valve VX-220 USD 14.00 each')).toBe('valve VX-    USD 14.00 each');
    expect(withoutCodeDigits('item B-7 €3')).toBe('item B-  €3');
    // Three capitals that are no money code, or a code that runs on into a word: the digits stay.
    expect(withoutCodeDigits('model KT-90 ABQ 12, model KT-91 USDX 4')).toBe('model KT-90 ABQ 12, model KT-91 USDX 4');
    expect(recognizeNumericFacts('type PH-40 EUR 38.50 per piece').map((f) => [f.type, f.begin, f.end])).toEqual([['Currency', 11, 20]]);
  });

  it('should hold only codes of three capitals, the shape the lookup reads', () => {
    for (const code of MONEY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('should blank what the alternation blanked on random texts (fast-check)', () => {
    const code = fc.constantFrom(...MONEY_CODES.slice(0, 60), 'USD', 'EUR', 'ABQ', 'XYZ', 'usd', 'USDX', 'US', '€', '$', '£', 'é');
    const piece = fc
      .tuple(fc.constantFrom('A-', 'VX‐', 'é-', '1-', '-', 'KT-', ''), fc.constantFrom('7', '220', '1234567890123', '12', ''), fc.constantFrom(' ', '  ', '    ', '', '\n'), code, fc.constantFrom('', ' 14', '5', '.', 'x'))
      .map((p) => p.join(''));
    const text = fc.array(fc.tuple(piece, fc.constantFrom(' ', '', ', ')), { maxLength: 8 }).map((ps) => ps.map(([p, b]) => p + b).join(''));
    expect(fc.sample(text, { numRuns: 300, seed: 62 }).filter((t) => oldWithoutCodeDigits(t) !== t).length).toBeGreaterThan(20);
    fc.assert(
      fc.property(text, (t) => {
        expect(withoutCodeDigits(t)).toBe(oldWithoutCodeDigits(t));
      }),
      { numRuns: 800 },
    );
  });
});

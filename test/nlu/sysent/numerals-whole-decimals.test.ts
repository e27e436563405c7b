/**
 * A space- or apostrophe-grouped figure takes its decimal part whole or not at all (hred8): "385 147.300,00" (space
 * groups, then a dotted group and cents, a mixed notation) was cut after ".30", the rest "0,00" a figure of its own,
 * so a money span ended inside a number ("CLP $ 385 147.30"). Found by the twelfth set's drafting property
 * (test/contracts/classify/attributes/properties-session18-drafting.test.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readNumeral } from '../../../src/nlu/sysent/number/numerals.js';
import { recognizeNumericFacts } from '../../../src/contracts/classify/numbers/recognizers.js';

const spans = (text: string, notations = false): string[] => {
  const out: string[] = [];
  for (let at = 0; at < text.length; ) {
    if (!/[\d.]/.test(text[at]) || (text[at] === '.' && !/\d/.test(text[at + 1] ?? ''))) {
      at++;
      continue;
    }
    const n = readNumeral(text, at, notations);
    for (const p of n.pieces) out.push(text.slice(p.start, p.end));
    at = n.end;
  }
  return out;
};

describe('grouped figures keep their decimals whole', () => {
  it.each([
    ['385 147.300,00', ['385', '147.300,00']],
    ['12 500.25', ['12 500.25']],
    ['12 500.255', ['12 500.255']],
    ['2 500 000,00', ['2 500 000,00']],
  ])('%s reads as %j', (text, want) => {
    expect(spans(text)).toEqual(want);
  });

  it("apostrophe groups too (contracts' notations)", () => {
    expect(spans("1'250.300,00", true)).toEqual(['1', '250.300,00']);
    expect(spans("CHF 1'250.00", true)).toEqual(["1'250.00"]);
  });

  it('a money span never ends inside a number', () => {
    expect(recognizeNumericFacts('$ 385 147.300,00').map((f) => [f.type, f.begin, f.end])).toEqual([['Currency', 0, 5], ['Number', 6, 16]]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '23', '385', ' ', '.', ',', '147', '000', "'", '$ '), { minLength: 1, maxLength: 14 }), (parts) => {
        const text = parts.join('');
        for (const f of recognizeNumericFacts(text)) {
          expect(/\d/.test(text[f.end - 1] ?? '') && /\d/.test(text[f.end] ?? ''), `${JSON.stringify(text.slice(f.begin, f.end))} in ${JSON.stringify(text)}`).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});

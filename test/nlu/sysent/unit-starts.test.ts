/**
 * Where a currency unit written before its amount can start (unit-starts.ts; issue 18, h92num): `findCurrencies` reads
 * such a unit only at the tokens flagged, and a mention at the number mentions, instead of trying its readers at every
 * token. Speed only: the same mentions as the scan of every token (`findCurrenciesAt` with every token flagged), checked
 * on generated runs of marks, figures and words. Sentences and runs written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classify } from '../../../src/nlu/sysent/number/atoms.js';
import { findCurrencies, findCurrenciesAt } from '../../../src/nlu/sysent/number/currency.js';
import { findNumbers, mentionsByFirst, type NumberMention } from '../../../src/nlu/sysent/number/numbers.js';
import { tokenize } from '../../../src/nlu/sysent/number/tokens.js';
import { mayStartUnitBefore, unitBeforeStarts } from '../../../src/nlu/sysent/number/unit-starts.js';

/** The texts of the tokens of `text` flagged as a unit's possible start. */
function flagged(text: string): string[] {
  const tokens = tokenize(text, true);
  const starts = unitBeforeStarts(tokens);
  return tokens.filter((_, k) => starts[k] === 1).map((t) => t.text);
}

/** The currency mentions of `text` and the first tokens of the number mentions they claimed, read with `unitStarts`. */
function currencies(text: string, notations: boolean, everyToken: boolean) {
  const tokens = tokenize(text, notations);
  const mentions = findNumbers(tokens, classify(tokens));
  const claimed = new Set<NumberMention>();
  const found = everyToken
    ? findCurrenciesAt(tokens, mentions, claimed, notations, new Uint8Array(tokens.length).fill(1))
    : findCurrencies(tokens, mentions, claimed, notations);
  return { found, claimed: [...claimed].map((m) => m.first).sort((a, b) => a - b) };
}

describe('where a unit before its amount can start', () => {
  it('flags signs, codes, dollar prefixes, contract marks and their dotted first letters; not figures nor other words', () => {
    expect(flagged('Pay US $ 40 and u.s.$5, then R.O. 1,250.500, Kshs. 5,000, F CFA 10 000, MUSD 3 or usd 12 to the agent')).toEqual([
      'US', '$', 'u', 's', '$', 'R', 'Kshs', 'F', 'CFA', 'MUSD', 'usd',
    ]);
    expect(flagged('Deliver twelve crates by the 4th of May, 2031')).toEqual([]);
  });

  it('a word spelling a code when upper-cased is flagged whatever its letters', () => {
    const word = (text: string) => tokenize(text)[0];
    expect(['eur', 'Eur', 'EUR', 'MEUR', 'meur', 'Euro', 'ab'].map((t) => mayStartUnitBefore(word(t)))).toEqual([true, true, true, true, false, false, false]);
  });

  it('reads the same sums as before on a sentence of several marks', () => {
    const text = 'The fees are US$ 1,200.00, R.O. 2,500.000, Kshs. 15,000/- and EUR 3.5m, with 40 dollars and 50 cents for each copy.';
    const { found } = currencies(text, true, false);
    expect(found.map((c) => `${text.slice(c.start, c.end)}=${c.value} ${c.unit}`)).toEqual([
      'US$ 1,200.00=1200 USD', 'R.O. 2,500.000=2500 OMR', 'Kshs. 15,000/-=15000 KES', 'EUR 3.5m=3500000 EUR', '40 dollars and 50 cents=40.5 USD',
    ]);
  });

  it('finds exactly what the scan of every token finds, on generated runs of marks, figures and words', () => {
    const piece = fc.constantFrom(
      '$', '€', '£', 'US', 'us', 'USD', 'usd', 'uſd', 'MUSD', 'u.s.', 'U.S.', 'C', 'A', 'NZ', 'Rs', 'Rs.', 'R', 'R.O.', 'S/.', 'B/', 'L.D.', 'F',
      'CFA', 'francs', 'Kshs.', 'K', 'RM', 'DA', 'TOP', 'ALL', 'dollars', 'cents', 'euro', 'hong', 'kong', 'and', 'No/100', 'to',
      'per', 'the', 'Section', '|', '(', ')', '-', '/', '%', ',', '.', '1', '12', '1,000', '2,500.00', '12 500', '18.450.000', '$00',
      '0722', '3.5m', 'one', 'forty-five', 'hundred', 'million',
    );
    const run = fc.array(fc.tuple(piece, fc.constantFrom(' ', ' ', '')), { maxLength: 18 }).map((p) => p.map(([w, s]) => w + s).join(''));
    fc.assert(fc.property(run, fc.boolean(), (text, notations) => {
      expect(currencies(text, notations, false)).toEqual(currencies(text, notations, true));
    }), { numRuns: 1500, seed: 92 });
  });
});

describe('mentionsByFirst', () => {
  it('holds each mention at its first token and nothing elsewhere', () => {
    const tokens = tokenize('Pay 12 then forty five and 3');
    const byFirst = mentionsByFirst(findNumbers(tokens, classify(tokens)), tokens.length);
    expect(byFirst.map((m) => m?.value)).toEqual([undefined, 12, undefined, 45, undefined, undefined, 3]);
  });
});

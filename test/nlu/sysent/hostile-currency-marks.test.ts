/**
 * Session 27's currencies in the shared money lexicon (currency-units.ts, currency.ts: the glued dollar marks "EC$",
 * "WS$", "MOP$", "CI$", the codes and names, the cifrão "18.450.000$00", the contract marks "CVE", "AWG", "Afl.",
 * "VT", "Le", "E", a registration number's stroke) read in a chat and in a contract, repeated to 80,000 characters
 * (hred17): linear, and the cifrão's value a finite number however long its figure.
 */
import { describe, expect, it } from 'vitest';
import { numericMatches as read } from './helpers.js';
import { readsLinearly } from '../../security/linear-time.js';


/** Each unit repeated (to the sizes `readsLinearly` doubles through), read in a chat and in a contract: linear. */
function itReadsRepeatedLinearly(units: readonly string[]): void {
  for (const unit of units) {
    for (const notations of [false, true]) {
      it(`"${unit}" repeated, ${notations ? 'a contract' : 'a chat'}: linear`, () => {
        readsLinearly((n) => {
          const text = unit.repeat(Math.ceil(n / unit.length));
          return () => read(text, notations);
        }, 1000);
      });
    }
  }
}

describe('session 27\'s money marks on hostile input (hred17)', () => {
  itReadsRepeatedLinearly([
    'EC$ 3,600.00 WS$ 7,200 MOP$ 1 CI$ 2 ',
    '95.000$00 ',
    '1$00$00$00$',
    'CVE 18.450.000$00 ',
    'AWG 1/2/3/',
    'R7/41822/',
    'E 50 000,00 Le 1 VT 05401 ',
    'TOP MOP CVE 5 XCD SZL WST TJS VUV SLE SLL HTG KYD ',
  ]);

  it('a cifrão after a figure of hundreds of digits gives no infinite or missing value', () => {
    for (const text of [`CVE ${'9'.repeat(400)}$00`, `${'9'.repeat(400)}$00`, `CVE ${'999.'.repeat(110)}999$00`, `${'999.'.repeat(110)}999$00`]) {
      for (const m of read(text, true)) expect(Number.isFinite(m.value), `${text.slice(0, 12)}…: ${m.value}`).toBe(true);
    }
  });
});

// h70money: "RO" before figures (currency-units.ts CONTRACT_PREFIXES, with a measure's noun after, countedAfter) and
// "pounds" after figures among other currencies and weight words (pounds-weight.ts, a window of 40 tokens each way),
// repeated (20k/40k/80k characters).
describe('"RO" and pounds that weigh on hostile input (h70money)', () => {
  itReadsRepeatedLinearly([
    'RO 1.750 RO 0.950 RO RO 1,500 litres RO ',
    '1 pounds 2 pounds $ 3 pounds lb weight ',
    '20,000 pounds ',
    'pound per pound a pound 5 pounds per ',
  ]);
});

// hrev61: "RO" before a plural or a unit in capitals (currency.ts namedThingAfter, one token's pattern), and "pounds" with
// weight words near it past commas and brackets (pounds-weight.ts NEAR_BEFORE / NEAR_AFTER, bounded token loops),
// repeated (20k/40k/80k characters).
describe('"RO" before a model\'s plural and pounds near weight words on hostile input (hrev61)', () => {
  itReadsRepeatedLinearly([
    'RO 2,000 membranes RO 12,000 GPD RO 5,000 towards ',
    '2,000 pounds for the lot, whatever its weight ( ) , ',
    '20,000 pounds of force 5 pounds of ',
  ]);
});

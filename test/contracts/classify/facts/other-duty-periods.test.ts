/**
 * Another duty's period beside a payment (other-duty-periods.ts, h68s54), read for every period of a text at once: the
 * text's semicolons found once, each part tested once (hsec6: the search back and forth per period was quadratic on a
 * long element of periods). The answers are the one-period reading's, which this file keeps as its reference.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { otherDutyPeriods } from '../../../../src/contracts/classify/facts/other-duty-periods.js';

/** What pays, for these tests: a payment verb. */
const pays = (part: string): boolean => /\bpa(?:y|id)\b/i.test(part);
const OWN_DUTY = /\b(?:shall|must|will|agrees?\s{1,3}to|undertakes?\s{1,3}to|is\s{1,3}to|are\s{1,3}to)\s{1,3}(?:[a-z]{1,20}\s{1,3}){0,2}?[a-z]{2,20}\b/i;
/** The reading per period before hsec6: the part around one period, found by searching back and forth. */
function reference(text: string, begin: number, end: number): boolean {
  const from = text.lastIndexOf(';', begin) + 1;
  const next = text.indexOf(';', end);
  if (from === 0 && next < 0) return false;
  const part = text.slice(from, next < 0 ? text.length : next);
  return OWN_DUTY.test(part) && !pays(part);
}
/** Every "N days" period of a text. */
const periods = (text: string) => [...text.matchAll(/\d+ days/g)].map((m) => [m.index, m.index + m[0].length] as const);

describe('another duty\'s period, every period of a text read at once (hsec6)', () => {
  it('reads a period in a part of its own duty and no payment as that duty\'s', () => {
    const text = 'The Seller shall deliver the goods within 10 days; the Buyer shall pay the price within 30 days of delivery.';
    const [deliver, pay] = periods(text);
    const other = otherDutyPeriods(text, pays);
    expect(other(...deliver)).toBe(true);
    expect(other(...pay)).toBe(false);
  });

  it('reads no period as another duty\'s in a text without a semicolon, nor in a part without a verb of its own', () => {
    const plain = 'The Seller shall deliver within 10 days and the Buyer shall pay within 30 days.';
    for (const p of periods(plain)) expect(otherDutyPeriods(plain, pays)(...p)).toBe(false);
    const instalments = '50% on signing; the balance within 30 days of delivery.';
    for (const p of periods(instalments)) expect(otherDutyPeriods(instalments, pays)(...p)).toBe(false);
  });

  it('answers as the one-period reading does, for every period, in any order and asked twice', () => {
    const words = fc.constantFrom('The Seller', 'shall', 'deliver', 'pay', 'must', 'agrees to', 'return', 'the goods', 'within', '10 days', '30 days', ';', '; ', ',', 'and', 'the balance');
    fc.assert(fc.property(fc.array(words, { maxLength: 30 }), fc.boolean(), (list, backwards) => {
      const text = list.join(' ');
      const other = otherDutyPeriods(text, pays);
      const all = periods(text);
      for (const [begin, end] of backwards ? [...all].reverse() : all) {
        expect(other(begin, end)).toBe(reference(text, begin, end));
        expect(other(begin, end)).toBe(reference(text, begin, end));
      }
    }));
  });
});

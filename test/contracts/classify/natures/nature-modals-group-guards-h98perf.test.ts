import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstUnits } from '../../../../src/common/regex-lookbehind-guards.js';
import { MODAL, MODAL_FIRST_LETTERS, MODAL_GROUPS, MODALS } from '../../../../src/contracts/classify/natures/nature-modals.js';

/**
 * Each group of MODAL is led by a lookahead of the letters its matches can start with (issue 18, h98perf; bench/log.md,
 * "The cold classify, part 16"): a speed-up only. The letters are the derivation's own, and MODAL finds what it found
 * without them: the same matches at the same places, in the same named group.
 */
const UNGUARDED = new RegExp(`\\b(?:${MODALS.map((m, i) => `(?<${MODAL_GROUPS[i]}>${m.source})`).join('|')})`, 'gi');
const found = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [m.index, m[0], JSON.stringify(m.groups)]);

const SENTENCES = [
  'The Supplier shall deliver the goods and may invoice them on delivery.',
  'The Buyer is not obliged to order any minimum quantity and cannot return the goods.',
  'The Tenant has the right to renew, and the Landlord will not unreasonably refuse.',
  'The Contractor may be required to attend site meetings; the Client is entitled to a refund.',
  'The Seller makes no warranty that the goods are fit for any purpose and need not repair them.',
  'Each party undertakes to the other to keep the terms confidential and agrees not to compete.',
  'The Agent retains its commission, and the Principal must pay it within 30 days.',
];
const WORDS = fc.constantFrom(
  ...SENTENCES.flatMap((s) => s.split(' ')),
  'Shall', 'WILL', 'MUST', 'may', 'not', 'be', 'is', 'are', 'has', 'have', 'no', 'the', 'right', 'option', 'to', 'that',
  'undertakes', 'covenants', 'warrants', 'owes', 'nothing', 'disclaims', 'responsible', 'liable', 'free', 'keeps', ',', '.', ':',
);

describe('MODAL group guards (h98perf)', () => {
  it('lists for each group the first letters the derivation finds', () => {
    expect(MODAL_FIRST_LETTERS).toHaveLength(MODALS.length);
    MODALS.forEach((m, i) => {
      const units = firstUnits(new RegExp(`\\b(?:${m.source})`, 'gi'));
      expect(units, m.nature).not.toBeNull();
      expect(String.fromCodePoint(...(units ?? []))).toBe(MODAL_FIRST_LETTERS[i]);
    });
  });

  it('finds the same matches and groups as the groups without their lookaheads', () => {
    for (const text of SENTENCES) {
      expect(found(MODAL, text).length, text).toBeGreaterThan(0);
      expect(found(MODAL, text)).toEqual(found(UNGUARDED, text));
    }
    fc.assert(fc.property(fc.array(WORDS, { maxLength: 20 }).map((w) => w.join(' ')), (text) => {
      expect(found(MODAL, text)).toEqual(found(UNGUARDED, text));
    }), { numRuns: 500 });
  });
});

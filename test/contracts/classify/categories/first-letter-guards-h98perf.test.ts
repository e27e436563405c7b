import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { literalAtoms } from '../../../../src/common/regex-literal-atoms.js';
import { firstUnits, guardUnitsOf } from '../../../../src/common/regex-lookbehind-guards.js';
import { RegexPrefilter, foldedForPrefilter, prefilterKey, withPrefilter } from '../../../../src/common/regex-prefilter.js';
import { withoutNotSaid } from '../../../../src/contracts/classify/categories/category-cue-evidence.js';
import { ENDING_FEE } from '../../../../src/contracts/classify/categories/category-ending-fee.js';
import { NOT_SAID } from '../../../../src/contracts/classify/categories/category-not-said.js';
import { PAYMENT } from '../../../../src/contracts/classify/facts/facts.js';
import type { CategoryLabel } from '../../../../src/contracts/wire.js';

/**
 * Speed-ups only (issue 18, h98perf; bench/log.md, "The cold classify, part 16"): two patterns asked of every sentence
 * are led by a lookahead of the first letters their matches start with, and the phrases a category's cues do not read
 * (NOT_SAID) are taken out by their guarded twins. Each must find what it found before, at the same places.
 */
const found = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].map((m) => [m.index, ...m]);

/** The pattern as it was: its source without the leading guard (and the group the guard wrapped, where it wrapped one). */
const unguarded = (re: RegExp, guard: string, wrapped: boolean): RegExp => {
  expect(re.source.startsWith(guard)).toBe(true);
  let source = re.source.slice(guard.length);
  if (wrapped) {
    expect(source.startsWith('(?:') && source.endsWith(')')).toBe(true);
    source = source.slice(3, -1);
  }
  return new RegExp(source, re.flags);
};

const CASES: readonly [string, RegExp, string, boolean, readonly string[], readonly string[], readonly string[]][] = [
  [
    'a fee for ending the agreement',
    ENDING_FEE,
    '(?=[bcet])',
    false,
    ['bcet'],
    [
      'If the Member leaves in the first year, an early termination fee of EUR 90 is payable.',
      'We may keep a CANCELLATION CHARGE of 20% of the hire.',
      'The club may end this contract by paying the player a buy-out sum of USD 5,000.',
    ],
    [
      'Mobile termination charges are set out in Schedule 2.',
      'Either party may terminate this agreement on notice.',
      'The cancellation of a booking must be in writing.',
    ],
  ],
  [
    'a sum paid',
    PAYMENT,
    '(?=[abcfilprs])',
    true,
    ['abcfilprs'],
    [
      'The Buyer shall pay the price in two instalments.',
      'Rent is due within 7 days of each quarter day.',
      'The Agent remits the collections to the Owner monthly.',
      'Any invoice is paid by bank transfer within 30 days.',
      'The Tenant lodges a security deposit with the Agent.',
    ],
    [
      'The Seller delivers the goods to the warehouse.',
      'Invoiced weights are final.',
      'The Contractor repays the deposit to nobody.',
    ],
  ],
];

const WORDS = fc.constantFrom(
  'early', 'termination', 'Termination', 'TERMINATION', 'cancellation', 'cancelation', 'fee', 'fees', 'charge', 'charges',
  'payment', 'payments', 'buy-out', 'buyout', 'buy out', 'sums', 'calls', 'voice', 'mobile', 'network', 'SMS', 'pay', 'pays',
  'payable', 'rent', 'price', 'balance', 'instalments', 'is', 'are', 'be', 'shall', 'due', 'within', 'remit', 'remitted',
  'them', 'to', 'reimburse', 'reimbursed', 'repay', 'repays', 'deposit', 'invoice', 'invoiced', 'weights', 'paid', 'for', 'by',
  'each', 'every', 'settle', 'settled', 'accounts', 'bills', 'lodge', 'lodged', 'a', 'the', 'security', '30', 'days', '$5',
  'USD 5', 'balance', 'half', 'the Buyer', ',', '.', ';', '-', '  ', 'Ä', 'shipped', 'and',
);
const TEXTS = fc.array(WORDS, { maxLength: 16 }).map((w) => w.join(' '));

describe('first-letter guards (h98perf)', () => {
  for (const [what, re, guard, wrapped, [units], matches, misses] of CASES) {
    const before = unguarded(re, guard, wrapped);
    it(`${what}: the guard lists the first units of every match, and the same matches are found`, () => {
      expect(String.fromCodePoint(...(firstUnits(before) ?? []))).toBe(units);
      for (const text of matches) {
        expect(re.test(text), text).toBe(true);
        expect(found(re, text)).toEqual(found(before, text));
      }
      for (const text of misses) expect(re.test(text), text).toBe(false);
      fc.assert(fc.property(TEXTS, (text) => {
        expect(found(re, text)).toEqual(found(before, text));
        expect(found(re, text.toUpperCase())).toEqual(found(before, text.toUpperCase()));
      }), { numRuns: 400 });
    });
  }
});

describe('NOT_SAID phrases taken out by their guarded twins (h98perf)', () => {
  const patterns = NOT_SAID.map(([re]) => re);
  const table = Object.fromEntries(patterns.flatMap((re) => {
    const atoms = literalAtoms(re);
    return atoms === null ? [] : [[prefilterKey(re), atoms]];
  }));
  const guards = Object.fromEntries(patterns.flatMap((re) => {
    const u = guardUnitsOf(re);
    return u === null ? [] : [[prefilterKey(re), String.fromCodePoint(...u)]];
  }));
  const prefilter = new RegexPrefilter(table, guards);
  /** The reading as it was: each of the category's phrases replaced by the pattern itself. */
  const reference = (category: CategoryLabel, text: string) => NOT_SAID.reduce((read, [re, c]) => (c === category ? read.replace(re, ' ') : read), text);
  const categories = [...new Set(NOT_SAID.map(([, c]) => c))];
  const sentences = [
    'If the camel dies through the negligence of the Trainer, the Trainer shall pay the Owner its market value.',
    'If a bicycle is lost while unlocked, you must pay its replacement value within 14 days.',
    'The Carrier is not liable for loss caused by fire, and the Shipper shall pay the freight.',
    'Notices shall be delivered to the registered office of the other party.',
  ];

  it('gives the same reading as the patterns themselves, and has twins to run', () => {
    expect(Object.keys(guards).length).toBeGreaterThan(0);
    for (const category of categories) {
      for (const text of sentences) {
        const read = withPrefilter(prefilter, () => withoutNotSaid(category, text, foldedForPrefilter(text)).read);
        expect(read, `${category}: ${text}`).toBe(reference(category, text));
      }
    }
    const words = fc.constantFrom(...sentences.flatMap((s) => s.split(' ')), ' ', '.', ';');
    fc.assert(fc.property(fc.constantFrom(...categories), fc.array(words, { maxLength: 24 }).map((w) => w.join(' ')), (category, text) => {
      const read = withPrefilter(prefilter, () => withoutNotSaid(category, text, foldedForPrefilter(text)).read);
      expect(read).toBe(reference(category, text));
    }), { numRuns: 300 });
  });
});

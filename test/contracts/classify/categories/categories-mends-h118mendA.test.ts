/**
 * Mends of review h118rr's findings 3, 8, 9, 10 and 15 on h118c91's rules (issue 18, h118mendA): the finding's probes as
 * near misses, with their exact categories after a plain preamble; the rules' own examples still read (they stay in
 * `categories-set91-h118c91.test.ts`); each changed pattern read in linear time on hostile text. Sentences written for
 * these tests (the review's probes), none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { WORK_REUSE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-work-reuse.js';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { KEYS_HELD_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-keys-held.js';
import { DAMAGE_PAID_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-damage-paid.js';
import { licensedWorkNames } from '../../../../src/contracts/classify/categories/category-licensed-works.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const HILL = 'This agreement is between Hill Works Ltd ("the Employer") and Ann Lee ("the Employee").';
const LOOM = 'This agreement is between Loom House Ltd ("the Shop") and Ana Ruiz ("the Weaver").';
const IP = 'Intellectual Property';
const PAYMENT = 'Payment Terms & Billing';
const SAFETY = 'Safety and Security';

describe('finding 3: C281 reads a pattern by a craft verb, a design used or sold only as the holder\'s', () => {
  it.each([
    ['The Employer may use the same shift pattern for any other employee.', []],
    ['The Employer uses the same working patterns for anyone else it employs.', []],
    ['The Supplier shall use the agreed invoice design for any other order placed under this Agreement.', [PAYMENT]],
    ['The Contractor may use the approved designs for any other building on the estate.', ['Asset Use']],
    ['The Employer may use its shift pattern for any other employee.', []],
  ])('near miss, no reuse read: %s', (text, expected) => {
    expect(anyOf(WORK_REUSE_STRONG_CUES, IP, text)).toBe(false);
    expect(categoriesOf(HILL, text)).toEqual(expected);
  });
  it.each([
    'The Weaver may not sell rugs made with the Shop\'s designs to another retailer.',
    'The Weaver shall not use the designs in any other work.',
    'The Weaver does not make crosses of the Shop\'s new pattern for anyone else.',
  ])('the holder\'s design made, used or sold again: %s', (text) => {
    expect(anyOf(WORK_REUSE_STRONG_CUES, IP, text)).toBe(true);
    expect(categoriesOf(LOOM, text)).toEqual([IP]);
  });
  it.each(['use the same shift pattern for any other ', 'uses our a b designs for another ', 'sell the Shop\'s ', 'makes the designs in any other '])(
    'reads hostile text in linear time: %s',
    (unit) => expectCueListsReadLinearly([WORK_REUSE_STRONG_CUES], unit),
  );
});

describe('finding 8: C283 reads a key to a place, not a software, licence or encryption key', () => {
  it.each([
    ['The Employee receives the key for the Software licence by e-mail.', ['Communication', IP]],
    ['The Employee receives one key for each user of the Software.', []],
    ['The Employee keeps the keys to the encryption system safe.', []],
  ])('near miss, no key to a place: %s', (text, expected) => {
    expect(anyOf(KEYS_HELD_CUES, 'Asset Use', text)).toBe(false);
    expect(categoriesOf(HILL, text)).toEqual(expected);
  });
  it.each(['The Weaver receives a key to the front door of the workshop.', 'The Weaver is given two keys for the back gate.'])('a key to a place: Asset Use: %s', (text) =>
    expect(anyOf(KEYS_HELD_CUES, 'Asset Use', text)).toBe(true),
  );
  it.each(['receives one key to the a ', 'receives one key for a b c ', 'keeps the keys a b safe ', 'receives the key from software '])('reads hostile text in linear time: %s', (unit) =>
    expectCueListsReadLinearly([KEYS_HELD_CUES], unit),
  );
});

describe('finding 9: C265 reads a trade\'s firm, not a firm of valuers or accountants', () => {
  it.each([
    ['The valuation of the building shall be carried out by a registered firm of valuers.', []],
    ['The audit of the roof insurance shall be performed by a qualified firm of accountants.', ['Audits', 'Insurance']],
  ])('near miss, no Safety and Security: %s', (text, expected) => {
    expect(anyOf(PHYSICAL_SAFETY_CUES, SAFETY, text)).toBe(false);
    expect(categoriesOf(HILL, text)).toEqual(expected);
  });
  it('a firm of the trade still reads', () =>
    expect(categoriesOf(HILL, 'The scaffolding is put up and checked by a licensed firm of scaffolders.')).toEqual([SAFETY]));
  it.each(['valuation of the building carried out by a licensed firm of ', 'roof done by a qualified firm ', 'survey of its roofs '])('reads hostile text in linear time: %s', (unit) =>
    expectCueListsReadLinearly([PHYSICAL_SAFETY_CUES], unit),
  );
});

describe('finding 10: a repair paid "for" is a loss answered for only with the payer\'s fault', () => {
  const takenOut = (text: string) => DAMAGE_PAID_NOT_SAID.some(([re, c]) => c === PAYMENT && text.search(re) >= 0);
  it('near miss, a repair service\'s price keeps its Payment', () => {
    const text = 'The Customer pays for the repair of any appliance damaged by a power surge.';
    expect(takenOut(text)).toBe(false);
    expect(categoriesOf(HILL, text)).toEqual([PAYMENT]);
  });
  it('the payer\'s fault still takes the Payment out', () => {
    const text = 'The Customer pays for its repair if the bike is damaged through the Customer\'s fault.';
    expect(takenOut(text)).toBe(true);
    // h120cat (C306): the repair paid for through the payer's own fault is now read as the loss answered for, Liability
    // (sets 90 and 91 label theirs so); it was read as nothing when this test was written.
    expect(categoriesOf(HILL, text)).toEqual(['Liability']);
  });
  it.each(['pays for the repair damaged ', 'who breaks pays for its repair ', 'you damage a b pays for any replacement '])('reads hostile text in linear time: %s', (unit) =>
    expectCueListsReadLinearly([DAMAGE_PAID_NOT_SAID], unit),
  );
});

describe('finding 15: the art nouns in one home (lexicon/art-works.ts)', () => {
  it('a work of art pictured by any art noun: murals and carvings', () =>
    expect(categoriesOf(HILL, 'The Employee may photograph the murals and the carvings for the staff newsletter.')).toEqual([IP]));
  it('a licensed work named by an art noun the licence list lacked before', () =>
    expect(licensedWorkNames(['The Artist gives the Council the right to reproduce the Mural in its guide.'], [false])).toEqual(['Mural']));
});

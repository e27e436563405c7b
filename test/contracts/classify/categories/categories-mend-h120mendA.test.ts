/**
 * h120mendA (issue 18): review h120rr's findings 1, 2 and 11 on h120cat's C304–C306, as exact answers and near misses.
 * Sentences written for these tests (the reviewer's probes), none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { LEFTOVER_RETURN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-leftover-returns.js';
import { ENDED_IN_WRITING, ENDED_IN_WRITING_TERM, WRITTEN_ACT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-written-acts.js';
import { LOSS_COMPENSATED_STRONG_CUES, LOSS_PAID_BY_FAULT_OR_DEDUCTED } from '../../../../src/contracts/classify/categories/cues/category-cues-losses-compensated.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const TWO_COMPANIES = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';

describe('h120rr #1: C306 reads only a damaged or lost thing deducted, and the payer\'s own fault', () => {
  it.each([
    'The Tenant may deduct the cost of urgent repairs from the rent.',
    'The Customer may deduct the cost of repairs to the roof from the rent.',
    'The Supplier may deduct from its invoice the cost of repairs it has made at the Customer\'s request.',
    'The Supplier may deduct the cost of any repair work ordered by the Customer from the credit.',
    'The Supplier may deduct the cost of any lost working days from the fee.',
    'The Customer pays for the repair of the machine unless the fault is the Supplier\'s.',
    'If the Supplier is at fault, the Customer still pays for the replacement of worn parts.',
    'The Supplier pays for the repair of any fault that appears within 12 months of delivery.',
    'The Supplier pays for the replacement of any part with a manufacturing fault during the warranty period.',
    'If the machine stops through no fault of the Customer, the Customer pays for its repair.',
    // A defect after "by" or "through" is no party's fault (h120revB #1).
    'If the unit is damaged by a manufacturing fault, the Supplier pays for its repair.',
    'If the pump fails through a design fault, the Supplier pays for its replacement.',
  ])('near miss, not C306: %s', (text) => {
    expect(LOSS_PAID_BY_FAULT_OR_DEDUCTED.test(text)).toBe(false);
  });
  it.each([
    ['The Tenant may deduct the cost of urgent repairs from the rent.', ['Pricing & Taxes']],
    ['The Supplier may deduct the cost of any repair work ordered by the Customer from the credit.', []],
    ['The Customer pays for the repair of the machine unless the fault is the Supplier\'s.', []],
    ['The Supplier pays for the repair of any fault that appears within 12 months of delivery.', []],
  ])('keeps its answer without Liability: %s', (text, want) => {
    expect(categoriesOf(TWO_COMPANIES, text)).toEqual(want);
  });
  it.each([
    'If the goods come back damaged, the Customer may deduct the cost of repairs from the refund.',
    'The Customer may deduct from the fee the cost of any tools lost on site.',
    'If the machine is damaged through your fault, you pay for its repair.',
    'If the saddle is damaged through the Herder\'s fault, the Herder pays for its repair.',
    'If you are at fault, you pay for the replacement of the part.',
  ])('still read: %s', (text) => {
    expect(LOSS_PAID_BY_FAULT_OR_DEDUCTED.test(text)).toBe(true);
  });
  it.each(['through the the fault ', 'deduct the cost of lost lost ', 'damaged repairs repairs ', 'pays for its repair unless unless '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([LOSS_COMPENSATED_STRONG_CUES], unit);
  });
});

describe('h120rr #2: C304 reads a positive list of entrusted things (ENTRUSTED), not every noun but money\'s', () => {
  it.each([
    'The Agent shall return any unused budget to the Customer.',
    'The Supplier returns any unused prepayment to the Customer.',
    'The Supplier returns any unused retainer to the Customer.',
    'The Supplier returns any unused allowance to the Customer.',
    'The Supplier shall return any unused float at the end of each month.',
    'After the costs are paid, the Supplier returns what is left to the Customer.',
    'The Supplier returns what remains to the Customer after deducting its fees.',
    'The Customer may return any unused items within 14 days.',
    'The Supplier returns any unused licences to the Customer.',
    'The Supplier returns any unused materials to the Customer for a full credit.',
    'The Supplier returns any unused materials lists to the Customer.',
    // what is left of money, though materials are named (h120revB #3)
    'The Contractor buys the materials from the advance and gives back what is left of the money.',
    'The Client pays an advance for materials, and the Contractor returns what is left of the advance within 14 days.',
  ])('near miss, no C304: %s', (text) => {
    expect(anyOf(LEFTOVER_RETURN_STRONG_CUES, 'Asset Use', text)).toBe(false);
  });
  it.each([
    ['The Agent shall return any unused budget to the Customer.', []],
    ['The Customer may return any unused items within 14 days.', []],
  ])('exact answer without Asset Use: %s', (text, want) => {
    expect(categoriesOf(TWO_COMPANIES, text)).toEqual(want);
  });
  it.each([
    'The Supplier returns any unused seed to the Customer.',
    'The Supplier brings back the leftover cloth and buttons.',
    'The Supplier sends back what is left of the yarn with the last delivery.',
    'The fabric stays the Customer\'s, and the Supplier returns what remains after the last order.',
    'The Supplier returns any beads not used.',
  ])('still read: %s', (text) => {
    expect(anyOf(LEFTOVER_RETURN_STRONG_CUES, 'Asset Use', text)).toBe(true);
  });
  it.each(['returns what is left left ', 'wool wool what remains ', 'return any unused unused seed ', 'brings back yarn yarn not '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([LEFTOVER_RETURN_STRONG_CUES], unit);
  });
});

describe('h120rr #11: C305 stops at the participle of another act, and keeps the ending beside a refund', () => {
  it.each([
    'The Customer may cancel any booking made by e-mail within 24 hours.',
    'The Supplier may withdraw any quotation sent by e-mail.',
    'The Customer may end any subscription bought by letter.',
    'The Customer may cancel any order placed in writing.',
    'The Customer may cancel any order given by letter.',
  ])('near miss, not C305: %s', (text) => {
    expect(ENDED_IN_WRITING.test(text)).toBe(false);
    expect(ENDED_IN_WRITING_TERM.test(text)).toBe(false);
  });
  it.each([
    ['If you cancel by e-mail, we refund the deposit.', ['Payment Terms & Billing', 'Term & Termination']],
    ['The Customer may cancel the booking by e-mail.', ['Communication', 'Term & Termination']],
  ])('the ending kept: %s', (text, want) => {
    expect(categoriesOf(TWO_COMPANIES, text)).toEqual(want);
  });
  it.each([
    'If a Member breaks the rules, the Board may warn him in writing.',
    'You may withdraw your permission at any time by e-mail.',
    'The end of the season is announced in writing.',
  ])('no Term & Termination from C305: %s', (text) => {
    expect(ENDED_IN_WRITING_TERM.test(text)).toBe(false);
  });
  it.each(['cancel made by by e-mail ', 'end end end in writing ', 'leaves the by by letter '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([WRITTEN_ACT_CUES], unit);
  });
});

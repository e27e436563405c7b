/**
 * C288 (issue 18, h118cat): what the services, the works or a package leave out, said with them as the subject ("The
 * Services do not include …", "The Works exclude …"), is Scope of Work outright: a strong cue, so the sentence model's
 * odds on the things left out no longer keep it under the bar. Sentences written for these tests, none taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { SCOPE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const TOWING = 'This agreement is between Harbour Rentals Ltd ("the Company") and Quick Tow LLC ("the Contractor").';

describe('C288: what the services or the works leave out is Scope of Work (h118cat)', () => {
  it.each([
    'The Services do not include repairs other than a tyre change, nor the recovery of a boat from the lake.',
    '2.2 Support services do not include the correction of faults caused by changes the Customer makes.',
    'The Works exclude the sorting and packing of the dates.',
    'The package does not cover travel insurance.',
    'The Services shall not include the cleaning of the car park.',
  ])('a strong cue reads it: %s', (text) => {
    expect(anyOf(SCOPE_STRONG_CUES, 'Scope of Work', text)).toBe(true);
  });
  it.each([
    ['The Services do not include repairs other than a tyre change, nor the recovery of a boat from the lake.', ['Scope of Work']],
    ['2.2 Support services do not include the correction of faults caused by changes the Company makes to the software.', ['Scope of Work']],
  ])('is Scope of Work: %s', (text, want) => {
    expect(categoriesOf(TOWING, text)).toEqual(want);
  });
  it.each([
    ['The Services do not include VAT, which is charged at the current rate.', ['Pricing & Taxes']],
    ["The Employee's remuneration package does not include overtime pay.", ['Payment Terms & Billing']],
  ])('near miss, no Scope of Work (h118mendB): %s', (text, want) => {
    expect(categoriesOf('This agreement is between Cloud Ops Ltd ("the Company") and Ann Lee ("the Employee").', text)).toEqual(want);
  });
  it.each([
    'The prices for the Services do not include VAT.',
    'The fees of the works do not include the architect\'s costs.',
    'The contract price does not include the electricity charges.',
    'The Contractor does not include the manuals in the delivery.',
    'The Services are included in the monthly fee.',
    // (h118mendB, h118rr finding 11) A tax or a cost left out is the price's; a package of pay or cover is no work.
    'The Services do not include VAT, which is charged at the current rate.',
    'The Services do not include any fees of third parties.',
    "The Employee's remuneration package does not include overtime pay.",
    'The travel insurance package does not cover pre-existing medical conditions.',
  ])('near miss, no strong cue: %s', (text) => {
    expect(anyOf(SCOPE_STRONG_CUES, 'Scope of Work', text)).toBe(false);
  });
  it.each(['Services do not include ', 'for the Services do not cover ', 'works works exclude ', 'of these package does not ', 'salary package does not include VAT '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([SCOPE_STRONG_CUES], unit);
  });
});

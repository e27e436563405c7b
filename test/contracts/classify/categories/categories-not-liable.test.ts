/**
 * A party "not liable for" whatever it names excludes its liability (issue 18, h59cat; category-cues-not-responsible.ts):
 * Liability, whatever the thing is (stains, scratches, another's failure, costs incurred), where "not responsible for"
 * needs a loss after it because it may deny a task instead. Not events outside a party's control (Force Majeure only,
 * C4), nor a delay or a failure to perform (left to C4 whatever its cause), not taxes. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('"not liable for" is Liability whatever it names (h59cat)', () => {
  it.each([
    'The Laundry is not liable for stains that cannot be removed by normal washing.',
    'We are not liable for small scratches that happen when dogs play together.',
    'The Organiser shall not be liable to the Exhibitor for travel or hotel costs that the Exhibitor incurs.',
    'The Lessor is not liable for any failure of the building owner to repair the lift.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Liability']);
  });
});

describe('near misses: what "not liable for" does not make Liability (h59cat)', () => {
  it.each([
    ['The Contractor shall not be liable for delay caused by an earthquake or a typhoon.', ['Force Majeure']],
    ['We are not liable for delays caused by severe weather.', ['Force Majeure']],
    // A delay excused by a cause these words do not list stays with the older rule (C4): no Liability.
    ['The Carrier shall not be liable for delay caused by a shortage of drivers.', ['Force Majeure']],
    // Nor a failure excused by its cause (another's failure, "any failure of the building owner to repair", is read).
    ['The Supplier shall not be liable for any failure caused by a shortage of drivers.', []],
    ['The Company is not liable for any taxes payable by the Agent on its commission.', ['Pricing & Taxes']],
  ])('%s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
});

/**
 * False readings found reviewing session 27's first round (issue 18, hrev21): rules added in that round that fired on
 * ordinary sentences they were not meant for. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from './cue-tables.js';
import { typesOf } from './helpers.js';

const MILL = 'This contract is made between Dunmore Flour Mills Ltd (the "Seller") and Carrow Bakeries Ltd (the "Buyer").';

describe('"owes" promises money owed as a sanction, not "owes no …" (nature-modals.ts)', () => {
  it('"owes no interest", "owes the Buyer no compensation" bind no one; "owes interest of" still does', () => {
    expectReads((text) => typesOf(MILL, text)[1], [
      ['The Buyer owes no interest on the deposit it holds.', []],
      ['The Seller owes the Buyer no compensation for a delay the Buyer causes.', []],
      ['For late payment the Buyer owes interest of 0.05% per day.', ['Obligation/Buyer']],
      ['The Seller owes damages of 2% of the price for each week of delay.', ['Obligation/Seller']],
    ]);
  });
});

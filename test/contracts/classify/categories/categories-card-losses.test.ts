/**
 * Who answers for a card's or an account's misuse is Liability (issue 18, h40s46; category-cues-card-losses.ts), with
 * sentences written for these tests (none of the set's): a loss allocated, not a price. Not a party paying for its own
 * use, nor a duty to report the loss.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const has = (text: string) => categoriesOf(text)[0].includes('Liability');

describe('a misused card\'s or account\'s transactions answered for', () => {
  it('is Liability', () => {
    expect(has('The Customer is liable for Transactions made with a lost or stolen Card until the Issuer receives the report.')).toBe(true);
    expect(has('The Cardholder bears the loss of unauthorised transactions made before it reports the theft.')).toBe(true);
    expect(has('The Member is responsible for any unauthorised use of its account.')).toBe(true);
  });
});

describe('near misses', () => {
  it('paying for its own use, a cost borne, and reporting a loss are no Liability', () => {
    expect(has('The Customer remains liable for all Transactions made with its Cards before their return.')).toBe(false);
    expect(has('The Customer bears the cost of fuel purchased with the Cards.')).toBe(false);
    expect(has('The Customer shall report a lost or stolen Card at once.')).toBe(false);
  });
});

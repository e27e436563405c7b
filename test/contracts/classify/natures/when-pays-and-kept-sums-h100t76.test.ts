/**
 * Issue 18, h100t76 (set 76's types; sentences written for this test, C34 and the Right row of docs/contracts.md):
 * 1. a party that pays, bears or owes in a "when" clause says when another thing happens, no duty, as after "if"
 *    (natures.ts PRESENT_PAYMENT, WHEN_BEFORE); a modal after "when" keeps its reading;
 * 2. a fee a party keeps (up to two words before the sum) is its Right, as takings kept are (nature-modals.ts
 *    RETAINS_MONEY); a fee kept "until" or "in escrow" is held for another, no Right.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").';
const after = (...sentences: string[]) => typesOf(TWO, ...sentences).slice(1);

describe('"when X pays" is a time, no duty', () => {
  it('reads no duty of the party that pays in a "when" clause', () => {
    expect(after('This agreement renews each year when the Publisher pays the annual fee.')).toEqual([[]]);
    expect(after('The licence runs on whenever Publisher pays the renewal fee.')).toEqual([[]]);
  });
  it('keeps the duty of a party that pays in the main clause', () => {
    expect(after('The Publisher pays the annual fee on 1 March.')).toEqual([['Obligation/Publisher']]);
    expect(after('When the books arrive, the Publisher pays the printing fee within 30 days.')).toEqual([['Obligation/Publisher']]);
  });
});

describe('a fee kept', () => {
  it('reads the party that keeps it as holding a Right', () => {
    expect(after('If the Publisher cancels, the Printer keeps the proofing fee.')).toEqual([['Right/Printer']]);
    expect(after('If the Publisher cancels late, the Printer keeps the initial setting fee.')).toEqual([['Right/Printer']]);
  });
  it('reads no Right where the fee is held for another', () => {
    expect(after('The Printer keeps the advance fee until the books are delivered.')[0]).not.toContain('Right/Printer');
    expect(after('The Printer keeps the advance fee in escrow for the Publisher.')[0]).not.toContain('Right/Printer');
  });
});

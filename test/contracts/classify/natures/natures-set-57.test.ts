/** Issue 18, h75t57: "accepts" a thing handed over is a present-tense duty (C34, nature-present-hand-overs.ts). */
import { describe, expect, it } from 'vitest';
import { handsOverAsDuty } from '../../../../src/contracts/classify/natures/nature-present-hand-overs.js';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Repair Contract is made between Dunav Yard AD (the "Yard") and Ister Shipping Ltd (the "Owner").';
const OPERATIVE = 'The parties agree as follows:';

describe('"accepts" the thing handed over (C34)', () => {
  it('"accepts the Vessel", "accepts delivery of the goods", "accepts the works" bind the party, after "and" too', () => {
    expect(typesOf(PREAMBLE, OPERATIVE,
      'On completion, the Yard hands over the Vessel, and the Owner accepts the Vessel subject to any defects listed.',
      'The Owner accepts delivery of the spare parts at the quay.',
      'The Owner accepts the works on the day of the sea trial.').slice(2)).toEqual([
      ['Obligation/Yard', 'Obligation/Owner'], ['Obligation/Owner'], ['Obligation/Owner'],
    ]);
  });

  it('near misses: an assent to terms, a risk or a fact is no hand-over', () => {
    expect(handsOverAsDuty('accepts', ' the terms of the quotation')).toBe(false);
    expect(handsOverAsDuty('accepts', ' the risk of loss of the cargo')).toBe(false);
    expect(handsOverAsDuty('accepts', ' that the vessel may be late')).toBe(false);
    expect(handsOverAsDuty('accepts', ' the Vessel at the repair berth')).toBe(true);
    expect(typesOf(PREAMBLE, OPERATIVE, 'The Owner accepts the risk of any delay caused by weather.').slice(2)).toEqual([[]]);
  });
});

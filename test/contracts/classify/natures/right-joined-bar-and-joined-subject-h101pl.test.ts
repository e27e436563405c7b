/**
 * Issue 18, h101pl (sentences written for this test; C126 and C127 of docs/contract-labels.md, C34's present tense):
 * 1. a bar joined by "and"/"but" to a right the subject was just given is the same subject's Exclusion beside its Right
 *    ("keeps the fee and does not refund it": natures.ts, nature-present-duties.ts `barJoinedAfter`);
 * 2. a present-tense clause joined by "and" with no comma to another party's modal is its subject's duty beside the
 *    modal's label ("we leave a card … and you must book …": natures.ts `presentClauseBeforeJoinedSubject`).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Corrib Ferries Ltd (the "Operator") and Moyle Travel Ltd (the "Agent").';
const after = (...sentences: string[]) => typesOf(TWO, ...sentences).slice(1);
const WE_YOU = 'Lantern Removals Limited ("we", "us") moves furniture for the person who books a move ("you").';
const ours = (...sentences: string[]) => typesOf(WE_YOU, ...sentences).slice(1);

describe('a bar joined to a right of the same subject (C126)', () => {
  it('reads the kept fee as a Right and the refund refused as an Exclusion', () => {
    expect(after('If the Agent withdraws a booking, the Operator keeps the booking fee and does not refund any part of it.'))
      .toEqual([['Right/Operator', 'Exclusion/Operator']]);
    expect(after('The Operator retains all commissions but does not share them with the Agent.')).toEqual([['Right/Operator', 'Exclusion/Operator']]);
  });
  it('reads the bar after a "may" too, and with "we"', () => {
    expect(after('The Agent may keep the ticket fee and does not return it.')).toEqual([['Right/Agent', 'Exclusion/Agent']]);
    expect(ours('If you cancel on the day, we keep the deposit fee and do not refund it.')).toEqual([['Right/we', 'Exclusion/we']]);
  });
  it('reads no bar where the verb after "does not" states no act', () => {
    expect(after('The Agent may sell the tickets and does not need the consent of the Operator.')).toEqual([['Right/Agent']]);
    expect(after('The Agent may cancel a sailing and does not get its fee back.')).toEqual([['Right/Agent']]);
  });
  it('gives the holder no bar where another subject stands after "and"', () => {
    expect(after('The Operator keeps the booking fee and the Agent does not refund it.')).toEqual([['Right/Operator']]);
  });
});

describe('a present-tense clause joined by "and" with no comma to another party\'s modal (C127)', () => {
  it('reads both duties, each its party\'s', () => {
    expect(ours('If our crew cannot find you, we leave a note in your letterbox and you must call us to book again.'))
      .toEqual([['Obligation/You', 'Obligation/we']]);
    expect(after('The Operator issues the tickets and the Agent must hand them to each passenger.')).toEqual([['Obligation/Agent', 'Obligation/Operator']]);
  });
  it('reads the right after "and" beside the duty before it', () => {
    expect(after('The Operator prints the timetable and the Agent may display it.')).toEqual([['Right/Agent', 'Obligation/Operator']]);
  });
  it('reads nothing of a joint subject, a relative clause or a condition', () => {
    expect(after('The Operator and the Agent must meet each quarter.')).toEqual([['Obligation/Operator', 'Obligation/Agent']]);
    expect(after('The sailings the Operator runs and the Agent must sell are listed in Annex 2.')).toEqual([['Obligation/Agent']]);
  });
});

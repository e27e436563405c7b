/**
 * Issue 18, h86n. A present passive whose agent is a party states that party's duty (C34) also when a phrase of place,
 * time or manner stands between the participle and "by", when the agent is "both parties", and when the act is the
 * signing of a record other than the contract itself. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Haulage Agreement is made between Fenwick Quarries Ltd (the "Quarry") and Dunmore Transport Ltd (the "Haulier").';
const typesAfter = (...sentences: string[]) => typesOf(PREAMBLE, ...sentences).slice(1);

describe('a present passive with a phrase before its agent', () => {
  it('binds the agent', () => {
    expect(typesAfter(
      '1. Empty pallets are carried back to the depot by the Haulier.',
      '2. Each load is weighed at the gate by the Quarry.',
      '3. Spilt gravel is cleaned up within one hour by THE HAULIER.',
    )).toEqual([['Obligation/Haulier'], ['Obligation/Quarry'], ['Obligation/Haulier']]);
  });
  it('near misses: the contract entered into, an agent that is a party\'s employee, a condition', () => {
    expect(typesAfter(
      '4. This Agreement is entered into by the Quarry and the Haulier.',
      '5. The wiring is carried out by the Haulier\'s own electrician.',
      '6. If a load is refused at the gate by the Quarry, the Haulier takes it back.',
    )).toEqual([[], [], ['Obligation/Haulier']]);
  });
});

describe('a record signed by a party', () => {
  it('is the signer\'s duty; the contract signed is none', () => {
    expect(typesAfter(
      '7. Each delivery note is signed by the Quarry.',
      '8. The trucks are loaded at the face, and a weighbridge ticket is signed by the Haulier.',
      '9. This Agreement is signed by the Quarry and the Haulier in two copies.',
    )).toEqual([['Obligation/Quarry'], ['Obligation/Haulier'], []]);
  });
  it('in a relative clause after a comma, by both parties', () => {
    expect(typesAfter(
      '10. The loads are handed over at the wharf against a tally sheet, which lists each load and is signed by both parties.',
    )).toEqual([['Obligation/Both Parties']]);
  });
});

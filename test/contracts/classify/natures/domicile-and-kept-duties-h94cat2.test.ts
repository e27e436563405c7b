/**
 * Issue 18, h94cat2 (set 72's types, sentences written for this test):
 * 1. "the parties elect domicile at their addresses" (no possessive) is the domicile chosen, as "chooses its domicile"
 *    is: the parties' Obligation;
 * 2. ", but remains responsible for" after a right is the same subject's kept liability, as "and remains responsible" is;
 * 3. a role word in lower case after "as" is the capacity a party acts in, no party ("The Agent acts as agent only and is
 *    not liable …": the Agent's Disclaimer).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Harbour Shipping Ltd (the "Owner") and Kestrel Agencies Ltd (the "Agent").';
const after = (...sentences: string[]) => typesOf(TWO, ...sentences).slice(1);

describe('a domicile elected without a possessive', () => {
  it('is the parties\' Obligation', () => {
    expect(after('The parties elect domicile at their addresses stated above.')).toEqual([['Obligation/Multiple Parties']]);
    expect(after('For all notices under this agreement, the parties elect domicile at the addresses given above.')).toEqual([['Obligation/Multiple Parties']]);
  });
  it('keeps "elect" of anything else no promise', () => {
    expect(after('The parties elect a chairman at the first meeting of each year.')).toEqual([[]]);
  });
});

describe('", but remains responsible" after a right', () => {
  it('is read beside the right', () => {
    expect(after('The Agent may appoint sub-agents at other ports, but remains responsible for their work.')).toEqual([['Right/Agent', 'Obligation/Agent']]);
  });
  it('leaves a right alone without it', () => {
    expect(after('The Agent may appoint sub-agents at other ports, but only with the Owner\'s approval.')).toEqual([['Right/Agent']]);
  });
});

describe('a role word after "as"', () => {
  it('names the capacity, so the party opening the clause keeps its disclaimer', () => {
    expect(after('The Agent acts as agent only and is not liable for the defaults of any carrier.')).toEqual([['Disclaimer/Agent']]);
    expect(after('The Agent acts only as agent and is not liable for the acts of any pilot, unless it chose the pilot negligently.')).toEqual([['Disclaimer/Agent']]);
  });
  it('keeps a capitalised party after "as" a party', () => {
    expect(after('The Owner appoints Kestrel Agencies Ltd as the Agent, and the Agent shall act in good faith.')).toEqual([['Obligation/Agent', 'Right/Agent']]);
  });
});

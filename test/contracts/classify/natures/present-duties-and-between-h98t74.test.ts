/**
 * Issue 18, h98t74 (set 74's types; sentences written for this test):
 * 1. a present-tense duty before a purpose clause ("so that … can") keeps its Obligation: the purpose's modal is its own
 *    subject's (nature-present-duties.ts CLAUSE_END);
 * 2. "In that case", "In such an event" open the clause with no comma (IN_THAT_CASE);
 * 3. "The Party affected by force majeure informs …", "The Party in breach pays …": C53's event role in C34's present
 *    tense (RELATIVE_ON_SUBJECT);
 * 4. "does not <verb>" joined by "and" / "but" to a present-tense duty is the same subject's Exclusion (JOINED_BAR);
 * 5. the second of two parties after "between" is no subject of an agentless modal (between-objects.ts).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Fenwick Mills Ltd (the "Miller") and Arden Bakery Ltd (the "Baker").';
const after = (...sentences: string[]) => typesOf(TWO, ...sentences).slice(1);

describe('a present-tense duty before a purpose clause', () => {
  it('keeps the Obligation whatever the purpose\'s modal', () => {
    expect(after('The Miller sieves the flour twice, so that no husk can reach the dough.')).toEqual([['Obligation/Miller']]);
    expect(after('The Baker labels each tray with its batch, so that the loaves can be traced.')).toEqual([['Obligation/Baker']]);
    expect(after('The Miller stores the sacks off the floor in order that damp cannot spoil them.')).toEqual([['Obligation/Miller']]);
  });
  it('leaves a modal in the party\'s own clause to the modal rules', () => {
    expect(after('The Miller shall sieve the flour twice, so that no husk can reach the dough.')).toEqual([['Obligation/Miller']]);
  });
});

describe('"In that case" opening a present-tense duty', () => {
  it('reads the party after it as the subject', () => {
    expect(after('In that case the Baker pays only for the sacks delivered.')).toEqual([['Obligation/Baker']]);
    expect(after('In such an event the Miller replaces the flour within two days.')).toEqual([['Obligation/Miller']]);
  });
  it('reads no subject in a condition', () => {
    expect(after('In that case, if the Baker pays late, interest runs.')).toEqual([[]]);
  });
});

describe('an event role qualified after the noun, in the present tense (C53)', () => {
  it('is whichever party the event befalls', () => {
    expect(after('The Party affected by a strike informs the other Party by telephone on the same day.')).toEqual([['Obligation/Multiple Parties']]);
    expect(after('The Party in breach pays the other Party a penalty of GBP 50 for each day.')).toEqual([['Obligation/Multiple Parties']]);
  });
});

describe('"does not" joined to a present-tense duty', () => {
  it('adds the same subject\'s Exclusion', () => {
    expect(after('The Miller delivers the flour in paper sacks and does not use plastic.')).toEqual([['Obligation/Miller', 'Exclusion/Miller']]);
    expect(after('The Baker collects the sacks at the mill but does not load them himself.')).toEqual([['Obligation/Baker', 'Exclusion/Baker']]);
    expect(after('The Miller grinds wheat of not more than 14.5 % moisture and does not blend it with rye.')).toEqual([['Obligation/Miller', 'Exclusion/Miller']]);
  });
  it('reads no bar of another clause, or of a verb that binds no one', () => {
    expect(after('The Miller delivers the flour that the Baker orders and does not sell.')).toEqual([['Obligation/Miller']]);
    expect(after('The Miller delivers the flour in paper sacks and does not have a van.')).toEqual([['Obligation/Miller']]);
  });
});

describe('two parties after "between" before an agentless modal', () => {
  it('gives the second no Right', () => {
    expect(after('This order is the whole agreement between the Baker and the Miller and may be changed only in writing.')).toEqual([[]]);
    expect(after('This letter records the terms between Baker and Miller and may be amended only by both.')).toEqual([[]]);
  });
  it('keeps a party that opens a clause of its own', () => {
    expect(after('The price is agreed between the Baker and the Miller and the Miller may review it each year.')).toEqual([['Right/Miller']]);
  });
});

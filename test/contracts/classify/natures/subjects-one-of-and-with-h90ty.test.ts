/**
 * Issue 18, h90ty (set 68's cause 1, its last subjects; sentences written for this test): "one of" and "any of" opening a
 * clause introduce its subject as "each of" does ("…, and one of the Members must attend"), and what a subject has
 * ("Members with more than ten shares may …") stands between it and its modal as an insert does. After a preposition
 * ("is paid to one of the Members") the party stays an object; "with the Customer" (another party) and "with the help
 * of …" are no such phrase.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const CLUB = 'These rules are made between Harbour Rowing Club (the "Club") and the members named in the register (the "Members").';
const after = (...sentences: string[]) => typesOf(CLUB, ...sentences).slice(1);

describe('"one of" and "any of" opening a clause', () => {
  it('introduce the subject', () => {
    expect(after(
      'The boats are launched at seven, and one of the Members must check the slipway first.',
      'One of the Members must lock the boathouse each evening.',
      'Any of the Members may book the double scull.',
    )).toEqual([['Obligation/Members'], ['Obligation/Members'], ['Right/Members']]);
  });
  it('near miss: after a preposition the party is an object', () => {
    expect(after('A prize given to one of the Members shall be engraved.')).toEqual([[]]);
  });
});

describe('what the subject has, before its modal', () => {
  it('is no gap', () => {
    expect(after(
      'Members with more than ten outings a year may apply for a reduced fee.',
      'Members with a junior licence must not take a boat out alone.',
    )).toEqual([['Right/Members'], ['Exclusion/Members']]);
  });
  it('near misses: another party, or a phrase of help', () => {
    expect(after(
      'The Club with the help of volunteers shall repair the pontoon.',
      'Members with the Club shall sign the safety sheet.',
    )).toEqual([[], []]);
  });
});

/**
 * "reserves" a thing for the other side (nature-present-hand-overs.ts RESERVED_FOR_ANOTHER, read by the present-tense
 * duties after a name and after an opening pronoun; issue 18, h116n90, set 90's cause 3): setting a thing aside for the
 * other party or its people is a duty, as "keeps … free for" is; a reserved right stays a Right, a thing kept for itself
 * no duty. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { handsOverAsDuty } from '../../../../src/contracts/classify/natures/nature-present-hand-overs.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const OPENING = 'This memorandum is agreed between Hill Town Council ("the Council") and Lake Tours Ltd ("the Operator").';

describe('"reserves … for" the other party (RESERVED_FOR_ANOTHER)', () => {
  it('binds the one who reserves, by its name or by "It" after it', () => {
    expect(typesOf(OPENING, 'The Council reserves a stretch of the pavement for the Operator\'s guests.', 'The Council reserves ten seats for the Operator.').slice(1))
      .toEqual([['Obligation/Council'], ['Obligation/Council']]);
    expect(typesOf(OPENING, 'The Council keeps the square clean.', 'It reserves ten seats for the Operator.', 'It informs the Operator of any closure.').slice(2))
      .toEqual([['Obligation/Council'], ['Obligation/Council']]);
  });
  it('near misses: a reserved right, a thing kept for itself or for no one named', () => {
    expect(typesOf(OPENING, 'The Council reserves the right to end this memorandum on one month\'s notice.')[1]).toEqual(['Right/Council']);
    expect(typesOf(OPENING, 'The Council reserves all rights not expressly granted to the Operator.')[1]).toEqual(['Right/Council']);
    expect(typesOf(OPENING, 'The Operator reserves the morning slot for its own guests.')[1]).toEqual([]);
    expect(typesOf(OPENING, 'The Council keeps the square clean.', 'It reserves the hall for research visits.')[2]).toEqual([]);
  });
  it('handsOverAsDuty("reserves", …): a capitalised one after "for", no right before it', () => {
    expect(handsOverAsDuty('reserves', ' ten seats for the Operator.')).toBe(true);
    expect(handsOverAsDuty('reserves', ' the right to sell seats for the Operator.')).toBe(false);
    expect(handsOverAsDuty('reserves', ' ten seats for research.')).toBe(false);
  });
});

describe('hostile runs of "reserves … for" (h116n90)', () => {
  itClassifiesRepeatedLinearly('It reserves a seat for ');
  itClassifiesRepeatedLinearly('for the for the ');
  itClassifiesRepeatedLinearly('The Council reserves seats ');
});

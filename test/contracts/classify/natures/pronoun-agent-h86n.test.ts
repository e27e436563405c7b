/**
 * Issue 18, h86n. A passive modal whose agent is "him" or "her" binds the one party its clause names before the modal,
 * as "by the Learner" would. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Indenture is made between Harbour Joinery Limited (the "Employer") and Thomas Le Page (the "Learner").';
const typesAfter = (...sentences: string[]) => typesOf(PREAMBLE, ...sentences).slice(1);

describe('a passive modal with a person\'s pronoun as agent', () => {
  it('binds the one party named before it', () => {
    expect(typesAfter(
      '1. Any day missed by the Learner through sickness shall be worked by him at the end of the term.',
      '2. Tools broken by the Learner through carelessness shall be replaced by him at his own cost.',
    )).toEqual([['Obligation/Learner'], ['Obligation/Learner']]);
  });
  it('near misses: two parties before it, "it" as agent', () => {
    expect(typesAfter(
      '3. Any sum lent by the Employer to the Learner shall be recovered by him in equal parts.',
      '4. Any day missed by the Learner shall be governed by it.',
    )).toEqual([[], []]);
  });
});

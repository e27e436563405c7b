/**
 * Issue 18, h84t63. A party that binds itself ("doth hereby bind himself apprentice to the Master", "hereby binds itself
 * to pay") promises, as "undertakes to" does. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = [
  { text: 'INDENTURE OF APPRENTICESHIP', kind: 'title' as const },
  'This Indenture is made between Harbour Joinery Limited (the "Employer") and Thomas Le Page (the "Learner").',
];
const typesAfter = (...sentences: string[]) => typesOf(...PREAMBLE, ...sentences).slice(PREAMBLE.length);

describe('a party binding itself', () => {
  it('is its Obligation', () => {
    expect(typesAfter(
      'The Learner doth hereby bind himself to the Employer for the term of three years.',
      'The Employer hereby binds itself to teach the Learner the trade of a joiner.',
    )).toEqual([['Obligation/Learner'], ['Obligation/Employer']]);
  });
  it('near misses: binding another, being bound by a document, a binding of books', () => {
    expect(typesAfter(
      'This Indenture is binding on the successors of the Employer.',
      'The workshop binds books for the parish library.',
    )).toEqual([[], []]);
  });
});

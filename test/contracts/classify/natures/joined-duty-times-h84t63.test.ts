/**
 * Issue 18, h84t63. A duty joined after a verb that binds no one ("receives …, and weighs each delivery") is read across
 * a time or a decimal number ("from 06:00 to 14:00", "12.5 tonnes"): a colon or a dot between digits ends no clause.
 * Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = [
  { text: 'CONTRACT FOR DRYING SERVICES', kind: 'title' as const },
  'This contract is made between Costa Secadora S.A. (the "Dryer") and Cooperativa Norte (the "Cooperative").',
];
const typesAfter = (...sentences: string[]) => typesOf(...PREAMBLE, ...sentences).slice(PREAMBLE.length);

describe('a joined duty across a time or a decimal number', () => {
  it('binds the subject', () => {
    expect(typesAfter(
      'The Dryer receives the beans at its yard from 07:30 to 15:00, and weighs each load in front of the driver.',
      'The Dryer receives 12.5 tonnes a day and dries them within 48 hours.',
    )).toEqual([['Obligation/Dryer'], ['Obligation/Dryer']]);
  });
  it('near misses: a colon that ends the clause, a semicolon, a relative clause before the joined verb', () => {
    expect(typesAfter(
      'The Dryer receives the beans at its yard: the members weigh each load.',
      'The Dryer receives the beans at 07:30; the members weigh each load.',
      'The Dryer receives the beans that arrive before 15:00 and weighs them.',
    )).toEqual([[], [], []]);
  });
});

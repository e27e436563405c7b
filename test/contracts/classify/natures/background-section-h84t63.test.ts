/**
 * Issue 18, h84t63. A section headed as the background with an ordinal or a number before it ("SECOND.- (BACKGROUND)",
 * "FIRST.- BACKGROUND:") states the parties' situation in the present tense, no duty; the next heading ends it.
 * Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { BACKGROUND_SECTION } from '../../../../src/contracts/classify/document/recitals.js';
import { typesOf } from '../helpers.js';

const PREAMBLE = [
  { text: 'AGREEMENT ON GUIDED TREKS', kind: 'title' as const },
  'This agreement is made between Altiplano Treks S.R.L. (the "Operator") and Lago Azul Lodge S.R.L. (the "Lodge").',
];

describe('a numbered background heading', () => {
  it('matches the heading forms and no operative heading', () => {
    for (const heading of ['SECOND.- (BACKGROUND)', 'FIRST.- BACKGROUND:', '2. Recitals', 'B) Antecedents', 'Background']) expect(BACKGROUND_SECTION.test(heading)).toBe(true);
    for (const heading of ['THIRD.- (OBJECT)', 'Background checks of the guides', '4. Payment', 'Recitals of the prices and the background music']) expect(BACKGROUND_SECTION.test(heading)).toBe(false);
  });
  it('its present-tense sentences set no duty; those under the next heading do', () => {
    expect(typesOf(...PREAMBLE,
      { text: 'SECOND.- (BACKGROUND)', kind: 'title' as const },
      'The Lodge runs a hostel of twelve rooms on the lake shore.',
      'The Operator sells treks to foreign travellers.',
      { text: 'THIRD.- (OBLIGATIONS)', kind: 'title' as const },
      'The Lodge cleans the rooms every day.',
      'The Operator pays the Lodge within ten days of each trek.').slice(PREAMBLE.length)).toEqual([
      [], [], [], [], ['Obligation/Lodge'], ['Obligation/Operator'],
    ]);
  });
  it('near miss: a modal duty under the background heading is still read', () => {
    expect(typesOf(...PREAMBLE,
      { text: 'FIRST.- BACKGROUND:', kind: 'title' as const },
      'The Lodge shall keep its licence from the municipality in force.').slice(PREAMBLE.length)).toEqual([[], ['Obligation/Lodge']]);
  });
});

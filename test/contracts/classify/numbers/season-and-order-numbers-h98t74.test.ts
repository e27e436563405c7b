/**
 * Issue 18, h98t74 (set 74's attributes; sentences written for this test): the second year of a season's name is no
 * Duration ("the 2031/32 school year": C59's period, durations.ts), and a document's hyphened number after its kind,
 * "no." and a colon is an identifier ("Delivery order no.: 12-408": C28, not-quantities.ts NUMBER_LABEL_BEFORE).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a season\'s name before a kind of year', () => {
  it('reads no Duration from its second year', () => {
    expect(attributesOf('The rolls are supplied for the 2031/32 school year only.')).toEqual([]);
    expect(attributesOf('The fees for the 2029-30 academic year are paid in advance.')).toEqual([]);
  });
  it('keeps a count of years a Duration', () => {
    expect(attributesOf('The rolls are supplied for 2 school years.')).toEqual(['Duration:2 school years']);
  });
});

describe('a document\'s hyphened number after "no.:"', () => {
  it('is no Number', () => {
    expect(attributesOf('Delivery order no.: 12-408')).toEqual([]);
    expect(attributesOf('Contract number: 7-2231')).toEqual([]);
  });
  it('keeps a count after a colon a Number', () => {
    expect(attributesOf('Number of sacks: 12')).toEqual(['Number:12']);
  });
});

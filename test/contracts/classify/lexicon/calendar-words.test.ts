/**
 * The calendar words' one home (lexicon/calendar-words.ts): a month's or a weekday's name, and the same with the plural
 * a repeated time takes ("Mondays"), which place-positions.ts reads after a street instead of a pattern of its own
 * (review of h90fd's place readers).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCalendarWord, isCalendarWordOrPlural } from '../../../../src/contracts/classify/lexicon/calendar-words.js';

const NAMES = ['January', 'March', 'May', 'December', 'Monday', 'Saturday', 'Sunday'];

describe('calendar words', () => {
  it('reads the names, and their plurals only where asked', () => {
    expect(['Monday', 'Mondays', 'Marchton', 'monday'].map(isCalendarWord)).toEqual([true, false, false, false]);
    expect(['Monday', 'Mondays', 'Junes', 'Maybury', 'Sundayss'].map(isCalendarWordOrPlural)).toEqual([true, true, true, false, false]);
  });
  it('every name is read with or without its plural', () => {
    fc.assert(fc.property(fc.constantFrom(...NAMES), fc.boolean(), (name, plural) => isCalendarWordOrPlural(plural ? `${name}s` : name)));
  });
});

/** Issue 18, h78t61: a telephone line named before its number ("call our free line on 180 2020") is no count. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number'));

describe('a telephone line before its number', () => {
  it('"our free line on 180 2020", "the customer line is 1300 655": every group of the number is the line\'s', () => {
    expect(numbers('If you have a complaint, call our free line on 180 2020.')).toEqual([]);
    expect(numbers('Our customer line is 1300 655 and is open on weekdays.')).toEqual([]);
    expect(numbers('Call 0800 4455 to book.')).toEqual([]);
  });

  it('near misses: a count after a line of text, a verb of calling before a small count', () => {
    expect(numbers('The free line handles 300 calls a day.')).toEqual(['Number:300']);
    expect(numbers('We call 3 meetings a year.')).toEqual(['Number:3']);
    expect(numbers('Install the phone line on 2 floors.')).toEqual(['Number:2']);
  });
});

/**
 * Facts set 60's cause 8 (issue 18, h100a60): the relation an agreement's title names ("MEMBERSHIP AGREEMENT") given its
 * own time in a sentence ("The membership starts on …") dates the agreement, as "The subscription starts on …" does
 * (own-name-words.ts relationWord). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { relationWord } from '../../../../src/contracts/classify/facts/own-name-words.js';
import { dates } from '../facts-readers.js';

describe('the title\'s relation starting or ending on a date (cause 8)', () => {
  it('dates the agreement\'s start and end', () => {
    expect(dates('MEMBERSHIP AGREEMENT', 'Your membership starts on 1 March 2044.').effective).toEqual(['2044-03-01']);
    expect(dates('Membership Agreement', 'Membership begins on 3 May 2044 and ends on 2 May 2045.'))
      .toEqual({ effective: ['2044-05-03'], termination: ['2045-05-02'] });
    expect(dates('ALLOTMENT AGREEMENT', 'The allotment starts on 15 April 2044.').effective).toEqual(['2044-04-15']);
  });
  it('near misses: another thing starting, a title of no relation', () => {
    expect(dates('MEMBERSHIP AGREEMENT', 'The yoga course starts on 1 March 2044.').effective).toEqual([]);
    expect(dates('MASTER AGREEMENT', 'The master starts on 1 March 2044.').effective).toEqual([]);
  });
  it('the word before the head of an agreement\'s or a contract\'s title', () => {
    expect(['MEMBERSHIP AGREEMENT', 'Tenancy Contract', 'THIS AGREEMENT', 'SERVICE ORDER', 'AGREEMENT', 'B2B AGREEMENT'].map(relationWord))
      .toEqual(['MEMBERSHIP', 'Tenancy', undefined, undefined, undefined, undefined]);
  });
});

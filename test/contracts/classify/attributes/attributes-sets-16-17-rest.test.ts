/**
 * The rest of the attribute defects sets 16 and 17 showed (issue 18, h19s17d), with sentences written for them (none
 * from the sets): a document part's title is no Number; a sentence's closing period is no part of a date, and a
 * month alone is no date.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number:'));
const dates = (text: string) => attributesOf(text).filter((a) => a.startsWith('DateTime:'));

describe('a schedule\'s, annex\'s or appendix\'s own title is no Number (as a heading\'s "ARTICLE 4")', () => {
  it.each([
    ['SCHEDULE 3 – FEES', []],
    ['Annex 4 – Technical Requirements', []],
    ['Appendix 2: Contact Details', []],
    ['Exhibit 5', []],
    ['Schedule 7 Service Credits', []],
    // Inside a sentence the words are a reference, which the labelled sets read as a Number.
    ['The rates are set out in Schedule 3.', ['Number:3']],
    ['Annex 4 applies to 12 sites.', ['Number:4', 'Number:12']],
  ])('%s', (text, want) => {
    expect(numbers(text)).toEqual(want);
  });
});

describe('a sentence\'s closing period is no part of a date', () => {
  it.each([
    ['Statements are due by 30 June and 31 December.', ['DateTime:30 June', 'DateTime:31 December']],
    ['The stand is taken down on 14 November.', ['DateTime:14 November']],
    ['Delivery is due on 1 May 2028.', ['DateTime:1 May 2028']],
    // An abbreviation keeps its own period.
    ['The season opens on 3 Sept.', ['DateTime:3 Sept.']],
  ])('%s', (text, want) => {
    expect(dates(text)).toEqual(want);
  });
});

describe('a month alone names no date', () => {
  it.each([
    ['No rooms are released in July or August.', []],
    ['Harvest runs from March to May.', []],
    ['The first crop is shipped in October 2029.', ['DateTime:October 2029']],
  ])('%s', (text, want) => {
    expect(dates(text)).toEqual(want);
  });
});

/**
 * A county's or parish's recording office named with its place: names/county-officers.ts; facts set 36's cause 3
 * (issue 18, h64names). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a county or parish officer with its place (h64names)', () => {
  it.each([
    ['Lessee may record this hunting lease with the St. Landry Parish Clerk of Court.', ['St. Landry Parish Clerk of Court']],
    ['A memorandum shall be filed with the Clerk of Court of St. Tammany Parish.', ['Clerk of Court of St. Tammany Parish']],
    ['The deed is recorded with the Lamar County Clerk and Recorder within ten days.', ['Lamar County Clerk and Recorder']],
    ['Buyer shall file the release with the Pender County Register of Deeds.', ['Pender County Register of Deeds']],
    ['The Vermilion Parish Assessor values the improvements.', ['Vermilion Parish Assessor']],
  ])('%s', (text, bodies) => {
    expect(orgs(text)).toEqual(bodies);
  });
  it.each([
    'The Clerk of Court shall stamp the copy.',
    'The County Clerk may charge a recording fee.',
    'The Little Snoring Parish Clerk shall take the minutes.',
    'Each County Recorder keeps its own index.',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('a word that picks the office names no place (hrev55)', () => {
  it.each([
    'Said County Clerk shall record the deed.',
    'The Buyer shall file the memorandum with the Applicable County Recorder.',
    'Taxes are assessed by the Relevant County Assessor.',
    'Each party shall file with the Appropriate County Recorder.',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it.each([
    // The near misses kept: a place after the word the list cuts, and a place of two words.
    ['Said Harris County Clerk shall record the deed.', ['Harris County Clerk']],
    ['Fees payable to the Orleans Parish Recorder are borne by the Buyer.', ['Orleans Parish Recorder']],
    ['The Buyer shall file the memorandum with the Los Angeles County Recorder.', ['Los Angeles County Recorder']],
  ])('%s', (text, bodies) => {
    expect(orgs(text)).toEqual(bodies);
  });
});

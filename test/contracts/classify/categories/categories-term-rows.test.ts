/**
 * A row stating the contract's term as a heading and a period is Term & Termination (issue 18, h59cat;
 * category-cues-term-rows.ts). Rows written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('a term row is Term & Termination (h59cat)', () => {
  it.each([
    'Term: three years from 1 March 2028',
    'Initial Term: 24 months',
    'Item 3 Term: two years commencing on the Start Date',
    'Hire term | 6 weeks',
  ])('%s', (text) => {
    expect(cueOf('Term & Termination', text)).toBe('strong');
    expect(categoriesOf(text)).toEqual(['Term & Termination']);
  });
});

describe('near misses: no period after the heading, or terms of payment (h59cat)', () => {
  it.each([
    ['Payment terms: 30 days net', ['Payment Terms & Billing']],
    ['Term | Meaning', []],
    ['Term: as set out in clause 2', []],
  ])('%s', (text, labels) => {
    expect(cueOf('Term & Termination', text)).not.toBe('strong');
    expect(categoriesOf(text)).toEqual(labels);
  });
});

describe('the contract lasting until an event (h63c53)', () => {
  it('reads "shall continue for so long as", "remain in force while" as Term & Termination', () => {
    expect(categoriesOf('This Agreement shall continue for so long as the Licensee operates the Station.')).toContain('Term & Termination');
    expect(categoriesOf('This Licence will remain in force while the Club holds its league membership.')).toContain('Term & Termination');
  });
  it('reads no duration in a clause that merely survives', () => {
    expect(categoriesOf('This Agreement shall continue in full force notwithstanding the death of any Member.')).not.toContain('Term & Termination');
  });
});

describe('the contract in force from its start until an event (h66c53)', () => {
  it('reads "shall be in force from its signature until …" as Term & Termination', () => {
    expect(cueOf('Term & Termination', 'This contract shall be in force from its signature until the harvest of 2031 is sold.')).toBe('strong');
    expect(cueOf('Term & Termination', 'This Agreement shall be in full force from the Effective Date until the Works are completed.')).toBe('strong');
  });
  it('reads no duration in a contract merely in force, nor in another thing in force until an event', () => {
    expect(cueOf('Term & Termination', 'This Agreement shall be in force from the date of its signature.')).not.toBe('strong');
    expect(cueOf('Term & Termination', 'The insurance shall be in force from loading until the goods are unloaded.')).not.toBe('strong');
  });
});

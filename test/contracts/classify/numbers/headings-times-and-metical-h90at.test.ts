/**
 * Set 68's numbers (issue 18, h90at): a spelled clause number in a heading with its name in brackets, the metical written
 * after its figure, a length in two clock units, the modal "may" after a figure, a one-digit hour after "by". Sentences
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf } from '../helpers.js';

const titleAttributes = (text: string): string[] =>
  classifyContract([{ kind: 'title', text }]).elements[0].attributes.map((a) => `${a.type}:${text.slice(a.begin, a.end)}`);

describe('a part heading with its name in brackets', () => {
  it('leaves the part number bare, spelled or in figures', () => {
    expect(titleAttributes('CLAUSE NINE (Insurance)')).toEqual([]);
    expect(titleAttributes('Article Four (Delivery of the goods)')).toEqual([]);
    expect(titleAttributes('SCHEDULE 3 (Price List)')).toEqual([]);
  });
  it('keeps a reference in a sentence a Number', () => {
    expect(attributesOf('Clause 7 (Insurance) applies to the stock.')).toEqual(['Number:7']);
  });
});

describe('the metical after its figure', () => {
  it('is a Currency with dotted thousands and decimal comma', () => {
    expect(attributesOf('Each bed costs 4.250,00 MT, VAT included.')).toEqual(['Currency:4.250,00 MT']);
  });
  it('leaves metric tonnes a Number', () => {
    expect(attributesOf('The mill receives 3,200 MT of maize.')).toEqual(['Number:3,200']);
    expect(attributesOf('The mill receives 1.600,00 MT of maize.')).toEqual(['Number:1.600,00']);
  });
});

describe('a length in two clock units', () => {
  it('is one Duration', () => {
    expect(attributesOf('The track runs 5 minutes 20 seconds.')).toEqual(['Duration:5 minutes 20 seconds']);
    expect(attributesOf('Each shift lasts 7 hours 30 minutes.')).toEqual(['Duration:7 hours 30 minutes']);
    expect(attributesOf('The clip may use up to 1 minute 45 seconds of the song.')).toEqual(['Duration:up to 1 minute 45 seconds']);
  });
  it('keeps lengths joined by a word, or in calendar units, apart', () => {
    expect(attributesOf('The course takes 2 hours and 30 minutes.')).toEqual(['Duration:2 hours', 'Duration:30 minutes']);
    expect(attributesOf('The loan runs 3 months 10 days.')).toEqual(['Duration:3 months', 'Duration:10 days']);
  });
});

describe('the modal "may" after a figure', () => {
  it('makes no date before "not" or "be"', () => {
    expect(attributesOf('Pupils under the age of 14 may not use the kiln.')).toEqual(['Number:14']);
    expect(attributesOf('The fees in Annex 2 may be revised each year.')).toEqual(['Number:2']);
  });
  it('keeps a date in small letters with its year', () => {
    expect(attributesOf('The hall is booked for 14 may 2030.')).toEqual(['DateTime:14 may 2030']);
  });
});

describe('a one-digit hour after a preposition of time', () => {
  it('is a DateTime', () => {
    expect(attributesOf('The Tenant must leave the hall by 9:45 each night.')).toEqual(['DateTime:9:45']);
    expect(attributesOf('Doors open at 7:30 on match days.')).toEqual(['DateTime:7:30']);
  });
  it('leaves a ratio alone', () => {
    expect(attributesOf('Mix the mortar 3:1 with sand.')).not.toContain('DateTime:3:1');
  });
});

describe('two clock units joined (property)', () => {
  it('count the smaller unit, the larger converted', async () => {
    const fc = (await import('fast-check')).default;
    const { findDurations } = await import('../../../../src/contracts/classify/numbers/durations.js');
    fc.assert(fc.property(fc.integer({ min: 1, max: 23 }), fc.integer({ min: 1, max: 59 }), (h, m) => {
      const text = `The job takes ${h} hours ${m} minutes.`;
      const found = findDurations(text);
      return found.length === 1 && found[0].unit === 'minutes' && found[0].count === h * 60 + m && text.slice(found[0].begin, found[0].end) === `${h} hours ${m} minutes`;
    }), { numRuns: 50 });
  });
});

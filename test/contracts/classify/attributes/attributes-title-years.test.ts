/**
 * A heading's year names an edition, a season or a crop: no Number (title-years.ts, C75; issue 18,
 * h56attr). Sentences and headings written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';

const attributesOfTitle = (text: string) => typesAndAttributesOf({ text, kind: 'title' })[0].attributes;

describe('a year in a heading', () => {
  it('reads no Number in the year of an edition, a season or a crop', () => {
    expect(attributesOfTitle('EXHIBITOR TERMS – AUTUMN CRAFT FAIR 2028')).toEqual([]);
    expect(attributesOfTitle('2027 POTATO GROWER CONTRACT')).toEqual([]);
    expect(attributesOfTitle('TREKKING SUPPORT AGREEMENT – SPRING 2029 ANNAPURNA CIRCUIT')).toEqual([]);
  });
  it('keeps a heading\'s other numbers and a code with a year in it', () => {
    expect(attributesOfTitle('SUPPLY CONTRACT FOR TWO 3,000 TONNE BARGES')).toEqual(['Number:TWO', 'Number:3,000']);
    // A year inside a code's slashes is the code's, read by the code's rules, not this one: a figure and a year stay one
    // Number; a series code in capitals between the slashes makes the whole one identifier, no Number (C28; h89at).
    expect(attributesOfTitle('Reference: 17/2027')).toContain('Number:17/2027');
    expect(attributesOfTitle('Reference: 044/ABC/2027')).toEqual([]);
  });
});

describe('a year in a sentence stays a Number (C54)', () => {
  it('reads the year', () => {
    expect(typesAndAttributesOf('The Grower shall plant the 2028 crop by 30 April.')[0].attributes).toContain('Number:2028');
  });
});

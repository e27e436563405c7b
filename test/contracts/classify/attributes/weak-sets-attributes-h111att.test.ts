/**
 * Issue 18, h111att (the attributes of sets 11, 15 and 23; sentences written for this test, none of the sets'): a name in
 * capitals signing "Per:", a street's direction before a bracket, France's regional towns and the Great Plains', a sum
 * that ends before "and a half day"; a definitions table's row with its cell boundary (set 10).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';
import { halfOfNextNoun } from '../../../../src/contracts/classify/numbers/amount-bounds.js';

describe('a name in capitals signing "Per:" (Canadian signature blocks)', () => {
  it('is an Organization, as one signing "By:" is', () => {
    expect(attributesOf('HARROWGATE CURLING CLUB Per: Joan Pike, President')).toEqual(['Organization:HARROWGATE CURLING CLUB', 'Person:Joan Pike']);
    expect(attributesOf('THE CORPORATION OF THE CITY OF DUNMORE FALLS Per: Ray Oduya, Clerk')).toContain('Organization:THE CORPORATION OF THE CITY OF DUNMORE FALLS');
  });
  it('near misses: one word before "Per:" is a rate\'s row or a role', () => {
    expect(attributesOf('Price Per: tonne of gravel delivered')).not.toContainEqual(expect.stringMatching(/^Organization:/));
    expect(attributesOf('LICENSEE Per: Joan Pike, President')).not.toContainEqual(expect.stringMatching(/^Organization:/));
  });
});

describe('a street\'s direction after the street word', () => {
  it('stays the address\'s before a bracket or the sentence\'s end', () => {
    expect(attributesOf('The Club runs the rink at 410 Dundas Street East (the "Rink").')).toContain('Location:410 Dundas Street East');
    expect(attributesOf('The depot is at 18 Front Road West.')).toContain('Location:18 Front Road West');
  });
  it('near miss: a direction word opening the next phrase is not the street\'s', () => {
    expect(attributesOf('The depot is at 18 Front Road. West of it lies the yard.')).toEqual(['Location:18 Front Road.']);
    expect(attributesOf('The depot at 18 Front Road West Hill serves the county.')).not.toContain('Location:18 Front Road West');
  });
});

describe('towns the gazetteer lacked', () => {
  it('reads France\'s regional towns and the Great Plains\' towns', () => {
    expect(attributesOf('The company is registered at the Rennes trade and companies register.')).toContain('Location:Rennes');
    expect(attributesOf('The works are done in Saint-Herblain.')).toContain('Location:Saint-Herblain');
    expect(attributesOf('The depot is in Grand Island, Nebraska.')).toContain('Location:Grand Island, Nebraska');
  });
});

describe('a sum before "and a half day"', () => {
  it('ends before " and": the half is the next item\'s', () => {
    expect(attributesOf('A full session costs $40 and a half session $25.')).toEqual(['Currency:$40', 'Currency:$25']);
    expect(attributesOf('A full day costs EUR 90 and a half day EUR 50.')).toEqual(['Currency:EUR 90', 'Currency:EUR 50']);
  });
  it('near misses: a plural or a count going on keeps the half', () => {
    expect(attributesOf('The course lasts two and a half days.')).toEqual(['Number:two and a half']);
    const reread = (words: string) => Number(words.replace(/\D/g, ''));
    expect(halfOfNextNoun('It costs $3 and a half times the fee.', reread)({ start: 9, end: 22, value: 3.5, entity: 'sys-currency' })).toEqual({ start: 9, end: 22, value: 3.5, entity: 'sys-currency' });
    expect(halfOfNextNoun('It costs $3 and a half day.', reread)({ start: 9, end: 22, value: 3.5, entity: 'sys-currency' })).toEqual({ start: 9, end: 11, value: 3, entity: 'sys-currency' });
  });
});

describe('a quoted term and its meaning in two cells of a definitions table', () => {
  it('defines the term, as a dash or a colon between them does', () => {
    expect(typesAndAttributesOf('"Match Day" | any day on which a home match is played')[0]).toEqual({ types: ['Definition/None'], attributes: ['DefinedTerm:Match Day'] });
    expect(typesAndAttributesOf('"Bar Takings" | all sums received from sales at the bars')[0].types).toEqual(['Definition/None']);
  });
  it('near miss: a note in the second cell defines nothing', () => {
    expect(typesAndAttributesOf('"AS IS" | see clause 9')[0].types).toEqual([]);
  });
});

/**
 * Set 91's "Citizen Afanasy Petrovich Sivtsev" (issue 18, h119t91): the civil status capitalised at a preamble slot's
 * start is no part of the name (lexicon/courtesy-titles.ts CAPITALISED_CITIZEN_BEFORE_NAME, read in parties/slot-names.ts
 * as "citizen" in small letters is): only before a whole name of three words closed by a comma, a bracket or the end,
 * none a business's word. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const attributes = (...lines: string[]): string[][] => typesAndAttributesOf(...lines).map((e) => e.attributes);

describe('"Citizen" before a person\'s three-word name', () => {
  it('is no part of the Person', () => {
    const got = attributes('Citizen Ivan Sergeyevich Petrov, living in Yakutsk, hereinafter "the Owner", and Sakha Farm LLC, hereinafter "the Keeper", have agreed as follows.',
      'The Owner pays the Keeper RUB 5,000 a month.');
    expect(got[0]).toContain('Person:Ivan Sergeyevich Petrov');
    expect(got[0].filter((a) => a.includes('Citizen'))).toEqual([]);
  });
  it('near misses: a company named "Citizen", and two words only', () => {
    const company = attributes('Citizen Watch Company Limited, hereinafter "the Seller", and Ann Lee, hereinafter "the Buyer", have agreed as follows.',
      'The Seller delivers the watches.');
    expect(company[0]).toContain('Organization:Citizen Watch Company Limited');
    const two = attributes('Citizen Kane, hereinafter "the Owner", and Sakha Farm LLC, hereinafter "the Keeper", have agreed as follows.',
      'The Owner pays the Keeper RUB 5,000 a month.');
    expect(two[0]).toContain('Person:Citizen Kane');
  });
  it('near misses: a body\'s or a business\'s word, read from the lexicon\'s lists (review h119rr finding 10)', () => {
    const named = (name: string) => attributes(`${name}, hereinafter "the Seller", and Ann Lee, hereinafter "the Buyer", have agreed as follows.`, 'The Seller delivers the goods.')[0]
      .filter((a) => a.includes('Citizen'));
    expect(named('Citizen Watch Co.')).toEqual(['Organization:Citizen Watch Co.']);
    expect(named('Citizen Energy Cooperative Society')).toEqual(['Organization:Citizen Energy Cooperative Society']);
    expect(named('Citizen Media Foundation')).toEqual(['Organization:Citizen Media Foundation']);
    // "Partners" (a business's word) vetoes the title: no Person "North Coast Partners"
    expect(named('Citizen North Coast Partners')).toEqual([]);
  });
});

describe('hostile runs (h119t91)', () => {
  itClassifiesRunsLinearly(['Citizen ', 'Ivan ', 'Citizen Ivan '], (unit) => `"${unit}" repeated before a slot's name: linear`,
    (run) => [{ text: `${run}Ivan Sergeyevich Petrov, hereinafter "the Owner", and Sakha Farm LLC, hereinafter "the Keeper", have agreed as follows.`, kind: 'sentence' }]);
});

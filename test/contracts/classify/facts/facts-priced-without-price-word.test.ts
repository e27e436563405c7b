/**
 * A sum a thing costs, is served, offered or sold at, a sum "at … per person", and a sum a thing "is" for a day or an
 * evening are prices without a price word (facts.ts PRICED_WITHOUT_PRICE_WORD; facts set 38's cause 14, issue 18,
 * h70money). A fine, a bank's capital, a cover and a late day's penalty stay no amounts. Contracts of my own.
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

const charter = 'This Charter Agreement is made on 4 May 2034 between Fjordbåt AS (the "Owner") and Havlys AS (the "Charterer").';

describe('a sum priced without a price word is an amount (h70money)', () => {
  it('"costs", "is served at", "is offered at", "at … per person"', () => {
    expect(amounts(charter, 'Lunch on deck costs NOK 390 per person.')).toEqual(['390 NOK']);
    expect(amounts(charter, 'Supper is served at NOK 610 per person, for at least 30 persons.')).toEqual(['610 NOK']);
    expect(amounts(charter, 'A guided hike is offered at NOK 250 per guest.')).toEqual(['250 NOK']);
    expect(amounts(charter, 'The Owner serves supper on board at NOK 610 per person.')).toEqual(['610 NOK']);
  });

  it('"is <sum> for the day / for one evening"', () => {
    expect(amounts(charter, 'The vessel is NOK 45 000 for the day.')).toEqual(['45000 NOK']);
    expect(amounts(charter, 'An extra crew member is NOK 4 200 for one evening.')).toEqual(['4200 NOK']);
  });
});

describe('sums that stay no amounts (near misses)', () => {
  it('a fine, a share capital, a penalty for each day, a limit per person', () => {
    expect(amounts(charter, 'A fine of NOK 5 000 applies to each late return.')).toEqual([]);
    expect(amounts(charter, 'The Owner has a share capital of NOK 30 000.')).toEqual([]);
    expect(amounts(charter, 'The penalty is NOK 2 000 for the day of any delay.')).toEqual([]);
    expect(amounts(charter, 'The Owner holds liability insurance of NOK 10 000 000 per person.')).toEqual([]);
  });
});

describe('"costs" as a noun and a liability "for the day" price nothing (review hrev61)', () => {
  it('court costs, the costs of an audit, a liability or a cover for the trip are no amounts', () => {
    expect(amounts(charter, 'The Charterer bears court costs NOK 15 000 if it loses.')).toEqual([]);
    expect(amounts(charter, 'The Charterer bears its own costs NOK 2 000 for the survey.')).toEqual([]);
    expect(amounts(charter, 'The maximum liability is NOK 100 000 for the trip.')).toEqual([]);
    expect(amounts(charter, 'The insurance cover is NOK 5 000 000 for the voyage.')).toEqual([]);
  });
  it('near misses: a thing that costs a sum and a hire for the day stay amounts', () => {
    expect(amounts(charter, 'The ticket costs NOK 200 per person.')).toEqual(['200 NOK']);
    expect(amounts(charter, 'Each extra cabin costs NOK 900.')).toEqual(['900 NOK']);
    expect(amounts(charter, 'The charter hire is NOK 30 000 for the day.')).toEqual(['30000 NOK']);
  });
});

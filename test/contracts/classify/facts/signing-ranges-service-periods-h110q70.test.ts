/**
 * Facts set 70's dates and terms (issue 18, h110q70), on sentences written for the rules, none from the set:
 * - "We, the parties, … sign in <Place> on <date>": the parties sign the contract then (place-of-making.ts PARTIES_SIGN_AT);
 * - a party's own clause doing the service "for <length>, from <date> to <date>" gives the agreement's start, end and
 *   term (agreement-terms.ts servesForRange, lastsBetweenItsDates);
 * - "from <date>, <a clause set off by commas>, to <date>" is a range as "from <date> to <date>" is (date-kinds.ts
 *   START_CLAUSE).
 */
import { describe, expect, it } from 'vitest';
import { dates, effective, terms } from '../facts-readers.js';
import { rangeGoesOn } from '../../../../src/contracts/classify/facts/date-kinds.js';
import { PARTIES_SIGN_AT } from '../../../../src/contracts/classify/document/place-of-making.js';
import { servesForRange } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { readsLinearly } from '../../../security/linear-time.js';

const ENTRIES = [
  'LIVESTOCK SALE CONTRACT',
  '1. AGROPECUARIA EL CARMEN S.R.L., with NIT 1020304, domiciled in Trinidad, hereinafter THE BUYER.',
  '2. Mr. Evaristo Noza Chávez, of legal age, domiciled in San Ignacio, hereinafter THE SELLER.',
  'SECOND.- THE SELLER delivers forty head of cattle to THE BUYER at his ranch.',
];

describe('the parties that sign in a place on a day (cause 5)', () => {
  it.each([
    'NINTH.- We, the parties, agree to all the clauses above and sign in Trinidad on 5 June 2045.',
    'NINTH.- The parties accept every clause of this contract and sign at Trinidad on 5 June 2045.',
    'NINTH.- Both parties agree and sign it in the city of Trinidad, Beni, on the 5th of June 2045.',
  ])('%s', (closing) => {
    expect(effective(...ENTRIES, closing)).toEqual(['2045-06-05']);
  });
  it('near misses: another paper or a party alone signs', () => {
    expect(effective(...ENTRIES, 'NINTH.- THE SELLER shall sign the delivery note at San Ignacio on 9 June 2045.')).toEqual([]);
    expect(PARTIES_SIGN_AT.test('The Seller signs at the depot on 9 June 2045.')).toBe(false);
    expect(PARTIES_SIGN_AT.test('The parties agree that the Seller shall sign the delivery note at San Ignacio on 9 June 2045.')).toBe(false);
    expect(PARTIES_SIGN_AT.test('We, the parties, sign in Trinidad on 5 June 2045.')).toBe(true);
  });
});

const LETTER = (term: string) => [
  'ECO TOURS OF THE PANTANAL',
  'Corumbá, 2 March 2045',
  'Mr. Paulo Vieira',
  'Director',
  'Pousada Rio Negro Association',
  'Dear Mr. Vieira,',
  'We confirm the terms we discussed for your guests:',
  term,
  '2. You pay each month within ten (10) days of our invoice.',
  'Yours sincerely,',
  'Lívia Borges',
];

describe('a party doing the service for a length, from a date to a date (cause 6)', () => {
  it('gives the start, the end and the term', () => {
    const text = LETTER('1. We guide your guests on the river each morning, for two (2) months, from 1 April 2045 to 31 May 2045.');
    expect(dates(...text)).toEqual({ effective: ['2045-04-01'], termination: ['2045-05-31'] });
    expect(terms(...text)).toContain('60 days');
  });
  it('the clause shapes', () => {
    expect(servesForRange('1. We guide your guests, for two (2) months, from 1 April 2045 to 31 May 2045.')).toBe(true);
    expect(servesForRange('I will clean the offices every evening for six weeks, from 3 May 2045 to 14 June 2045.')).toBe(true);
  });
  it('near misses: a party\'s state or a thing closed, no service', () => {
    expect(servesForRange("The Buyer's store is closed for two weeks, from 20 December 2045 to 3 January 2046.")).toBe(false);
    expect(servesForRange('We are closed for two weeks, from 20 December 2045 to 3 January 2046.')).toBe(false);
    expect(servesForRange('We close for two weeks, from 20 December 2045 to 3 January 2046.')).toBe(false);
    expect(servesForRange('We give a warranty for six months, from 1 April 2045 to 30 September 2045.')).toBe(false);
    const closed = LETTER("1. The Association's lodge is closed for two weeks, from 1 April 2045 to 14 April 2045.");
    expect(dates(...closed)).toEqual({ effective: [], termination: [] });
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `1. We guide ${'for two months, '.repeat(Math.ceil(n / 16))}`;
      return () => servesForRange(text);
    });
  });
});

describe('a range whose start a clause set off by commas follows (cause 7)', () => {
  const PARTIES = 'Andes Mudanzas SpA (the "Contractor") and Rosa Quilodrán (the "Client") agree as follows.';
  it.each([
    'The work runs from 3 March 2045, when we empty the shed, to 12 March 2045, when the shed stands on its new base.',
    'The work runs from 3 March 2045, the day the permit is issued, to 12 March 2045.',
    'The work runs from 3 March 2045, once the tide allows, until 12 March 2045.',
  ])('%s', (text) => {
    expect(dates(PARTIES, text)).toEqual({ effective: ['2045-03-03'], termination: ['2045-03-12'] });
  });
  it('near misses: a clause holding a figure, a list of dates', () => {
    expect(rangeGoesOn(', when 20 men arrive, to 12 March 2045')).toBe(false);
    expect(rangeGoesOn(', 4 March 2045 and 5 March 2045')).toBe(false);
    expect(rangeGoesOn(', in Santiago, to 12 March 2045')).toBe(false);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `, when ${'we wait '.repeat(Math.ceil(n / 8))}`;
      return () => rangeGoesOn(text);
    });
    readsLinearly((n) => {
      const text = `the parties ${'sign in Trinidad '.repeat(Math.ceil(n / 17))}`;
      return () => PARTIES_SIGN_AT.test(text);
    });
  });
});

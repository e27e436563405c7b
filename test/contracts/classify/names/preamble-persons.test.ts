/**
 * Persons a "between" preamble names with a middle initial and no title: names/preamble-persons.ts (issue 18,
 * h64names). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { persons } from '../found-names.js';

describe('initialled persons in a preamble\'s slot (h64names)', () => {
  it.each([
    ['This Deed of Servitude is made between Dale R. Fontenot and Marcy T. Fontenot, husband and wife, (together "Grantor"), and Teche Gas Pipeline LLC.', ['Dale R. Fontenot', 'Marcy T. Fontenot']],
    ['BETWEEN: Dale R. Fontenot, of 40 Cypress Road, Breaux Bridge ("Lessor")', ['Dale R. Fontenot']],
    ['Dale R. Fontenot ("Lessor")', ['Dale R. Fontenot']],
    ['Dale R. Fontenot and Marcy T. Fontenot (together "Lessor")', ['Dale R. Fontenot', 'Marcy T. Fontenot']],
  ])('%s', (text, names) => {
    expect(persons(text)).toEqual(names);
  });
  it.each([
    'Exhibit B. Payment (monthly) applies.',
    'Part C. Prices, rates and fees are fixed.',
    'Section D. Definitions',
    'The fee is split between Exhibit B. Payment and the deposit.',
    'This Lease is made between Fontenot Farms and the Buyer.',
  ])('%s: no person', (text) => {
    expect(persons(text)).toEqual([]);
  });
});

describe('a lettered part of the document is no initialled person (hrev55)', () => {
  it.each([
    'The Supplier shall resolve any conflict between Part A. General, Part B. Special and the Specification.',
    'In case of conflict between Schedule A. Prices and Schedule B. Terms, Schedule B prevails.',
    'Between Annex C. Drawings (as revised) and the Specification, the Annex prevails.',
  ])('%s: no person', (text) => {
    expect(persons(text)).toEqual([]);
  });
  it.each([
    // The near miss kept: a given name that only begins like a part's word.
    ['This Deed is made between Parton J. Lee, of 4 Elm Road, and Tabitha K. Reyes ("Buyer").', ['Parton J. Lee']],
    ['This Deed is made between Dale R. Fontenot, of 40 Cypress Road, and the Buyer.', ['Dale R. Fontenot']],
  ])('%s', (text, names) => {
    expect(persons(text)).toEqual(names);
  });
});

describe('a person in capitals the civil-law preamble qualifies by nationality and marital status (h67n54)', () => {
  it.each([
    ['and on the other part JOÃO PEDRO ALVES, Brazilian, married, farmer, resident in Campinas, hereinafter called the SELLER', ['JOÃO PEDRO ALVES']],
    ['and MARIA HELENA COSTA, Portuguese, single, teacher, hereinafter called the LESSEE', ['MARIA HELENA COSTA']],
  ])('%s', (text, names) => {
    expect(persons(text)).toEqual(names);
  });
  it.each([
    // A firm has no marital status; a single capital word is no full name.
    'on the one part ALFA GRÃOS LTDA, Brazilian, a company, hereinafter called the BUYER',
    'and ALVES, Brazilian, married, farmer',
  ])('%s', (text) => {
    expect(persons(text).filter((n) => /^[A-ZÃÉ ]+$/.test(n))).toEqual([]);
  });
});

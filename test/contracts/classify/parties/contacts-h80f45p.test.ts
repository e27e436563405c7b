/**
 * Contacts of facts set 45's causes 6–9 (h80f45p): a school's head as the post it is represented by; a surname with a
 * joined small-letter particle ("deBrum"); an individual party's own "Name:" field. Sentences written
 * for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

describe('a school represented by its head (h80f45p)', () => {
  const LEASE = (post: string) => [
    'LEASE CONTRACT FOR PRINTERS',
    'BETWEEN',
    'OFFICETEK CONGO S.A., a public limited company, whose registered office is at Brazzaville, represented by Mr. Alain MBEMBA, its Managing Director, hereinafter referred to as "THE LESSOR",',
    'AND',
    `The COLLÈGE SAINT-JEAN, a private secondary school located in Pointe-Noire, represented by its ${post}, Mrs. Odile NGOMA, hereinafter referred to as "THE LESSEE",`,
    'Article 1: Object',
    'The Lessor leases to the Lessee two printers.',
  ];
  it('"represented by its Headmistress" / "Headmaster" / "Headteacher, Mrs. …": the head is the school\'s contact', () => {
    for (const post of ['Headmistress', 'Headmaster', 'Headteacher']) expect(contactsOf(...LEASE(post))['COLLÈGE SAINT-JEAN']).toEqual(['Odile NGOMA']);
  });
});

describe('a surname with a joined small-letter particle (h80f45p)', () => {
  const HIRE = (name: string) => [
    'HALL HIRE AGREEMENT',
    'Agreement date: April 20, 2037',
    'Church: Laura Gospel Church, Inc., a non-profit corporation, P.O. Box 55, Majuro (the "Church")',
    'Hirer: Acme Events Inc., of Delap, Majuro (the "Hirer")',
    '1. The Church lets the hall to the Hirer for one day.',
    'For the Church:',
    `Name: ${name}`,
    'Title: Church Secretary',
  ];
  it('"Name: Nerine deBrum", "Carl vanDyke", "Maria diMarco": the signer is the contact', () => {
    for (const name of ['Nerine deBrum', 'Carl vanDyke', 'Maria diMarco']) expect(contactsOf(...HIRE(name))['LAURA GOSPEL CHURCH']).toEqual([name]);
  });
  it('near miss: a word in small letters that is no joined particle ("Nerine iBrum") is no name', () => {
    expect(contactsOf(...HIRE('Nerine iBrum'))['LAURA GOSPEL CHURCH']).toEqual([]);
  });
});

describe('an individual party\'s own "Name:" field is her signature, no contact (h80f45p)', () => {
  const HIRE = (hirer: string, head: string) => [
    'HALL HIRE AGREEMENT',
    'Agreement date: April 20, 2037',
    'Church: Laura Gospel Church, Inc., a non-profit corporation, P.O. Box 55, Majuro (the "Church")',
    `Hirer: ${hirer}, of Delap, Majuro (the "Hirer")`,
    '1. The Church lets the hall to the Hirer for one day.',
    head,
    'Name: Tina Mary Kabua',
    'Date: April 20, 2037',
  ];
  it('"Hirer:" / "Signed by the Hirer:" over the hirer\'s own name', () => {
    expect(contactsOf(...HIRE('Tina Mary Kabua', 'Hirer:'))['TINA MARY KABUA']).toEqual([]);
    expect(contactsOf(...HIRE('Tina Mary Kabua', 'Signed by the Hirer:'))['TINA MARY KABUA']).toEqual([]);
  });
  it('near miss: a company\'s signer in the same field is its contact', () => {
    expect(contactsOf(...HIRE('Acme Events Inc.', 'For the Hirer:'))['ACME EVENTS']).toEqual(['Tina Mary Kabua']);
  });
});

/**
 * Contacts of facts set 45's causes 6–9 (h80f45p): a school's head as the post it is represented by. Sentences written
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

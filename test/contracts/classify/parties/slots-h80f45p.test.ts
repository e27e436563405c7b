/**
 * Party slots of French, African, Caribbean and Persian drafting in English (facts set 45's causes 1–4, h80f45p): an
 * alias line of its own opening with a capital "Hereinafter". Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

describe('an alias line of its own opening with a capital "Hereinafter" (h80f45p)', () => {
  const LEASE = (aliasLine: string) => [
    'LEASE CONTRACT FOR PRINTERS',
    'BETWEEN',
    "OFFICETEK CONGO S.A., a public limited company with a share capital of 10.000.000 FCFA, whose registered office is at Avenue de l'Indépendance, B.P. 110, Brazzaville, represented by Mr. Alain MBEMBA, its Managing Director, duly empowered for the purposes hereof,",
    aliasLine,
    'On the one hand,',
    'AND',
    'The COLLÈGE SAINT-JEAN, a private secondary school located in Pointe-Noire, represented by its Director, Mr. Paul NGOMA, hereinafter referred to as "THE LESSEE",',
    'On the other hand,',
    'Article 1: Object',
    'The Lessor leases to the Lessee two printers.',
  ];
  it('"Hereinafter referred to as "THE LESSOR"," under the slot gives the lessor its side and its representative', () => {
    const lines = LEASE('Hereinafter referred to as "THE LESSOR",');
    expect(sorted(primary(...lines))).toEqual(['COLLÈGE SAINT-JEAN Buyer', 'OFFICETEK CONGO Supplier']);
    expect(contactsOf(...lines)['OFFICETEK CONGO']).toEqual(['Alain MBEMBA']);
  });
  it('"Hereinafter called "the Lessor";" alike, as the line in small letters reads', () => {
    expect(sorted(primary(...LEASE('Hereinafter called "the Lessor";')))).toEqual(['COLLÈGE SAINT-JEAN Buyer', 'OFFICETEK CONGO Supplier']);
    expect(sorted(primary(...LEASE('hereinafter referred to as "THE LESSOR",')))).toEqual(['COLLÈGE SAINT-JEAN Buyer', 'OFFICETEK CONGO Supplier']);
  });
});

/**
 * Party slots of French, African, Caribbean and Persian drafting in English (facts set 45's causes 1–4, h80f45p): an
 * alias line of its own opening with a capital "Hereinafter"; an individual whose alias is no role word, in a slot closing
 * "of the Other Part"; a numbered party field naming an individual ("1-2- Contractor: Ms. …"). Sentences written for the rules, none from a set.
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

describe('a slot closing "of the Other Part" names an individual whose alias is no role word (h80f45p)', () => {
  const WORKS = (slot: string) => [
    'CONTRACT FOR THE SUPPLY AND INSTALLATION OF WATER TANKS',
    'THIS CONTRACT is made the 5th day of March, 2037',
    'BETWEEN AQUATANK SUPPLIES LTD., a company incorporated in Antigua and Barbuda, with its registered office at Factory Road, St. John\'s (hereinafter called "the Contractor") of the One Part',
    'AND',
    slot,
    '1. The Contractor shall install two tanks at the dwelling house.',
  ];
  it('"(hereinafter called "the Householder") of the Other Part." gives the person the side the Contractor leaves', () => {
    expect(sorted(primary(...WORKS('PAULINE ANNE SAMUEL, retired nurse, of Lot 9, Cedar Grove, Antigua (hereinafter called "the Householder") of the Other Part.')))).toEqual(['AQUATANK SUPPLIES Supplier', 'PAULINE ANNE SAMUEL Buyer']);
    expect(sorted(primary(...WORKS('Desmond Roy Francis, fisherman, of Bolans Village, Antigua (hereinafter called "the Resident") of the Second Part;')))).toEqual(['AQUATANK SUPPLIES Supplier', 'DESMOND ROY FRANCIS Buyer']);
  });
  it('near miss: without the side\'s words the line is no slot, and a clause quoting a thing names no party', () => {
    expect(sorted(primary(...WORKS('The tanks are described in the schedule (hereinafter called "the Equipment") of the Other Part.')))).toEqual(['AQUATANK SUPPLIES Supplier']);
  });
});

describe('a numbered party field naming an individual (h80f45p)', () => {
  const TRANSLATION = (field: string) => [
    'CONTRACT FOR TRANSLATION SERVICES',
    'Date: 10 May 2037',
    'Article 1 – Parties to the Contract',
    '1-1- Employer: Kavir Negar Company Ltd., registration No. 41222, address: No. 3, Azadi Street, Tehran, represented by Mr. Ali Rezaei, Managing Director, hereinafter referred to as the "Employer".',
    `${field} Contractor: Ms. Leila Hosseini, daughter of Reza, national code 0012345678, translator, address: No. 7, Hafez Street, Shiraz, hereinafter referred to as the "Contractor".`,
    'Article 2 – Subject',
    'The Contractor shall translate the manuals.',
  ];
  it('"1-2-", "1.2", "(b)" before the role field: the person is the party', () => {
    for (const n of ['1-2-', '1.2', '(b)']) expect(sorted(primary(...TRANSLATION(n)))).toEqual(['KAVIR NEGAR Buyer', 'LEILA HOSSEINI Supplier']);
  });
  it('near miss: a numbered clause whose words after the colon are no name gives no party', () => {
    expect(sorted(primary(...TRANSLATION('1-2-').slice(0, 4), '1-2- Contractor: the translator named in the annex.', 'The Contractor shall translate the manuals.'))).toEqual(['KAVIR NEGAR Buyer']);
  });
});

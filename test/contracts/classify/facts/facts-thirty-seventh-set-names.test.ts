/**
 * Facts set 37's representatives and organisation names (issue 18, h67names), each on short contracts written for these
 * tests: the representative whose post follows the name "in his capacity as Director" (cause 2), a post joined to another
 * by "and" (cause 7), and the organisation names of cause 9.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames } from '../facts-readers.js';

describe('"duly represented by Mr <name> in his capacity as Director" names the contact (cause 2)', () => {
  const grazing = (first: string, second: string) => [
    'GRAZING RIGHTS AGREEMENT',
    'entered into by and between',
    `OMAHEKE CATTLE TRADERS (PTY) LTD, registration number 2015/0311, a private company incorporated in the Republic of Namibia, ${first} (hereinafter referred to as "the Owner")`,
    'and',
    `KALAHARI SANDS FARMING (PTY) LTD, registration number 2012/0999, a private company incorporated in the Republic of Namibia, ${second} (hereinafter referred to as "the Grazier")`,
    '1. The Grazier shall pay the Owner N$ 12 000.00 per month for the grazing rights.',
  ];
  it('reads the full name before "in his capacity" or "in her capacity"', () => {
    expect(contactLists(...grazing('duly represented by Mr Hendrik Jacobus Botha in his capacity as Director', 'duly represented by Ms Martha Ndapewa Shikongo in her capacity as Managing Director'))).toEqual([
      ['OMAHEKE CATTLE TRADERS', ['Hendrik Jacobus Botha']],
      ['KALAHARI SANDS FARMING', ['Martha Ndapewa Shikongo']],
    ]);
  });
  it('the post before the name reads as before', () => {
    expect(contactLists(...grazing('duly represented by its Director, Mr Hendrik Jacobus Botha,', 'represented by Managing Director Martha Ndapewa Shikongo, acting on the basis of the Charter,'))).toEqual([
      ['OMAHEKE CATTLE TRADERS', ['Hendrik Jacobus Botha']],
      ['KALAHARI SANDS FARMING', ['Martha Ndapewa Shikongo']],
    ]);
  });
});

describe('a post joined to another by "and" is one title, no party (cause 7)', () => {
  const packing = (post: string) => [
    'EXPORT AGREEMENT',
    'Between the undersigned:',
    '1) OASIS DATES S.A.R.L., whose registered office is at Avenue Habib Bourguiba, Tozeur, represented by its Manager Mr. Karim Ben Salah, hereinafter referred to as "the Packer", of the first part;',
    `2) MEDITERRANEAN FRUITS S.A., whose registered office is at Route de Tunis, Sfax, represented by its ${post} Mr. Hedi Trabelsi, hereinafter referred to as "the Buyer", of the second part;`,
    'Article 1. The Buyer shall pay the Packer TND 2.000 per kilogram.',
  ];
  it('"its Chairman and Managing Director Mr. <name>" and "its President and Chief Executive Officer Mr. <name>"', () => {
    const expected = [['OASIS DATES', ['Karim Ben Salah']], ['MEDITERRANEAN FRUITS', ['Hedi Trabelsi']]];
    expect(contactLists(...packing('Chairman and Managing Director'))).toEqual(expected);
    expect(contactLists(...packing('President and Chief Executive Officer'))).toEqual(expected);
    expect(contactLists(...packing('Managing Director'))).toEqual(expected);
  });
  it('a person joined to a company by "and" still leaves the company its slot', () => {
    expect(partyNames(
      'This Agreement is made between Oasis Dates S.A.R.L., represented by its Manager Mr. Karim Ben Salah, and Mediterranean Fruits S.A., represented by its Chairman and Managing Director Mr. Hedi Trabelsi (the "Buyer").',
      'Article 1. The Buyer shall pay Oasis Dates TND 2.000 per kilogram.',
    )).toEqual(['OASIS DATES', 'MEDITERRANEAN FRUITS']);
  });
});

describe('organisation names read, not cut and not invented (cause 9)', () => {
  const opening = 'This Agreement is made on 3 March 2031 between Acme Trading Ltd (the "Supplier") and Beta Foods Ltd (the "Buyer").';
  const others = (...lines: string[]) => partyNames(opening, ...lines, 'The Buyer shall pay the Supplier EUR 10 per kilogram.').slice(2);
  it('a bank named by one fused word, beside a banking word', () => {
    expect(others('Payment is made to IBAN KZ12 3456 7890, KaspiBank, BIC CASPKZKA.')).toEqual(['KASPIBANK']);
    expect(others('The Buyer pays into its account with BancoBasa.')).toEqual(['BANCOBASA']);
  });
  it('no fused word of an English word, nor one with no banking word near', () => {
    expect(others('Each PowerBank charger is sold with a cable; no account is needed.')).toEqual([]);
    expect(others('The KaspiBank Arena is the venue of the fair.')).toEqual([]);
  });
  it('a one-word body that a certificate comes "from", or that accredits', () => {
    expect(others('Each lot carries a quality certificate from Agroscope.')).toEqual(['AGROSCOPE']);
    expect(others('The samples are tested by a laboratory accredited by Sanas.')).toEqual(['SANAS']);
  });
  it('refused: an approval "from" a word, "as recommended by" a word (a person gives and recommends too)', () => {
    expect(others('The Buyer needs written approval from Okafor before any change.')).toEqual([]);
    expect(others('Cultures are used only as recommended by Agroscope.')).toEqual([]);
  });
  it('a French name led by "Groupement", with its join; "the Groupement" alone is none', () => {
    expect(others('The Supplier keeps the approval of the Groupement Interprofessionnel des Agrumes in force.')).toEqual(['GROUPEMENT INTERPROFESSIONNEL DES AGRUMES']);
    expect(others('The Groupement shall meet each month.')).toEqual([]);
  });
  it('"the Municipality of <Town>" is the authority, and a place after "in" or "within"', () => {
    expect(others('The Supplier collects the tourist tax and pays it to the Municipality of Hévíz.')).toEqual(['MUNICIPALITY OF HÉVÍZ']);
    expect(others('The store is located in the Municipality of Sintra and within the Municipality of Cascais.')).toEqual([]);
  });
  it('a Spanish name goes on past a second "y de"', () => {
    expect(others('The honey is tested by the Instituto Nacional de Tecnología y Normalización y de Metrología.')).toEqual(['INSTITUTO NACIONAL DE TECNOLOGÍA Y NORMALIZACIÓN Y DE METROLOGÍA']);
    expect(others('The Supplier obtains the licences of the Ministerio de Energía y Minas.')).toEqual(['MINISTERIO DE ENERGÍA Y MINAS']);
  });
  it('a department after a town and its comma is a place; the Department of Agriculture a body', () => {
    expect(others('The warehouse is in the city of Villarrica, Department of Guairá, Republic of Paraguay.')).toEqual([]);
    expect(others('The Supplier keeps its store in Medellín, Department of Antioquia.')).toEqual([]);
    expect(others('The Supplier complies with the rules of the Department of Agriculture.')).toEqual(['DEPARTMENT OF AGRICULTURE']);
  });
});

describe('the opening\'s date before the first name is no party (hrev53\'s Left)', () => {
  const tail = '1. The Customer shall pay the Supplier EUR 100 per hour.';
  it('"On 3 March 2031, <company> (…) and <company> (…) agree as follows:" names the two companies', () => {
    expect(partyNames('On 3 March 2031, Brightwell Ltd (the "Supplier") and Ostrava Systems s.r.o. (the "Customer") agree as follows:', tail)).toEqual(['BRIGHTWELL', 'OSTRAVA SYSTEMS']);
    expect(partyNames('On March 3, 2031, Brightwell LLC (the "Supplier") and Ostrava Systems Inc. (the "Customer") agree as follows:', tail)).toEqual(['BRIGHTWELL', 'OSTRAVA SYSTEMS']);
  });
  it('a name that opens with "On" keeps it', () => {
    expect(partyNames('On Time Couriers Ltd (the "Supplier") and Ostrava Systems s.r.o. (the "Customer") agree as follows:', tail)).toEqual(['ON TIME COURIERS', 'OSTRAVA SYSTEMS']);
  });
});

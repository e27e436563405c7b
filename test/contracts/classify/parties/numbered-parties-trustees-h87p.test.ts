/**
 * A "Parties" heading over entries numbered "1.", "2." with bare bracketed aliases (preamble-words.ts isNumberedEntry),
 * and the officers' fields under a heading that executes for a party by them ("… acting by two of its trustees:" /
 * "Trustee: …", party-details.ts underSigningHeading): h86p's Left for facts sets 46 and 47 (issue 18, h87p). Sentences
 * written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const DEED = (first: string, second: string) => [
  'GRAZING DEED',
  'Date: 4 August 2039',
  'Parties',
  first,
  second,
  'Background',
  'A. The Licensor owns the paddock known as Lot 7, Ferny Creek Road.',
  'Operative provisions',
  '1. The Grazier shall pay the Licensor a fee of $900.00 each quarter.',
  'Executed by Ferny Creek Cattle Pty Ltd ACN 123 456 789 in accordance with section 127 of the Corporations Act 2001 (Cth):',
  'Director: Hamish Peter Lowe',
  'Director/Secretary: Fiona Grace Tait',
];

describe('entries numbered 1, 2 under a "Parties" heading (isNumberedEntry)', () => {
  it('a person and a company with bare aliases are the primary parties, the company with its officers', () => {
    const lines = DEED('1. Dorothy Anne Quinn of 8 Ferny Creek Road, Ferny Creek VIC 3786 (Licensor)', '2. Ferny Creek Cattle Pty Ltd ACN 123 456 789 of 20 Main Street, Olinda VIC 3788 (Grazier)');
    expect(primary(...lines)).toEqual(['DOROTHY ANNE QUINN Supplier', 'FERNY CREEK CATTLE Buyer']);
    expect(contactLists(...lines)).toContainEqual(['FERNY CREEK CATTLE', ['Hamish Peter Lowe', 'Fiona Grace Tait']]);
  });
  it('near miss: numbers that do not count from the heading ("2." first) are clauses, no entries', () => {
    const lines = DEED('2. Dorothy Anne Quinn of 8 Ferny Creek Road, Ferny Creek VIC 3786 (Licensor)', '3. Ferny Creek Cattle Pty Ltd ACN 123 456 789 of 20 Main Street, Olinda VIC 3788 (Grazier)');
    expect(primary(...lines)).not.toContain('DOROTHY ANNE QUINN Supplier');
  });
});

describe("a trust's officers under its execution heading (underSigningHeading)", () => {
  const TRUST = (heading: string) => [
    'DEED OF LICENCE',
    'THIS DEED is made the 9th day of May 2039',
    'BETWEEN:',
    '(1) THE LONGWOOD CHAPEL TRUST, a charitable trust, of Chapel Lane, Longwood (the "Licensor"); and',
    '(2) MARTHA JANE BENNETT, of 4 Hutts Gate, Longwood (the "Licensee").',
    '1. The Licensee shall pay a licence fee of £40.00 per week.',
    heading,
    'Trustee: Owen Charles Knipe',
    'Trustee: Ruth Ellen Duncan',
    'SIGNED as a deed by MARTHA JANE BENNETT in the presence of:',
    'Witness: Paul Henry, Longwood',
  ];
  it('"… acting by two of its trustees:": the trustees are the trust\'s contacts, no parties', () => {
    const lines = TRUST('EXECUTED as a deed by THE LONGWOOD CHAPEL TRUST acting by two of its trustees:');
    expect(primary(...lines)).toEqual(['LONGWOOD CHAPEL TRUST Supplier', 'MARTHA JANE BENNETT Buyer']);
    expect(contactLists(...lines)).toContainEqual(['LONGWOOD CHAPEL TRUST', ['Owen Charles Knipe', 'Ruth Ellen Duncan']]);
  });
  it('near miss: "Trustee:" fields without such a heading still name parties', () => {
    const lines = TRUST('The trustees of the charity are:');
    expect(primary(...lines)).toContain('OWEN CHARLES KNIPE Unknown');
  });
});

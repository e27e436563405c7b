/**
 * Set 69's causes 3 and 5 (h91at), in sentences of my own: a post before "of" and a company is the person's, the
 * Organization the company alone (post-of-company.ts); a signature row's first cell naming the signer before a post, a
 * role or the party signed for is a Person (signature-row-name-cells.ts); a Sesotho name's opening apostrophe is the
 * name's (person-names.ts SESOTHO_APOSTROPHE).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orgs, persons } from '../found-names.js';
import { postOfLead } from '../../../../src/contracts/classify/names/post-of-company.js';

describe('a post before "of" and the company (h91at)', () => {
  it('the company without the post, as written or in capitals', () => {
    expect(orgs('We, LUCÍA MÉNDEZ, acting as General Manager of FERRETERÍA EL PROGRESO, S.A., declare as follows.')).toEqual(['FERRETERÍA EL PROGRESO, S.A.']);
    expect(orgs('The report is signed by the Managing Director of Harbour Lights Trading Ltd each month.')).toEqual(['Harbour Lights Trading Ltd']);
    expect(orgs('Pedro Alas, Legal Representative of Servicios del Valle, S. de R.L., appears.')).toEqual(['Servicios del Valle, S. de R.L.']);
    expect(orgs('THE CHIEF EXECUTIVE OFFICER OF NORTHGATE FREIGHT LIMITED SHALL ATTEND.')).toEqual(['NORTHGATE FREIGHT LIMITED']);
  });
  it('a name that holds "of" but no post keeps its words', () => {
    expect(orgs('The account is held with the Bank of Scotland plc.')).toEqual(['Bank of Scotland plc']);
    expect(orgs('The Board of Tealeaf Software Ltd approved the plan.')).toEqual(['Board of Tealeaf Software Ltd']);
  });
  it('the lead is the post and its "of" only', () => {
    expect(postOfLead('General Manager of Acme Ltd')).toBe('General Manager of '.length);
    expect(postOfLead('Bank of Scotland plc')).toBe(0);
    expect(postOfLead('Manager Acme Ltd')).toBe(0);
  });
  it('a long run of post words is read in linear time', () => {
    const text = `${'Managing '.repeat(20000)}Director of Acme Ltd`;
    const start = performance.now();
    postOfLead(text);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('a signature row\'s name cell (h91at)', () => {
  it('a name before a post, a role or the party signed for', () => {
    expect(persons('Thandiwe Moyo | Sales Manager | for Kestrel Lodge Ltd')).toEqual(['Thandiwe Moyo']);
    expect(persons('JORGE LUIS PINEDA | THE SUPPLIER')).toEqual(['JORGE LUIS PINEDA']);
    expect(persons('Ana de la Cruz | for Northgate Freight Limited')).toEqual(['Ana de la Cruz']);
  });
  it('a table\'s header or a place is no name', () => {
    expect(persons('Site Manager | The Contractor')).toEqual([]);
    expect(persons('PAYMENT TERMS | THE CUSTOMER')).toEqual([]);
    expect(persons('Thandiwe Moyo | 12 March 2031')).toEqual([]);
    expect(persons('FOR THE SUPPLIER | FOR THE BUYER')).toEqual([]);
    expect(persons('For The Lessor | for the Lessee')).toEqual([]);
  });
  it('any two capitalised names before a post cell are one Person', () => {
    const word = fc.constantFrom('Thandiwe', 'Moyo', 'Lerato', 'Nkosi', 'Pineda', 'Joaquín', 'Okonkwo', 'Adaeze');
    fc.assert(fc.property(word, word, (a, b) => {
      expect(persons(`${a} ${b} | Finance Director`)).toEqual([`${a} ${b}`]);
    }), { numRuns: 30 });
  });
});

describe('a Sesotho name\'s opening apostrophe (h91at)', () => {
  it('is part of the name after a title or an acceptance label', () => {
    expect(persons('Ms \'Malineo Sekhesa, Ha Abia, Maseru')).toEqual(['\'Malineo Sekhesa']);
    expect(persons('Accepted: \'Mathabo Letsie | Date: ________')).toEqual(['\'Mathabo Letsie']);
  });
  it('a word in single quotes is none', () => {
    expect(persons('The \'Goods\' are listed in the Schedule.')).toEqual([]);
  });
});

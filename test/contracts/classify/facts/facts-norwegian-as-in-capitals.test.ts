/**
 * Norway's "AS" after a name in capitals that fills a field after its colon ("PARTY A (the Principal): NORDKYST APPAREL
 * AS, …"; set 55's Organization miss, issue 18, h70names). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';
import { orgs } from '../found-names.js';

describe('Norway\'s "AS" after a name in capitals filling a field (h70names)', () => {
  it('"PARTY A (…): <NAME> AS, …" is the party and an organisation', () => {
    expect(orgs('PARTY A (the Principal): HAVBRIS KLÆR AS, Strandkaien 4, 5013 Bergen, Norway')).toEqual(['HAVBRIS KLÆR AS']);
    expect(orgs('Owner: FJORDBÅT UTLEIE AS')).toEqual(['FJORDBÅT UTLEIE AS']);
    expect(contactLists(
      'PROCESSING CONTRACT',
      'PARTY A (the Principal): HAVBRIS KLÆR AS, Strandkaien 4, 5013 Bergen, Norway, represented by Mr. Ole Hansen, Director',
      'PARTY B (the Processor): SAIGON STITCH COMPANY LIMITED, 12 Le Loi Street, Ho Chi Minh City, represented by Ms. Tran Thi Mai, Director',
      'Article 1: Party B sews 5,000 jackets for Party A.',
      'Article 2: Party A pays Party B USD 4.00 per jacket.',
    )[0][0]).toBe('HAVBRIS KLÆR');
  });
  it('near misses: English "AS" in capitals goes on to a word', () => {
    expect(orgs('NOTE: PAYMENT TERMS AS DEFINED BELOW')).toEqual([]);
    expect(orgs('EXCLUDED GOODS: ITEMS SUCH AS FIREARMS')).toEqual([]);
    expect(orgs('WARRANTY: THE GOODS ARE SOLD AS IS')).toEqual([]);
  });
});

describe('English "AS" of a comparison closing a field in capitals is no company (hrev60)', () => {
  it.each([
    'EXCLUSIONS: INDIRECT LOSSES SUCH AS',
    'Exclusions: INDIRECT LOSSES SUCH AS, WITHOUT LIMITATION, LOSS OF PROFIT',
    'Delivery: SAME DAY AS',
    'Delivery: AS SOON AS, AND IN ANY EVENT WITHIN 10 DAYS',
    'Term: AS LONG AS',
  ])('%s: no organisation', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it('kept: a Norwegian name closing its field', () => {
    expect(orgs('Supplier: NORDKYST APPAREL AS, Bryggen 4, Bergen')).toEqual(['NORDKYST APPAREL AS']);
    expect(orgs('Owner: FJORDBÅT AS')).toEqual(['FJORDBÅT AS']);
  });
});

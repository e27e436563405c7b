/**
 * Set 50's attributes (issue 18, h50n50), with sentences written for these tests (none of the set's): the signer after
 * "Signed for <company>, Inc. by" and "Accepted for <company> on <date> by" (names/signed-for-company.ts); "N percentage
 * points" a Number; a supplement's "NO. 1" in a title bare (C18); no Organization ending in "of Company"; a town before a listed place after "of" or a street's name as one Location (C48).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf } from '../helpers.js';

const persons = (text: string) => attributesOf(text).filter((a) => a.startsWith('Person'));

describe('a signing line for a company with a comma before its legal form, or an acceptance line (signed-for-company.ts)', () => {
  it('gives the signer after "by" as a Person', () => {
    expect(persons('Signed for Harbour Tools, Inc. by Ellen Moss, President.')).toEqual(['Person:Ellen Moss']);
    expect(persons('Accepted for Green Mountain Sunshare LLC on May 4, 2027 by Dana Whitcomb, Member.')).toEqual(['Person:Dana Whitcomb']);
    expect(persons('Accepted for Harbour Tools Inc. by Ellen Moss, President.')).toEqual(['Person:Ellen Moss']);
  });
  it('still gives none after a comma that ends the company, or in a sentence that accepts goods', () => {
    expect(persons('Signed for the Seller, and delivered by Rapid Couriers.')).toEqual([]);
    expect(persons('Accepted for processing by the Bank on 4 May 2027.')).toEqual([]);
  });
});

const numbers = (text: string) => attributesOf(text).filter((a) => /^(?:Number|Percentage)/.test(a));

describe('"0.5 percentage points" (numbers/percentage-points.ts; table 2.4: a Percentage is the figure with %)', () => {
  it('is a Number, the figure alone', () => {
    expect(numbers('If the rate rises by more than 0.5 percentage points, the Lessor may adjust the instalment.')).toEqual(['Number:0.5']);
    expect(numbers('The margin falls by 2 percentage points.')).toEqual(['Number:2']);
  });
  it('still reads a rate in percent as a Percentage', () => {
    expect(numbers('The rate is 3.5 percent a year.')).toEqual(['Percentage:3.5 percent']);
    expect(numbers('The discount is 5% of the price.')).toEqual(['Percentage:5%']);
  });
});

describe('"SUPPLEMENT NO. 1" after an exhibit\'s letter and a dash (not-quantities.ts, PART_TITLE_BEFORE; C18)', () => {
  const titleAttributes = (text: string) => classifyContract([{ text, kind: 'title' }]).elements[0].attributes;
  it('leaves the title\'s number bare, as "STATEMENT OF WORK NO. 3" is', () => {
    expect(titleAttributes('EXHIBIT C – SUPPLEMENT NO. 4')).toEqual([]);
    expect(titleAttributes('ADDENDUM NO. 2 TO THE SERVICES AGREEMENT')).toEqual([]);
  });
  it('still reads the number a sentence refers to, as "Schedule No. 2" is', () => {
    expect(numbers('The rates are set out in Supplement No. 4.')).toEqual(['Number:4']);
  });
});

describe('"Company" after "of" (company-names.ts, OF_COMPANY)', () => {
  const titleAttributes = (text: string) => classifyContract([{ text, kind: 'title' }]).elements[0].attributes;
  it('ends no Organization: "LEASING OF COMPANY BICYCLES" names the bicycles\' owner', () => {
    expect(titleAttributes('MASTER AGREEMENT ON THE LEASING OF COMPANY CARS')).toEqual([]);
    expect(attributesOf('The Employer may end the Lease of Company Cars on notice.').filter((a) => a.startsWith('Organization'))).toEqual([]);
  });
  it('still reads a company named with "Company" as its form', () => {
    expect(attributesOf('The Seller is Hudson Trading Company of Ohio.')).toContain('Organization:Hudson Trading Company');
    expect(attributesOf('The Lessor is ACME TRADING COMPANY LIMITED of Leeds.')).toContain('Organization:ACME TRADING COMPANY LIMITED');
  });
});

describe('a town the gazetteer lacks before a listed place (town-before-listed.ts; C48)', () => {
  const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location'));
  it('is one Location with it after "of" and after a street\'s name', () => {
    expect(places('The Distributor is Emeka Obi, trading as Obi Stores, of Surulere, Lagos (the "Distributor").')).toEqual(['Location:Surulere, Lagos']);
    expect(places('The Distributor shall keep the shop on Adeola Street, Surulere, Lagos.')).toEqual(['Location:Adeola Street, Surulere, Lagos']); // the street with them (C48, session 55)
  });
  it('still reads a common word and a listed place alone as before, and a street with its town (C48, session 55)', () => {
    expect(places('The consent of Smith, London is needed.')).toEqual(['Location:London']);
    expect(places('The laws of Ontario, Canada apply.')).toEqual(['Location:Ontario, Canada']); // a province and its nation one place (C151, session 66)
    expect(places('The Distributor shall keep the shop on Adeola Street, Surulere.')).toEqual(['Location:Adeola Street, Surulere']);
  });
});

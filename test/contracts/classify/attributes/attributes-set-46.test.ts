/**
 * Set 46's attribute defects (issue 18, h40s46), with sentences written for these tests (none of the set's): a party's
 * one-word alias in a clause written in capitals is no Organization's last word ("HOLD HARMLESS COMPANY GROUP"), and a
 * one-word bank's name keeps the capitalised word before it ("Zürcher Kantonalbank").
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';

const MSA = 'This Master Service Agreement is made between Red Mesa Operating, LLC, a Texas limited liability company ("Company"), and Brazos Well Services, Inc., a Texas corporation ("Contractor").';
const organizations = (...items: string[]) => typesAndAttributesOf(...items).slice(1).map((e) => e.attributes.filter((a) => a.startsWith('Organization:')));

describe('a one-word alias in a clause in capitals', () => {
  it('is the role word, no name with the clause\'s words before it', () => {
    expect(organizations(MSA,
      '5.1 CONTRACTOR WILL RELEASE, DEFEND, INDEMNIFY AND HOLD HARMLESS COMPANY GROUP FROM ALL CLAIMS FOR INJURY TO ANY MEMBER OF CONTRACTOR GROUP OR DAMAGE TO THE PROPERTY OF COMPANY GROUP.'))
      .toEqual([[]]);
  });
  it('keeps a company named in capitals with its own legal form, and the party\'s own name', () => {
    expect(organizations(MSA,
      '5.2 NOTHING IN THIS SECTION LIMITS THE INSURANCE CARRIED BY PACIFIC TRADING COMPANY LIMITED FOR COMPANY.'))
      .toEqual([['Organization:PACIFIC TRADING COMPANY LIMITED']]);
  });
  it('changes nothing where "Company" is no alias', () => {
    expect(organizations('This Agreement is made between Alder Ltd (the "Buyer") and Birch Ltd (the "Seller").',
      'THE SELLER SHALL INSURE THE GOODS WITH HARBOUR MUTUAL INSURANCE COMPANY.'))
      .toEqual([['Organization:HARBOUR MUTUAL INSURANCE COMPANY']]);
  });
});

describe('a one-word bank\'s name', () => {
  it('keeps the capitalised word before it, whatever its letters', () => {
    expect(organizations(MSA,
      'Payments shall be made to the Contractor\'s account at Zürcher Kantonalbank without deduction.',
      'Payment shall be made by transfer to Deutsche Bundesbank.'))
      .toEqual([['Organization:Zürcher Kantonalbank'], ['Organization:Deutsche Bundesbank']]);
  });
  it('not an article, a preposition or a role before it', () => {
    expect(organizations(MSA,
      'The fee shall be paid into the Company\'s account with Rabobank, Utrecht branch.',
      'The Rabobank account of the Company shall receive the payment.'))
      .toEqual([['Organization:Rabobank'], ['Organization:Rabobank']]);
  });
});

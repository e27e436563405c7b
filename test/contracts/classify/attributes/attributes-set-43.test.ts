/**
 * Set 43's attributes (issue 18, h32a43; docs/contract-labels.md C19, C25, C27, C54): a unit, its estate and
 * the estate's street are one address; the place of making after a common-law preamble's day is one Location with its
 * country; a court's division is one Organization with the court; an international organization is one; a head inside
 * the agreement's own name is none; "Year N" of a rent schedule names the year; "no more than six seconds" keeps its
 * bound. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a unit in an estate, then the estate\'s street (C27)', () => {
  it('the unit, the estate, the street and the town are one Location', () => {
    expectReads(attributesOf, [
      ['LANDLORD | Unit 7, Riverside Industrial Park, 14 Kloof Street, Durban | rent@example.co.za', ['Location:Unit 7, Riverside Industrial Park, 14 Kloof Street, Durban']],
      ['The goods are collected from Suite 4, Harbour Centre, 12 Quay Street, Leeds LS1 4AB.', ['Location:Suite 4, Harbour Centre, 12 Quay Street, Leeds LS1 4AB']],
    ]);
  });

  it('two numbered streets in a row stay two places; a unit and its estate alone stay one', () => {
    expectReads(attributesOf, [
      ['The Tenant shall deliver to 12 High Street, 14 Mill Lane, Leeds.', ['Location:12 High Street', 'Location:14 Mill Lane, Leeds']],
      ['The office is at Unit 7, Castle Park, Cambridge.', ['Location:Unit 7, Castle Park, Cambridge']],
    ]);
  });
});

describe('attributes: the place of making after the day (C27)', () => {
  it('"made and entered into this 18th day of … in Town, Country" names the town with its country', () => {
    expectReads(attributesOf, [
      ['This Agreement is made and entered into this 3rd day of May 2027 in Quezon City, Philippines, by and between:', ['DateTime:3rd day of May 2027', 'Location:Quezon City, Philippines']],
      ['This Agreement is entered into as of June 2, 2027 in Savannah, Georgia between the parties below.', ['DateTime:June 2, 2027', 'Location:Savannah, Georgia']],
    ]);
  });

  it('a payment made on a day in a currency names no place', () => {
    expectReads(attributesOf, [
      ['Each payment made on 1 May 2027 in Euros is final.', ['DateTime:1 May 2027']],
      ['The notice was signed on 1 May 2027 in two counterparts.', ['DateTime:1 May 2027', 'Number:two']],
    ]);
  });
});

describe('attributes: named bodies (C25)', () => {
  it('a court\'s division is one Organization with the court, before it or after it', () => {
    expectReads(attributesOf, [
      ['The parties consent to the jurisdiction of the Western Cape Division of the High Court, Cape Town.', ['Organization:Western Cape Division of the High Court', 'Location:Cape Town']],
      ['Any dispute goes to the High Court of South Africa, KwaZulu-Natal Division.', ['Organization:High Court of South Africa, KwaZulu-Natal Division']],
      ['The claim is issued in the Chancery Division of the High Court.', ['Organization:Chancery Division of the High Court']],
    ]);
  });

  it('an international organization is one Organization; "Organisation" after other words names a kind, no body', () => {
    expectReads(attributesOf, [
      ['The hours shall not exceed the limits set by the International Labour Organization.', ['Organization:International Labour Organization']],
      ['The Supplier shall follow the guidance of the World Health Organization on hand hygiene.', ['Organization:World Health Organization']],
      ['The Provider is a Registered Training Organisation.', []],
      ['The Member may join a Group Purchasing Organization.', []],
    ]);
  });

  it('a head inside the agreement\'s own name is no body; a body the agreement names elsewhere stays one', () => {
    expectReads(attributesOf, [
      ['This Debt Collection Agency Services Agreement is made on 2 May 2027.', ['DateTime:2 May 2027']],
      ['This Recruitment Agency Agreement is made on 2 May 2027.', ['DateTime:2 May 2027']],
      ['The Contractor shall hold the permit the Environment Agency issues.', ['Organization:Environment Agency']],
    ]);
  });
});

describe('attributes: a year\'s name in a rent schedule (C54)', () => {
  it('"Year N" names a lease year, no count, as "Item N" and "KPI N" do', () => {
    expectReads(attributesOf, [
      ['Year 2 (1 July 2028 – 30 June 2029) | $52,000.00', ['DateTime:1 July 2028', 'DateTime:30 June 2029', 'Currency:$52,000.00']],
      ['The rent for Year 4 is $56,000.', ['Currency:$56,000']],
    ]);
  });

  it('a calendar year and a count of years stay Numbers and Durations', () => {
    expectReads(attributesOf, [
      ['The rent was fixed in the year 2027.', ['Number:2027']],
      ['The Tenant may renew for 2 years.', ['Duration:2 years']],
    ]);
  });
});

describe('attributes: a bound after "no" (C19, C49)', () => {
  it('"no more than six seconds" is the Duration "more than six seconds", no Number', () => {
    expectReads(attributesOf, [
      ['Each call shall connect with a delay of no more than six seconds.', ['Duration:more than six seconds']],
      ['The alarm shall sound for no more than 30 seconds.', ['Duration:more than 30 seconds']],
    ]);
  });
});

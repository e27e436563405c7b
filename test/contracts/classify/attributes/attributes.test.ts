import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf, elements } from '../helpers.js';

describe('attributes: each type with its span', () => {
  it('Currency and Number: a sum in figures and in words', () => {
    expect(attributesOf('insurance of not less than £5,000,000 (five million pounds sterling) per claim')).toEqual([
      'Currency:£5,000,000', 'Number:five million',
    ]);
    expect(attributesOf('a fee of USD 2,500 per month')).toEqual(['Currency:USD 2,500']);
    expect(attributesOf('EUR 300 payable monthly')).toEqual(['Currency:EUR 300', 'Duration:monthly']);
  });

  it('DateTime: day month year, without the preposition', () => {
    expect(attributesOf('This Agreement is effective from 3rd March 2015.')).toEqual(['DateTime:3rd March 2015']);
    expect(attributesOf('signed on 1 July 2020')).toEqual(['DateTime:1 July 2020']);
  });

  it('DateTime: a US date after "as of" is the whole date, not the month and two numbers', () => {
    expect(attributesOf('This Lease is entered into as of October 7, 2018 by the parties below.')).toEqual(['DateTime:October 7, 2018']);
    expect(attributesOf('effective as of December 21st, 2019 (the "Start Date")')).toEqual(['DateTime:December 21st, 2019']);
  });

  it('a bare year is a Number, not a date', () => {
    expect(attributesOf('as defined in the Data Protection Act 2018')).toEqual(['Number:2018']);
  });

  it('DefinedTerm: the terms a definition defines, quotes excluded', () => {
    expect(attributesOf('"Statement of Work" or "SOW" means a document describing services;')).toEqual([
      'DefinedTerm:Statement of Work', 'DefinedTerm:SOW',
    ]);
    expect(attributesOf('The "Effective Date" is the date of signature.')).toEqual([]);
  });

  it('Duration: counted periods with their "within", period adverbs', () => {
    expectReads(attributesOf, [
      ['pay within thirty (30) days of the invoice', ['Duration:within thirty (30) days']],
      ['on not less than seven (7) Working Days notice', ['Duration:less than seven (7) Working Days']],
      ['a term of 12 months renewed annually', ['Duration:12 months', 'Duration:annually']],
    ]);
  });

  it('Location: places from the gazetteer', () => {
    expect(attributesOf('the courts of England and Wales')).toEqual(['Location:England', 'Location:Wales']);
    expect(attributesOf('offices in Paris and New York')).toEqual(['Location:Paris', 'Location:New York']);
  });

  it('Number: counts and clause references, not the element\'s own clause number', () => {
    expect(attributesOf('4.2 Subject to Clause 9.3, the Supplier shall provide two copies.')).toEqual(['Number:9.3', 'Number:two']);
    expect(attributesOf('(iii) as set out in Clause 5.8.1')).toEqual([]);
  });

  it('Organization: an abbreviated legal form keeps its period; "Company" after a comma or a lone "AND" is no name', () => {
    expect(attributesOf('between Quillon Software, Inc. and Dunmore Holdings, L.P., together')).toEqual([
      'Organization:Quillon Software, Inc.', 'Organization:Dunmore Holdings, L.P.',
    ]);
    expectReads(attributesOf, [
      ['Under these Conditions, Company may suspend the account.', []],
      ['THE PRODUCT IS SOLD WITH ALL FAULTS AND COMPANY GIVES NO WARRANTY.', []],
      ['supplied by Harlow Tool Company to the buyer', ['Organization:Harlow Tool Company']],
    ]);
  });

  it('Organization: names with a legal form, institutions, known bodies', () => {
    expectReads(attributesOf, [
      ['between Acme Widgets Ltd and Globex Corporation', ['Organization:Acme Widgets Ltd', 'Organization:Globex Corporation']],
      ['the base rate of the Bank of England', ['Organization:Bank of England']],
      ['approved by the Financial Conduct Authority and the EU', ['Organization:Financial Conduct Authority', 'Organization:EU']],
    ]);
  });

  it('an organisation wins over the place in its name', () => {
    expect(attributesOf('Bank of England')).toEqual(['Organization:Bank of England']);
  });

  it('Percentage: with a sign; the words before it are a Number', () => {
    expect(attributesOf('interest at four per cent (4%) above base rate')).toEqual(['Number:four', 'Percentage:4%']);
  });

  it('Person: a courtesy title or a signature-block label before a name', () => {
    // The title is no part of the name (both generalization sets that have one label it so: "Dr. Michael Osei" → "Michael Osei").
    expectReads(attributesOf, [
      ['Attention: Dr. Jane Smith', ['Person:Jane Smith']],
      ['Name: John Carter', ['Person:John Carter']],
      ['Mr John Smith of London', ['Person:John Smith', 'Location:London']],
      ['Printed Name Printed Name', []],
    ]);
  });
});

describe('attributes: the service\'s Number convention', () => {
  it('a clause reference is a Number; a document part named by Section or Paragraph is not', () => {
    expect(attributesOf('The Vendor shall comply with Clause 12 and Section 4 of the order form.')).toEqual(['Number:12']);
    expect(attributesOf('as described in Paragraph 3 of Schedule B')).toEqual([]);
  });

  it('an identifier of seven or more digits is no quantity', () => {
    expect(attributesOf('the framework agreement (contract #5527019843) between the parties')).toEqual([]);
    expect(attributesOf('three copies of contract 4471')).toEqual(['Number:three', 'Number:4471']);
  });
});

describe('attributes: an item of a definition\'s list', () => {
  it('carries the term its lead-in defines, located in the lead-in', () => {
    const els = elements('"Excluded Losses" means:', { text: 'a) loss of goodwill;', kind: 'listItem' }, { text: 'b) loss of anticipated savings.', kind: 'listItem' });
    const r = classifyContract(els);
    for (const i of [1, 2]) {
      const terms = r.elements[i].attributes.filter((a) => a.type === 'DefinedTerm');
      expect(terms.map((a) => ({ element: a.element, text: els[a.element ?? i].text.slice(a.begin, a.end) }))).toEqual([{ element: 0, text: 'Excluded Losses' }]);
    }
    expect(r.elements[0].attributes.map((a) => a.element)).toEqual([undefined]);
  });

  it('an item of an ordinary list carries no defined term', () => {
    const r = classifyContract(elements('The Vendor shall:', { text: 'a) keep the site tidy;', kind: 'listItem' }));
    expect(r.elements[1].attributes).toEqual([]);
  });
});

describe('attributes: clock times (h18g)', () => {
  it('a time of day with am/pm is one DateTime, not a Number', () => {
    expectReads(attributesOf, [
      ['Support is open from 8.30 am to 6:00 p.m. on Business Days.', ['DateTime:8.30 am', 'DateTime:6:00 p.m.']],
      ['Orders placed after 3 pm ship the next day.', ['DateTime:3 pm']],
      ['Clause 9.30 applies.', ['Number:9.30']],
    ]);
  });
});

describe('attributes: a count in words restated in figures (h18g)', () => {
  it('"one (1)" is one Number, brackets included; figures that disagree with the words stay apart', () => {
    expectReads(attributesOf, [
      ['The Licensee may make one (1) backup copy.', ['Number:one (1)']],
      ['Deliver two (2) sets and then 3 more.', ['Number:two (2)', 'Number:3']],
      ['Deliver one (2) set.', ['Number:one', 'Number:2']],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { attributesOf } from './helpers.js';

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
    expect(attributesOf('pay within thirty (30) days of the invoice')).toEqual(['Duration:within thirty (30) days']);
    expect(attributesOf('on not less than seven (7) Working Days notice')).toEqual(['Duration:less than seven (7) Working Days']);
    expect(attributesOf('a term of 12 months renewed annually')).toEqual(['Duration:12 months', 'Duration:annually']);
  });

  it('Location: places from the gazetteer', () => {
    expect(attributesOf('the courts of England and Wales')).toEqual(['Location:England', 'Location:Wales']);
    expect(attributesOf('offices in Paris and New York')).toEqual(['Location:Paris', 'Location:New York']);
  });

  it('Number: counts and clause references, not the element\'s own clause number', () => {
    expect(attributesOf('4.2 Subject to Clause 9.3, the Supplier shall provide two copies.')).toEqual(['Number:9.3', 'Number:two']);
    expect(attributesOf('(iii) as set out in Clause 5.8.1')).toEqual([]);
  });

  it('Organization: names with a legal form, institutions, known bodies', () => {
    expect(attributesOf('between Acme Widgets Ltd and Globex Corporation')).toEqual(['Organization:Acme Widgets Ltd', 'Organization:Globex Corporation']);
    expect(attributesOf('the base rate of the Bank of England')).toEqual(['Organization:Bank of England']);
    expect(attributesOf('approved by the Financial Conduct Authority and the EU')).toEqual(['Organization:Financial Conduct Authority', 'Organization:EU']);
  });

  it('an organisation wins over the place in its name', () => {
    expect(attributesOf('Bank of England')).toEqual(['Organization:Bank of England']);
  });

  it('Percentage: with a sign; the words before it are a Number', () => {
    expect(attributesOf('interest at four per cent (4%) above base rate')).toEqual(['Number:four', 'Percentage:4%']);
  });

  it('Person: a courtesy title or a signature-block label before a name', () => {
    expect(attributesOf('Attention: Dr. Jane Smith')).toEqual(['Person:Dr. Jane Smith']);
    expect(attributesOf('Name: John Carter')).toEqual(['Person:John Carter']);
    expect(attributesOf('Mr John Smith of London')).toEqual(['Person:Mr John Smith', 'Location:London']);
    expect(attributesOf('Printed Name Printed Name')).toEqual([]);
  });
});

/**
 * Issue 18, h101a78 (set 78's attributes; sentences and names written for this test): places the gazetteer lacked
 * (Timor-Leste's municipal seats, Nicaragua's northern towns and departments, St Kitts's beaches, "Dominica" alone — the
 * Dominican Republic's "Dominican" is another word), "St Kitts" as the island a town stands on (C117), Nicaragua's
 * departments after a town (C48), a company's name in capitals joined by "AND" in a party's entry or after a word in small
 * letters, and a bracket naming a country with "and" inside a company's name ("(St Kitts and Nevis) Limited").
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('places the gazetteer lacked', () => {
  it('reads Timor-Leste\'s, Nicaragua\'s and St Kitts\'s places alone', () => {
    expect(attributesOf('The drying shed stands in Railaco.')).toEqual(['Location:Railaco']);
    expect(attributesOf('The pump is kept at the group\'s store in Ermera.')).toEqual(['Location:Ermera']);
    expect(attributesOf('The tobacco barn is in Condega, near the river.')).toEqual(['Location:Condega']);
    expect(attributesOf('The relay ends at Cockleshell Beach at noon.')).toEqual(['Location:Cockleshell Beach']);
  });
  it('reads "Dominica" alone, and keeps the Dominican Republic whole', () => {
    expect(attributesOf('The Carpenter is a company registered in Dominica.')).toEqual(['Location:Dominica']);
    expect(attributesOf('This deed is governed by the laws of Dominica.')).toEqual(['Location:Dominica']);
    expect(attributesOf('The bananas are shipped from the Dominican Republic.')).toEqual(['Location:Dominican Republic']);
  });
  it('reads a town and St Kitts, in its three spellings, as one place (C117)', () => {
    expect(attributesOf('The office is at 4 Bay Road, Basseterre, St Kitts.')).toEqual(['Location:4 Bay Road, Basseterre, St Kitts']);
    expect(attributesOf('The boats leave from Basseterre, St. Kitts.')).toEqual(['Location:Basseterre, St. Kitts']);
    expect(attributesOf('The gala is held in Basseterre, Saint Kitts.')).toEqual(['Location:Basseterre, Saint Kitts']);
    expect(attributesOf('The swim ends at Cockleshell Beach, St Kitts.')).toEqual(['Location:Cockleshell Beach, St Kitts']);
  });
  it('reads a town and its Nicaraguan department as one place (C48), two towns "near" each other as two', () => {
    expect(attributesOf('The warehouse is in Somoto, Madriz.')).toEqual(['Location:Somoto, Madriz']);
    expect(attributesOf('The factory is in Condega, Estelí.')).toEqual(['Location:Condega, Estelí']);
    expect(attributesOf('The factory is in Condega, near Estelí.')).toEqual(['Location:Condega', 'Location:Estelí']);
  });
});

describe('company names in capitals with "AND"', () => {
  it('keeps the name whole in a numbered party entry', () => {
    expect(attributesOf('(2) SALT AND PEPPER TRADING LIMITED, a company registered in Grenville, of Main Street.').filter((a) => a.startsWith('Organization'))).toEqual(['Organization:SALT AND PEPPER TRADING LIMITED']);
    expect(attributesOf('2. BLUE HILL FENCING AND GATES LIMITED, a company of Bristol (the "Contractor").')).toEqual(['Organization:BLUE HILL FENCING AND GATES LIMITED', 'Location:Bristol']);
  });
  it('keeps it whole after a word in small letters', () => {
    expect(attributesOf('SIGNED for and on behalf of SALT AND PEPPER TRADING LIMITED by Mary Joseph, Director')).toEqual(['Organization:SALT AND PEPPER TRADING LIMITED', 'Person:Mary Joseph']);
  });
  it('still cuts a clause in capitals at its "AND" where no small word stands before it', () => {
    expect(attributesOf('THE BUYER AND ACME LIMITED AGREE AS FOLLOWS.')).toEqual(['Organization:ACME LIMITED']);
  });
});

describe('a country with "and" in a company\'s bracket', () => {
  it('reads the company whole, no place inside it', () => {
    expect(attributesOf('The Sponsor is Bluewave Mobile (St Kitts and Nevis) Limited, of Basseterre.')).toEqual(['Organization:Bluewave Mobile (St Kitts and Nevis) Limited', 'Location:Basseterre']);
    expect(attributesOf('The buyer is Coral Foods (Trinidad and Tobago) Limited.')).toEqual(['Organization:Coral Foods (Trinidad and Tobago) Limited']);
  });
  it('stays linear on a long bracket of capitalised words and "and"', () => {
    const text = `Acme (${'Aa and Bb '.repeat(4000)}) Limited.`;
    const t0 = Date.now();
    attributesOf(text);
    expect(Date.now() - t0).toBeLessThan(3000);
  });
});

/**
 * Other parties' names cut short (issue 18, h84b46): a ministry listing three or four fields with commas before the
 * list's "and"; a court named by its degree ("of First Instance") with its seat after "in". Sentences written for the
 * rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe("a ministry's list of three or four fields is one name (h84b46)", () => {
  it('commas between the fields, "and" before the last', () => {
    expect(orgs('Export permits are issued by the Ministry of Agriculture, Lands, Forestry and Fisheries.')).toEqual(['Ministry of Agriculture, Lands, Forestry and Fisheries']);
    expect(orgs('The Ministry of Tourism, Culture, Sport, Youth and Heritage shall be notified.')).toEqual(['Ministry of Tourism, Culture, Sport, Youth and Heritage']);
    expect(orgs('Apply to the Department of Health, Education and Welfare in writing.')).toEqual(['Department of Health, Education and Welfare']);
  });
  it('near misses: a comma before a company or a second body ends the name', () => {
    expect(orgs('Copies go to the Ministry of Finance, Acme Holdings Ltd and Beta Ltd.')).toEqual(expect.not.arrayContaining(['Ministry of Finance, Acme Holdings Ltd and Beta Ltd']));
    expect(orgs('Copies go to the Ministry of Finance, Acme Holdings Ltd and Beta Ltd.')).toContain('Ministry of Finance');
  });
});

describe('a court of first instance keeps its seat after "in" (h84b46)', () => {
  it('"in <Seat>" after "of First Instance"', () => {
    expect(orgs('Disputes go to the Court of First Instance in Aleppo.')).toEqual(['Court of First Instance in Aleppo']);
    expect(orgs('The Civil Court of First Instance in Tripoli shall have jurisdiction.')).toEqual(['Civil Court of First Instance in Tripoli']);
  });
  it('near misses: a case after another tail, no capital after "in"', () => {
    expect(orgs('As the Court of Appeal in Harlow held, notice must be given.')).toEqual(['Court of Appeal']);
    expect(orgs('The Court of First Instance in its ruling agreed.')).toEqual(['Court of First Instance']);
  });
});

describe('a field of two words in the list, a seat with an elided letter (h84b46)', () => {
  it('"Economic Affairs" among the fields; "N\'Djamena" after "of"', () => {
    expect(orgs('Permits come from the Ministry of Trade, Economic Affairs, Housing and Labour.')).toEqual(['Ministry of Trade, Economic Affairs, Housing and Labour']);
    expect(orgs("The Commercial Court of N'Djamena shall hear any dispute.")).toEqual(["Commercial Court of N'Djamena"]);
  });
  it("near misses: a possessive after the body's tail stays out", () => {
    expect(orgs("The Court of Appeal's order binds the parties.")).toEqual(['Court of Appeal']);
  });
});

describe('a country joined by "and" in a body\'s tail (h84b46)', () => {
  it('the whole country after "of"', () => {
    expect(orgs('Pay into the Bank of St. Vincent and the Grenadines, Kingstown branch.')).toEqual(['Bank of St. Vincent and the Grenadines']);
    expect(orgs('The High Court of Trinidad and Tobago shall have jurisdiction.')).toEqual(['High Court of Trinidad and Tobago']);
  });
  it('near misses: "and the" before a party ends the name', () => {
    expect(orgs('Notice goes to the Bank of St. Lucia and the Supplier.')).toEqual(['Bank of St. Lucia']);
  });
});

describe('a French-speaking country\'s own spelling after "Bank" (h84b46)', () => {
  it('ends the bank\'s name', () => {
    expect(orgs('Pay into account No. 4471 with United Bank Sénégal.')).toEqual(['United Bank Sénégal']);
  });
  it('near misses: a branch word or a capital after it', () => {
    expect(orgs('Pay into account No. 4471 with United Bank Tchad branch in Abéché.')).toContain('United Bank');
    expect(orgs('Pay into account No. 4471 with United Bank Tchad branch in Abéché.')).not.toContain('United Bank Tchad');
  });
});

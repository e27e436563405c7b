/**
 * A body whose name opens with an island's legislature (headed-institutions.ts LEGISLATURE_BEFORE_BODY; set 67's left
 * "States of Jersey Police", cut to "Jersey Police"). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a listed legislature before a body\'s qualifiers is the first words of its name', () => {
  it('the States of an island and Chief Pleas before a headed body', () => {
    expect(orgs('A stolen boat must be reported to the States of Guernsey Police Service at once.')).toEqual(['States of Guernsey Police Service']);
    expect(orgs('Lost keys are handed in to the States of Jersey Police station.')).toEqual(['States of Jersey Police']);
    expect(orgs('The harbour dues are set by the States of Alderney Harbour Authority each year.')).toEqual(['States of Alderney Harbour Authority']);
  });
  it('the legislature alone keeps its listed name', () => {
    expect(orgs('The rates are approved by the States of Alderney.')).toEqual(['States of Alderney']);
  });
  it('near misses: "States of" before a place no legislature is named for, and a plural "States"', () => {
    expect(orgs('Samples go to the States of Ohio Department of Health for testing.')).toEqual(['Ohio Department of Health']);
    expect(orgs('The goods may be sold in the States of Ohio and Iowa.')).toEqual([]);
  });
});

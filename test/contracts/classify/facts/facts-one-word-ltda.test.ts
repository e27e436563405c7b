/**
 * "Ltda." with its period ends a name as "S.A." does, so a one-word name before it is a company (facts set 38's cause 7,
 * issue 18, h70names). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('"Ltda." ends a one-word name (h70names)', () => {
  it('a one-word name in capitals or title case before "Ltda." is a company', () => {
    expect(orgs('Samples are tested by LABORSOLO Ltda. and by AGROLAB S.A. each season.')).toEqual(['LABORSOLO Ltda.', 'AGROLAB S.A.']);
    expect(orgs('The freight is carried by Transnorte Ltda. from Santos.')).toEqual(['Transnorte Ltda.']);
    expect(orgs('The Seller is NUVEM SISTEMAS LTDA., of São Paulo.')).toEqual(['NUVEM SISTEMAS LTDA.']);
  });
  it('near misses: "Ltda" with no period, and a sentence before it, stay as they were', () => {
    expect(orgs('The Buyer shall pay Ltda. fees monthly.')).toEqual([]);
  });
});

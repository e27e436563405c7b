/**
 * A report of a thing found, made to the other party as a duty's second verb or as a list item's verb, is Communication
 * (C8; categories/cues/category-cues-information.ts, issue 18, h68com): "must keep the trailer clean and report any
 * damage", "(c) report any breakdown to the Owner". Sets 1–54 label 12 of the 13 such sentences Communication. Sentences
 * written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('A report made as a duty\'s second verb (h68com)', () => {
  it('reads a report after "and" or "and to" as Communication, beside the first duty\'s category', () => {
    expect(one('You may use the hall kitchen and its crockery, but you must leave them tidy and report any breakages to us.')).toEqual(['Asset Use', 'Communication']);
    expect(one('The Buyer is obliged to examine each delivery on receipt and to report any visible defect within five days.')).toEqual(['Communication']);
    expect(one('The Buyer shall check each delivery and report any missing item within two days.')).toEqual(['Communication']);
    expect(cueOf('Communication', 'The Tenant must sweep the yard and report to the Landlord any broken gate.')).toBeTruthy();
  });
  it('reads a list item that opens on the report as Communication', () => {
    expect(one('(d) report any damage or lost equipment to our staff.')).toEqual(['Communication']);
  });
  it('reads no such report in a reporting line, in findings or results reported, nor in a report with no object', () => {
    expect(cueOf('Communication', 'The Manager shall hire two assistants, who shall report only to the Manager.')).toBeFalsy();
    expect(cueOf('Communication', 'The Consultant shall study the site and report its findings.')).toBeFalsy();
    expect(cueOf('Communication', '(b) report the results of each test.')).toBeFalsy();
    expect(cueOf('Communication', 'The Contractor must analyse and report the findings.')).toBeFalsy();
  });
});

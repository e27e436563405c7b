/**
 * Safety and Security of protective wear named by its items and of things protected from fire, flood or theft
 * (category-cues-protective-care.ts, issue 18, h88c), and no Force Majeure for the perils a thing is protected from
 * (category-cues-events.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PROTECTIVE_CARE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-protective-care.js';
import { ACCIDENTS_REPORTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-accidents-reported.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const cared = cuedBy(PROTECTIVE_CARE_CUES, 'Safety and Security');
const DRAINS = { preamble: 'This Services Agreement is made between Northwind Water ("Customer") and Contoso Drains Ltd ("Contractor").' };

describe('categories: protective wear and things protected (Safety and Security, h88c)', () => {
  it('protective wear worn, things kept from fire, flood, theft or damp', () => {
    expectEach(cared, [
      'The Contractor shall ensure that every operative wears gloves, boots and a face mask when cleaning a drain.',
      'Each cleaner must wear overalls and goggles when handling the chemicals.',
      '(a) wears a helmet and ear defenders near the crusher;',
      'The Contractor shall store the records in a locked room and protect them from fire, flood and theft.',
      'The Archive shall keep the paintings in a vault that protects them against fire and burglary.',
    ], true);
  });

  it('a uniform worn, a cover insured, gloves supplied for sale are not this cue', () => {
    expectEach(cared, [
      "The Contractor's staff shall wear the Customer's uniform on site.",
      'The Contractor shall insure the plant against fire, flood and theft.',
      'The Supplier shall deliver 400 pairs of gloves to the warehouse each month.',
      'The Miller must keep the stored flour dry and protected from damp and vermin.',
    ], false);
  });

  it('an accident or an injury reported, not one named event nor a report of work', () => {
    expectEach(cuedBy(ACCIDENTS_REPORTED_STRONG_CUES, 'Safety and Security'), [
      'The Contractor shall report to the Council within 12 hours any accident that injures a member of the public.',
      'The Operator must report every injury or near miss to the duty officer.',
    ], true);
    expectEach(cuedBy(ACCIDENTS_REPORTED_STRONG_CUES, 'Safety and Security'), [
      'The Contractor shall send the Council a monthly report of the drains cleaned.',
      'The Operator must report the closing of the road to the police.',
    ], false);
    expect(clauseCategories('The Contractor shall report to the Customer within 12 hours any accident that injures a member of the public.', DRAINS)).toEqual(['Communication', 'Safety and Security']);
  });

  it('gives the clauses their Safety and Security, the perils of a thing kept no Force Majeure', () => {
    expectCategories([
      ['The Contractor shall ensure that every operative wears gloves, boots and a face mask when cleaning a drain.', ['Safety and Security'], DRAINS],
      ['(a) wears gloves, boots and a face mask when cleaning a drain;', ['Safety and Security'], { ...DRAINS, kind: 'listItem' }],
      ['The Archive shall keep the paintings in a vault that protects them against fire and burglary.', ['Safety and Security'], DRAINS],
      ['The Contractor shall insure the plant against fire, flood and theft.', ['Insurance'], DRAINS],
      ['The Contractor is not liable for any delay caused by fire, flood or civil unrest.', ['Force Majeure'], DRAINS],
    ]);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-protective-care.ts', 'wears a b, and a protect it from '],
  ['categories/cues/category-cues-accidents-reported.ts', 'report to a b any c, or '],
]);

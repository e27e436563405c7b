/**
 * C93 (docs/contract-labels.md; issue 18, h96s): a staffing level a party keeps — a count of its staff bounded below, a
 * trained or qualified person kept present, a place kept staffed — is Responsibilities, whatever else the sentence is
 * about (category-cues-staffing-levels.ts, a decisive cue in the ranking: category-decisive-cues.ts). Security staff kept stay Safety and
 * Security alone; work done "by crews of at least two" is how the work is done, not a level kept. Sentences written
 * for these tests, not taken from a labelled set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namesStaffingLevel, STAFFING_LEVEL_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-staffing-levels.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { clauseCategories } from '../helpers.js';

describe('C93: a staffing level a party keeps is Responsibilities (h96s)', () => {
  it.each([
    'The Supplier shall provide at the depot, throughout each night shift, the services of at least two forklift drivers and one loader.',
    'The Operator shall keep no fewer than three lifeguards on each beach from 9 a.m. to 6 p.m.',
    'The Contractor shall assign a team of at least five gardeners to the estate during the growing season.',
    'The Kennel must have a trained member of staff on the premises whenever a dog is boarded.',
    'The Caterer shall keep a qualified chef on site during every banquet.',
    'The Hirer shall ensure that a qualified first-aider is present whenever the hall is in use.',
    'The Supplier shall keep its help desk staffed at all times during the support hours.',
  ])('%s', (text) => {
    expect(clauseCategories(text)).toContain('Responsibilities');
  });

  it('reads the level alone as Responsibilities, where the sentence names the service it staffs', () => {
    expect(clauseCategories('The Supplier shall provide at the pharmacy, on every day it opens, the services of at least one pharmacist and one pharmacy assistant.', { title: '2. Services' })).toEqual(['Responsibilities']);
  });

  it.each([
    // Security staff kept: Safety and Security (C93).
    'The Supplier shall keep at least two security officers at the gate at all times.',
    'The Venue shall provide no fewer than four door guards on each event night.',
    // A count that is no staff: a depth, a number of copies, a size.
    'Each well shall be dug to a depth of not less than 40 metres unless the Engineer agrees otherwise in writing.',
    'The Supplier shall keep at least two copies of each backup in separate buildings.',
    // Work done by crews of a size: how the work is done.
    'All roof work shall be carried out by crews of at least three roofers, with harnesses worn at all times.',
    // A person merely provided on site: the service given, no qualified person kept.
    'The Supplier provides a technician on site on each market day to run the sound system.',
  ])('reads no staffing level in: %s', (text) => {
    expect(namesStaffingLevel(text)).toBe(false);
  });

  it('security staff kept stay Safety and Security without Responsibilities from this rule', () => {
    expect(clauseCategories('The Supplier shall keep at least two security officers at the gate at all times.')).not.toContain('Responsibilities');
  });

  it('any count word and staff word from the lists reads as a level; a unit in their place does not', () => {
    const counts = ['two', 'three', 'ten', '4', '12', 'five (5)'];
    const staff = ['nurses', 'technicians', 'employees', 'members of staff', 'supervisors', 'attendants'];
    const units = ['metres', 'tonnes', 'copies', 'pallets', 'days'];
    fc.assert(fc.property(fc.constantFrom(...counts), fc.constantFrom(...staff), fc.constantFrom('at least', 'no fewer than', 'not less than', 'a minimum of'), (n, who, bound) => {
      expect(namesStaffingLevel(`The Supplier shall keep ${bound} ${n} ${who} at the store.`)).toBe(true);
    }));
    fc.assert(fc.property(fc.constantFrom(...counts), fc.constantFrom(...units), (n, unit) => {
      expect(namesStaffingLevel(`The Supplier shall keep at least ${n} ${unit} at the store.`)).toBe(false);
    }));
  });

  it('reads hostile text in linear time', () => {
    const units = ['at least two aa ', 'keep a trained aa ', 'ensure that a qualified aa ', 'keep aa aa ', 'by crews of at least ', 'staffed '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => STAFFING_LEVEL_STRONG_CUES.map(([re]) => re.test(text));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(3);
    }
  });
});

/**
 * Safety and Security said by how a thing is kept secure (category-cues-kept-secure.ts, issue 18, h86c): security
 * paper, a restricted area, a place kept locked, a police escort, water kept unpolluted. Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { KEPT_SECURE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-kept-secure.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const secured = cuedBy(KEPT_SECURE_STRONG_CUES, 'Safety and Security');

describe('categories: things kept secure without a safety word (Safety and Security, h86c)', () => {
  it('security paper, a restricted area, a locked place, a police escort, water kept clean', () => {
    expectEach(secured, [
      'The Printer shall print the exam certificates on security paper bearing a serial number.',
      'Each voucher carries a hologram as a security feature.',
      'The cards are printed only in a room to which only staff named by the Bank have access.',
      'Packing takes place in a separate area where only persons approved by the Board are allowed entry.',
      'The Farmer shall keep the well chamber covered and locked.',
      'The medicine cabinet must be kept locked at all times.',
      'The bullion is carried to the vault escorted by the police.',
      'The trucks travel under police escort from the mint.',
      'The Tenant shall not do anything which may pollute the water.',
      'No person shall contaminate the spring or the reservoir.',
    ], true);
  });

  it('a paper handed back, data restricted, a price locked, pollution insured or answered for are not this cue', () => {
    expectEach(secured, [
      'On termination the Printer shall return all unused security paper.',
      'Only staff who need it have access to your personal data.',
      'The rate is locked for twelve months.',
      'He must leave the hut clean and locked at the end of each day.',
      'The Carrier shall hold pollution liability insurance of £1,000,000.',
      'The Contractor is responsible for pollution from its own equipment.',
      'The Distributor shall comply with the Water Pollution Act.',
    ], false);
  });

  it('gives the clause its Safety and Security beside the work it guards', () => {
    expect(clauseCategories('The Printer shall print the exam papers on security paper with a serial number on each sheet.', { preamble: 'This Agreement is made between Alder Works Ltd ("the Printer") and Birch Council ("the Owner").' })).toContain('Safety and Security');
    expect(clauseCategories('The cash is carried in the Carrier\'s vans, escorted by the police.')).toContain('Safety and Security');
    expect(clauseCategories('The Supplier shall keep the fuel tank covered and locked when the site is closed.')).toContain('Safety and Security');
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-kept-secure.ts', 'keep the room room room and ']]);

/**
 * Audits of a thing recorded in a register, a log, a manifest or an app (category-cues-entries-recorded.ts, issue 18,
 * h88c). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { ENTRIES_RECORDED_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entries-recorded.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { expectCategories } from '../helpers.js';

const recorded = cuedBy(ENTRIES_RECORDED_CUES, 'Audits');
const DRAINS = { preamble: 'This Services Agreement is made between Northwind Water ("Customer") and Contoso Drains Ltd ("Contractor").' };

describe('categories: entries recorded (Audits, h88c)', () => {
  it('a party bound to record a thing in a book, an item that opens on "record"', () => {
    expectEach(recorded, [
      'The Contractor shall record every blocked drain in the job app.',
      'Each tanker load must be recorded on a disposal manifest signed by the driver.',
      '(c) record each feed given in the stable diary;',
    ], true);
  });

  it('a figure recorded in a log as a price basis, a company entered in a register are not this cue', () => {
    expectEach(recorded, [
      'The Member pays £80 for each hour of engine time recorded in the technical log.',
      'Contoso Drains Ltd, entered in the register of companies under number 12345.',
      'The Contractor shall record a voicemail greeting for the helpline.',
      'The Farmer must follow the tagging scheme and record every move of sheep on the national database.',
    ], false);
  });

  it('gives the clause its Audits', () => {
    expectCategories([
      ['Each tanker load must be recorded on a disposal manifest signed by the driver.', ['Audits']],
      ['The Contractor shall record every blocked drain in the job app.', ['Audits']],
    ], DRAINS);
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-entries-recorded.ts', 'shall record a in the a b ']]);

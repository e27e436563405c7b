/**
 * Audits said by the tracing of lots (category-cues-lots-traced.ts, issue 18, h86c): lots identified by a number and
 * recorded one by one, samples taken and sealed. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { LOT_TRACED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-lots-traced.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const traced = cuedBy(LOT_TRACED_STRONG_CUES, 'Audits');

describe('categories: lots traced and samples sealed (Audits, h86c)', () => {
  it('a lot identified by its number, facts recorded lot by lot, samples sealed', () => {
    expectEach(traced, [
      'The Roaster shall keep each batch identified by a batch number.',
      'Every pallet is identified by its lot code.',
      'The Dryer shall record for each lot the moisture on arrival and on dispatch.',
      'The Miller records for every delivery the weight and the grade.',
      'The Buyer takes three samples of the wine, sealed by both parties.',
      'A sample is drawn from each tank and sealed in the presence of the Seller.',
    ], true);
  });

  it('a lot handled apart, a record of something else, samples unsealed are not this cue', () => {
    expectEach(traced, [
      'The Mill shall press each lot separately from the olives of others.',
      'The Company shall record each call in its system.',
      'The Buyer may take samples of the grain at the port.',
      'The Customer is identified by its customer number.',
      'The nuts are packed in sacks marked with the lot number.',
      'Each bale is labelled with its batch number.',
    ], false);
  });

  it('gives the clause its Audits', () => {
    expect(clauseCategories('The Supplier shall keep the lots of the Customer apart, identified by a lot number, and shall record for each lot the dates of drying.')).toContain('Audits');
    expect(clauseCategories('For each lot the Supplier takes two samples, sealed and signed by both parties, and keeps one for six months.')).toContain('Audits');
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-lots-traced.ts', 'take samples samples , ']]);

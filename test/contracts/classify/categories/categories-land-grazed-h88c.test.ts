/**
 * Asset Use of land grazed (category-cues-grazing.ts, issue 18, h88c), a pasture or meadow handed over and returned (HELD
 * of category-cues-assets.ts), a grazing right granted with an aside, and a right to use land that is no licence of
 * intellectual property (category-sense.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { GRAZING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-grazing.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { expectCategories } from '../helpers.js';

const grazed = cuedBy(GRAZING_STRONG_CUES, 'Asset Use');
const MEADOW = { preamble: 'This grazing agreement is made between Lakeside Village ("the Village") and Tom Reed ("the Grazier").' };

describe('categories: land grazed (Asset Use, h88c)', () => {
  it('animals grazed on the land, a party that may graze, grazing beyond the limit', () => {
    expectEach(grazed, [
      'The number of sheep grazed on the meadow at any one time may not exceed 80.',
      'No goats may be grazed on the common.',
      'The Village may require the Grazier to stop grazing on parts of the meadow flooded in spring.',
      'The Grazier may graze the cattle of his neighbours together with his own.',
      'The Owner grants the Farmer a licence to graze ewes on the hill land.',
      '(b) grazes more sheep than this agreement allows;',
    ], true);
  });

  it('a grazing season, a field where livestock graze, grazing as a practice are not this cue', () => {
    expectEach(grazed, [
      'The grazing season runs from 1 April to 31 October.',
      "The Grazier shall give the Village 48 hours' notice before entering any field where livestock are grazing.",
      'The Buyer buys wool only from farms that follow its code on shearing, grazing and the care of sheep.',
      'The Village shall inform the Grazier of any restriction of grazing ordered by the authorities.',
    ], false);
  });

  it('gives the clauses their Asset Use, a right to use land no Intellectual Property', () => {
    expectCategories([
      ['The Village grants the Grazier, for a yearly fee, the right to use for grazing the meadow by the river.', ['Asset Use']],
      ['The number of sheep grazed on the meadow at any one time may not exceed 80.', ['Asset Use']],
      ['The Grazier may graze the cattle of his neighbours together with his own.', ['Asset Use']],
      ['The Grazier shall hand over the meadow to the Village on 1 November in good condition.', ['Asset Use']],
      ['The Grazier shall not sublet the meadow or transfer the right of use to anyone else.', ['Assignments']],
      ['The grazing season runs from 1 April to 31 October.', []],
    ], MEADOW);
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-grazing.ts', 'graze on the the graze more grazing in parts of ']]);

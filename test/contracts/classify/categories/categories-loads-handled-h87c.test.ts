/**
 * Delivery said by a load's handling (category-cues-loads-handled.ts, issue 18, h87c): goods loaded onto trucks, carried
 * in covered trucks, a weighing slip given. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { LOAD_HANDLED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-loads-handled.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const handled = cuedBy(LOAD_HANDLED_STRONG_CUES, 'Delivery');
const SAND = { preamble: 'This contract is made between Dune Quarries Ltd ("the Seller") and Brickfield Ltd ("the Buyer").' };

describe('categories: a load handled (Delivery, h87c)', () => {
  it('loaded, carried covered, weighed with a slip', () => {
    expectEach(handled, [
      'The Seller loads the sand onto the trucks of the Buyer with its own loader.',
      "The Quarry shall load each consignment into the Haulier's wagons.",
      'The Seller transports it in covered trucks to the yard.',
      'The Mill carries them to the depot in refrigerated vans.',
      'The Seller shall weigh each load and give the Buyer a signed weighing slip.',
      'The weighbridge clerk issues the driver a weighing ticket for every load.',
    ], true);
  });

  it('a list of the work, a price row, people carried, a weight tag are not this cue', () => {
    expectEach(handled, [
      'The Contractor will fell, extract and load onto trucks the timber in the compartments.',
      'Sand, loose, loaded on the truck of the Buyer | 30 per tonne',
      'The Operator transports the guests in its own minibus.',
      'The Winery gives the grower a weight tag for each bin.',
    ], false);
  });

  it('gives the clause its Delivery', () => {
    expectCategories([
      ['The Seller loads the sand on the trucks with its own workers and machines.', ['Delivery']],
      ['The Seller transports it in covered trucks so that the sand does not blow onto the road.', ['Delivery']],
    ], SAND);
    expect(clauseCategories('The Seller gives the Buyer a signed weighing slip for each load.', SAND)).toContain('Delivery');
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-loads-handled.ts', 'loads the the onto give give a weighing transports it in covered ']]);

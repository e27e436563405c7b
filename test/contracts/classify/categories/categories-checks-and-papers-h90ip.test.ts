/**
 * Audits of a thing's state viewed and of the weighing or sampling attended (category-cues-checks-witnessed.ts), and
 * Communication of a cue sheet or a time sheet sent (category-cues-papers-sent.ts' PAPER), issue 18, h90ip. Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { CHECKS_WITNESSED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-checks-witnessed.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

describe('a thing\'s state viewed, the weighing or sampling attended (Audits, h90ip)', () => {
  const checked = cuedBy(CHECKS_WITNESSED_STRONG_CUES, 'Audits');

  it('the state and condition viewed, a representative at the weighing, the sampling, the loading or the tests', () => {
    expectEach(checked, [
      '(d) To permit the Owner at all reasonable times to view the state and condition of the said tractor.',
      'The Landlord may enter the cottage once a year to view the state of repair of the roof.',
      'The Seller may send a person to watch the weighing in Port Vila.',
      'The Buyer may attend the sampling of each lot at its own cost.',
      'A surveyor of the Charterer may witness the loading and the drawing of samples.',
    ], true);
  });

  it('not a view of the sea, a weighing alone, a delivered quantity measured', () => {
    expectEach(checked, [
      'The room has a view of the state park.',
      'The weighing takes place at the Buyer\'s scale.',
      'The Buyer\'s representative may witness the measurement of the fuel delivered.',
    ], false);
  });

  it('gives the clauses their Audits', () => {
    expect(clauseCategories('The Seller may send a person to watch the weighing in Port Vila.')).toEqual(['Audits']);
  });
});

describe('a cue sheet or a time sheet sent (Communication, h90ip)', () => {
  const sent = cuedBy(PAPERS_SENT_STRONG_CUES, 'Communication');

  it('a cue sheet, a time sheet, a tally sheet sent; not sheets of goods', () => {
    expectEach(sent, [
      '5. The Producer shall send the Publisher a cue sheet listing the timing of each use within 30 days after the first broadcast.',
      'The Carer shall send the Agency a signed time sheet each Friday.',
      'The Packer shall give the Grower a tally sheet of each load.',
    ], true);
    expectEach(sent, [
      'The Supplier shall supply the Buyer with galvanised steel sheets.',
      'The Printer shall deliver 500 sheets of letterhead to the Client.',
    ], false);
  });

  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-checks-witnessed.ts', 'view the state view the state and '],
    ['categories/cues/category-cues-checks-witnessed.ts', 'attend the attend the weighing '],
    ['categories/cues/category-cues-papers-sent.ts', 'send the Publisher a cue cue sheet '],
  ]);
});

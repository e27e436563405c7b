/**
 * A permit a party obtains (category-cues-permits-obtained.ts: Responsibilities) and an order or booking confirmed or
 * declined (category-cues-orders-answered.ts: Communication), and copies of equal force (category-cues-copies-made.ts:
 * no Dispute Resolution), issue 18, h87c. Sentences written for these tests, not
 * taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { COPIES_MADE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-copies-made.js';
import { ORDER_ANSWERED_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-orders-answered.js';
import { PERMIT_OBTAINED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-permits-obtained.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const permit = cuedBy(PERMIT_OBTAINED_STRONG_CUES, 'Responsibilities');
const answered = cuedBy(ORDER_ANSWERED_CUES, 'Communication');

describe('categories: a permit obtained, an order answered (h87c)', () => {
  it('a permit obtained for the work', () => {
    expectEach(permit, [
      'The Owner shall obtain the permits needed for the demolition.',
      'The Organiser must obtain all necessary permits before the parade.',
      'The Builder is responsible for obtaining the building permit.',
    ], true);
    expectEach(permit, [
      'The Agency shall obtain all licences for the music it uses.',
      'The Pilot shall obtain the approval of the tower before take-off.',
      'The permit is valid for one year.',
    ], false);
    expect(clauseCategories('The Client shall obtain the permits needed for the demolition.')).toEqual(['Responsibilities']);
  });

  it('an order or booking confirmed or declined', () => {
    expectEach(answered, ['The Lodge confirms or declines each booking within 2 days.', 'The Mill shall confirm or reject every purchase order within 48 hours.'], true);
    expectEach(answered, ['The Buyer may reject any load that is wet.', 'Please confirm your booking by e-mail.'], false);
    expect(clauseCategories('The Lodge confirms or declines each booking within 2 days.')).toContain('Communication');
  });

  it('copies of equal force resolve no dispute', () => {
    const copies = cuedBy(COPIES_MADE_VETOES, 'Dispute Resolution');
    expectEach(copies, ['This contract is made in three copies in Georgian, each having equal legal force.', 'The agreement is drawn up in two originals of the same validity, one for each party.'], true);
    expectEach(copies, ['Any dispute shall be settled by the courts of Tbilisi.', 'The contract is made in two copies.'], false);
    expectCategories([
      ['6.4. This contract is made in three copies in the Georgian language, each having equal legal force.', []],
      ['6.1. Disputes are settled by the Tbilisi City Court.', ['Dispute Resolution']],
    ], { title: '6. DISPUTES AND FINAL PROVISIONS' });
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-copies-made.ts', 'made in in copies copies equal '],
  ['categories/cues/category-cues-permits-obtained.ts', 'obtain the the necessary permits '],
  ['categories/cues/category-cues-orders-answered.ts', 'confirm or or reject each each booking '],
]);

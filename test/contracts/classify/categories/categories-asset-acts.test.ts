/**
 * Asset Use said through the acts of a hire, a lease or a licence of a place, with no word "asset" (category-cues-assets.ts,
 * issue 18, h19recall); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ASSET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { categoriesOf } from '../helpers.js';
import { withinFastestOf } from '../../../security/guard.js';

describe('categories: the use of the other party\'s things without the word (Asset Use)', () => {
  it('a thing hired or let out, and parting with its possession', () => {
    expect(categoriesOf(
      'The Depot hires the refrigerated trailers to the Caterer for each festival weekend.',
      'The Club may not part with possession of the boats.',
    )).toEqual([['Asset Use'], ['Asset Use']]);
  });

  it('the owner keeps title while the other holds the thing', () => {
    expect(categoriesOf(
      'The ticket machines remain the property of the Operator at all times.',
      'Title to the display units shall remain with the Brewer.',
    )).toEqual([['Asset Use'], ['Asset Use']]);
  });

  it('things brought onto the owner\'s place, and its rooms used', () => {
    expect(categoriesOf(
      'The Lodger may bring a bicycle into the house.',
      'The Studio may use the school\'s kitchen and the main hall for rehearsals.',
    )).toEqual([['Asset Use'], ['Asset Use']]);
  });
});

describe('categories: the same words where no thing is used (no Asset Use)', () => {
  it('subletting forbidden beside an assignment is Assignments alone', () => {
    expect(categoriesOf('The Tenant shall not assign this Lease or sublet the Premises without the Landlord\'s consent.')).toEqual([['Assignments']]);
  });

  it('a person hired, rent paid, information or IP that remains its owner\'s, weapons brought on site', () => {
    const got = categoriesOf(
      'The Company shall not hire any employee of the Supplier during the Term.',
      'The Tenant shall pay the rent to the Landlord monthly in advance.',
      'All intellectual property in the designs shall remain the property of the Designer.',
      'All Confidential Information remains the property of the Disclosing Party.',
      'Contractors must not bring weapons or alcohol onto the site.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false, false, false, false]);
  });

  it('a person hired at or for a place, a thing that "is to" a place or a standard (hrev11)', () => {
    const got = categoriesOf(
      'The Customer shall not hire any employee at the Site during the Term.',
      'The Contractor may hire a subcontractor for the Site works.',
      'Delivery of the units is to the Buyer\'s warehouse in Leeds.',
      'The equipment supplied under this Agreement is to the specification in Schedule 2.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false, false, false]);
  });
});

describe('categories: the asset cues on hostile text', () => {
  it('read long runs of their words in linear time (20k, 40k, 80k characters)', () => {
    for (const n of [2_000, 4_000, 8_000]) {
      const runs = [
        `hires ${'the big '.repeat(n)}x`,
        `equipment ${'and the '.repeat(n)}x`,
        `title to the ${'spare '.repeat(n)}x`,
        `bring ${'any tools, '.repeat(n)}x`,
        `alterations to the ${'old '.repeat(n)}x`,
        `may use the ${'house '.repeat(n)}x`,
        `${'equipment is '.repeat(n)}x`,
        `hire the ${'big at '.repeat(n)}x`,
        `${'equipment belongs to '.repeat(n)}x`,
      ];
      withinFastestOf(500, () => {
        for (const text of runs) for (const [re] of ASSET_CUES) re.test(text);
      });
    }
  });
});

/**
 * A works list's items (category-works-list-items.ts, issue 18, h97c74): under "The works include:" each item is Scope
 * of Work beside at most one category of its own; under another lead-in an item reads as it reads. Sentences written for
 * these tests, not taken from a labelled set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { worksListItemCategories } from '../../../../src/contracts/classify/categories/category-works-list-items.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { itemCategories } from './set-cue-helpers.js';

const PREAMBLE = 'This Contract is made between the Town Council (the "Council") and Ash Fencing Ltd (the "Contractor").';

function itemsOf(lead: string, ...items: string[]): string[][] {
  return itemCategories(PREAMBLE, lead, items);
}

describe('a works list\'s items (h97c74)', () => {
  it('each item under "The works include:" is Scope of Work', () => {
    expect(itemsOf('2.2. The works include:', '1) painting the fences twice a year;', '2) clearing the ditches along the fences in autumn;')).toEqual([['Scope of Work'], ['Scope of Work']]);
  });

  it('keeps one category of the item\'s own beside it, and leaves items under other lead-ins', () => {
    expect(worksListItemCategories(['Audits'], 'The Services comprise:')).toEqual(['Audits', 'Scope of Work']);
    expect(worksListItemCategories(['Audits', 'Communication'], 'The scope of the works covers the following:')).toEqual(['Audits', 'Scope of Work']);
    expect(worksListItemCategories(['Audits'], 'The Customer shall:')).toEqual(['Audits']);
    expect(worksListItemCategories([], 'The works do not include:')).toEqual([]);
  });

  it('never gives more than two categories, and always Scope of Work under a works lead-in', () => {
    const labels = fc.subarray(['Audits', 'Communication', 'Delivery', 'Safety and Security'] as const);
    fc.assert(fc.property(labels, (read) => {
      const got = worksListItemCategories(read, 'The works include:');
      return got.length <= 2 && got.includes('Scope of Work');
    }));
  });

  it('reads a hostile lead-in in linear time', () => {
    const found = readsLinearly((n) => () => worksListItemCategories([], `1.1 The ${'works '.repeat(Math.ceil(n / 6))}include`), PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toEqual([]);
  });
});

/**
 * A party's part of the work divided, written as a table's row under the lead-in that divides it (issue 18, h95cat):
 * "Partner A: design of the bridge and team leadership | 60%" under "The Partners shall share the works as follows:" is
 * Scope of Work (category-work-share-items.ts), as its lead-in is; the row is an item of that lead-in (lists.ts's
 * SHARE_ROW). Sentences written for these tests, not taken from a labelled set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workShareItemCategories } from '../../../../src/contracts/classify/categories/category-work-share-items.js';
import { leadIns } from '../../../../src/contracts/classify/document/lists.js';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

const PREAMBLE = 'This agreement is made between Tealeaf Consulting Ltd, Delta Survey Ltd and Orbit Roads Ltd (each a "Partner" and together the "Partners").';

/** The categories of each element after the preamble. */
const categoriesAfterPreamble = (...items: (string | ElementInput)[]): string[][] => {
  const inputs: ElementInput[] = [{ kind: 'sentence', text: PREAMBLE }, ...items.map((x): ElementInput => (typeof x === 'string' ? { kind: 'sentence', text: x } : x))];
  return classifyContract(inputs).elements.slice(1).map((e) => e.categories.map((c) => c.label));
};

const leads = (...texts: string[]): number[] => leadIns(texts.map((text) => ({ text, kind: 'sentence' })), texts);

describe("a party's part of the work divided, as a row (h95cat)", () => {
  it('each row under a lead-in that divides the work is Scope of Work, whatever its work is about', () => {
    expect(categoriesAfterPreamble(
      { kind: 'title', text: '5. DIVISION OF THE WORK' },
      '5.1 The Partners shall share the works between them as follows:',
      'Tealeaf: design of the bridge deck, and team leadership | 45%',
      'Delta Survey: ground investigation, laboratory tests and the safety inspection of the site | 35 %',
      'Orbit Roads: traffic management and the handover audit | 20%',
    )).toEqual([[], ['Scope of Work'], ['Scope of Work'], ['Scope of Work'], ['Scope of Work']]);
  });

  it('the rows are items of a lead-in that ends with a colon; a bar row of words or a row after a title is not', () => {
    expect(leads('The Partners shall divide the tasks as follows:', 'Tealeaf: design | 60%', 'Delta Survey: supervision | 40%')).toEqual([-1, 0, 0]);
    expect(leads('The response times are as follows:', 'Priority 1 | Response: 30 minutes')).toEqual([-1, -1]);
    expect(leads('The Partners share the works.', 'Tealeaf: design | 60%')).toEqual([-1, -1]);
  });

  it('under a lead-in that divides no work, a row keeps what it reads on its own', () => {
    expect(workShareItemCategories(['Pricing & Taxes'], 'The commission rates are as follows:', 'Agent: ticket sales | 10%')).toEqual(['Pricing & Taxes']);
    expect(workShareItemCategories([], 'The profits shall be shared equally as follows:', 'Tealeaf: one half | 50%')).toEqual([]);
    expect(workShareItemCategories(['Safety and Security'], 'The Partners shall allocate the services as follows:', 'Orbit Roads: the safety audit | 20%')).toEqual(['Scope of Work']);
  });

  it('a row that names no party before a colon keeps its reading', () => {
    expect(workShareItemCategories(['Pricing & Taxes'], 'The Partners shall divide the work as follows:', '(a) 60% to the design')).toEqual(['Pricing & Taxes']);
  });

  it('property: under a dividing lead-in every "<Name>: <entry>" row is Scope of Work alone; elsewhere its reading is kept', () => {
    const word = fc.stringMatching(/^[a-z]{2,10}$/);
    fc.assert(fc.property(fc.stringMatching(/^[A-Z][a-z]{1,12}$/), fc.array(word, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 100 }), (name, entry, share) => {
      const row = `${name}: ${entry.join(' ')} | ${share}%`;
      expect(workShareItemCategories(['Pricing & Taxes'], 'The Members shall divide the services as follows:', row)).toEqual(['Scope of Work']);
      expect(workShareItemCategories(['Pricing & Taxes'], 'The fees are as follows:', row)).toEqual(['Pricing & Taxes']);
    }));
  });

  it('reads hostile text in linear time', () => {
    for (const unit of ['Aa: divide the services | 1', 'A divide the work as follows ', 'Aa: b | 12 ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [workShareItemCategories([], text, text).length, leads('The Partners shall divide the work as follows:', text).length];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(2);
    }
  });
});

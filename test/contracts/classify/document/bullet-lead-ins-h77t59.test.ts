/**
 * Issue 18, h77t59: a lead-in of its own between two runs of bullets opens a new list (lists.ts closeBulletLists): the
 * bullets under "You must not:" are bars, not the duties of the "You must:" list before it. Numbered items still
 * continue their list across a sentence. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { leadIns } from '../../../../src/contracts/classify/document/lists.js';
import type { ElementInput } from '../../../../src/contracts/classify/types.js';
import { PREAMBLE, typesOf } from '../helpers.js';

const asElements = (...texts: string[]): ElementInput[] => texts.map((text) => ({ text, kind: 'sentence' }));
const leadsOf = (...texts: string[]) => leadIns(asElements(...texts), texts);

describe('bullets under a second lead-in', () => {
  it('belong to their own lead-in', () => {
    expect(leadsOf('While on site the Visitor must:', '• wear a hard hat;', '• sign in at the gate.', 'The Visitor must not:', '• smoke;', '• bring a dog.'))
      .toEqual([-1, 0, 0, -1, 3, 3]);
    expect(leadsOf('The Fund covers:', '• travel;', '• lodging.', 'Note: nothing else.', 'The Fund does not cover:', '• meals.'))
      .toEqual([-1, 0, 0, -1, -1, 4]);
  });
  it('take the bar of their own lead-in', () => {
    expect(typesOf(PREAMBLE, 'While on the Customer\'s site the Supplier must:', '• wear a hard hat;', '• sign in at the gate.', 'The Supplier must not:', '• light a fire;', '• bring a dog onto the site.').slice(1))
      .toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier'], ['Exclusion/Supplier'], ['Exclusion/Supplier'], ['Exclusion/Supplier']]);
  });
  it('near miss: bullets after a sentence that ends with no colon still continue their list', () => {
    expect(leadsOf('The Tenant must:', '• pay the rent;', 'This is a key term.', '• keep the flat clean.')).toEqual([-1, 0, -1, 0]);
  });
  it('near miss: numbered items continue their list across another lead-in', () => {
    expect(leadsOf('The Seller shall:', '1. pack the goods;', 'In particular:', '2. label them.')).toEqual([-1, 0, -1, 0]);
  });
});

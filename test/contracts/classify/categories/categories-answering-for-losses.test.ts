/**
 * A party liable for another's acts and omissions, or bearing a loss, answers for it: Liability (issue 18, h65c53;
 * category-cues-losses-compensated.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

const one = (text: string): string[] => categoriesOf(PREAMBLE, text)[1];

describe('liable for the acts and omissions of another (h65c53)', () => {
  it.each([
    'Where the work is subcontracted, the Supplier remains liable to the Customer for the acts and omissions of the subcontractor as if they were its own.',
    'The Supplier is liable for all acts or omissions of its agents.',
  ])('%s', (text) => {
    expect(one(text)).toContain('Liability');
  });
  it('"responsible for the acts and omissions" keeps its own reading (the sets split it)', () => {
    expect(one('The Supplier remains responsible for the acts and omissions of its subcontractors.')).toEqual(['Responsibilities', 'Subcontracts']);
  });
});

describe('a loss borne (h65c53)', () => {
  it.each([
    'The Customer bears the loss of any stock destroyed through its own negligence.',
    'The Supplier shall bear any losses arising from its failure to follow the instructions.',
  ])('%s', (text) => {
    expect(one(text)).toEqual(['Liability']);
  });
  it('a cost or its own costs borne is a price, no Liability', () => {
    expect(one('The Supplier shall bear the cost of any repairs.')).toEqual(['Pricing & Taxes']);
    expect(one('Each party shall bear its own costs.')).toEqual(['Pricing & Taxes']);
  });
});

/**
 * A maker's or a tester's works as the site a place follows (issue 18, h48attr; place-positions.ts POSITION): "the
 * Buyer's winery in Aa", "its foundry in Bb", "an independent laboratory in Cc", "the Supplier's dock in Dd", "the
 * cellar at Ee" name the town a Location as "our workshop in Aa" does. Sentences written for the rule, none from the sets.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a town after a works and "in" or "at"', () => {
  it('a winery, a foundry, a laboratory, a dock, a cellar: the town after is a Location', () => {
    expect(attributesOf('The Seller shall deliver the barrels to the Buyer\'s winery in Tornavale, at its own cost.')).toEqual(['Location:Tornavale']);
    expect(attributesOf('The Contractor shall take the bells to its foundry in Tornavale and back.')).toEqual(['Location:Tornavale']);
    expect(attributesOf('The Buyer may test samples at an independent laboratory in Tornavale.')).toEqual(['Location:Tornavale']);
    expect(attributesOf('Goods are available at the Supplier\'s dock in Eau Tornave, loaded on carriers.')).toEqual(['Location:Eau Tornave']);
    expect(attributesOf('The wine is stored in the cellar at Vila Nova de Tornave.')).toEqual(['Location:Vila Nova de Tornave']);
  });
  it('a part of the document, a manner or a possessive after the works is no place', () => {
    expect(attributesOf('The laboratory in Writing shall test it.')).toEqual([]);
    expect(attributesOf('Samples go to the laboratory in Schedule 3.')).not.toContain('Location:Schedule');
    expect(attributesOf('The Buyer\'s dock in Its yard is closed on Sundays.')).not.toContain('Location:Its');
  });
});

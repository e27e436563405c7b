/**
 * A sum named a party's sole remedy is Liability (issue 18, h59cat; category-cues-sole-remedies.ts): it limits what the
 * other party answers for. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Client") and Birch Ltd ("Provider").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('a sum named the sole remedy is Liability (h59cat)', () => {
  it.each([
    "Service Credits are the Client's sole and exclusive remedy for a missed response time.",
    "Liquidated damages are the Buyer's only remedy for late completion of the Works.",
  ])('%s', (text) => {
    expect(cueOf('Liability', text)).toBe('strong');
    expect(categoriesOf(text)).toEqual(['Liability']);
  });
  it('delay payments as the sole financial remedy', () => {
    expect(categoriesOf("Delay Payments shall be the Purchaser's sole financial remedy for the late Milestone.")).toContain('Liability');
  });
});

describe('near misses: a warranty\'s remedy, bare credits (h59cat)', () => {
  it.each([
    ["The Client's exclusive remedy for a breach of this warranty shall be the re-performance of the Services.", ['Warranties']],
    ["Credits are the Customer's sole remedy for outages.", []],
  ])('%s', (text, labels) => {
    expect(cueOf('Liability', text)).not.toBe('strong');
    expect(categoriesOf(text)).toEqual(labels);
  });
});

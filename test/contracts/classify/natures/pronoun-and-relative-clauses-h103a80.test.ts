/**
 * Issue 18, h103a80 (set 80's types; sentences written for this test): "it" opening the clause after ", and" as the
 * party the sentence opens on (C153), a present-tense duty kept beside another party's modal in ", which …" or its
 * disclaimer after ", and" (C154), and a contact clause on a noun a preposition governs, which binds its party to nothing.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const SALE = 'This contract is made between Fennel Grain Ltd ("the Mill") and Mira Castellan ("the Grower").';
const typeOf = (text: string): string[] => typesOf(SALE, text)[1];

describe('"it" after ", and" (C153)', () => {
  it('reads the act of "it" as the opening party\'s, beside its right', () => {
    expect(typeOf('The Mill may refuse any load that is damp, and it does not pay for a load refused.')).toEqual(['Right/Mill', 'Exclusion/Mill']);
    expect(typeOf('The Mill may lend the Grower a trailer, and it deducts the hire from the price.')).toEqual(['Right/Mill', 'Obligation/Mill']);
  });
  it('reads the bar of "it" beside a present-tense duty', () => {
    expect(typeOf('The Grower sends a sample of each field, and it does not mix the fields.')).toEqual(['Obligation/Grower', 'Exclusion/Grower']);
  });
  it('reads no act where "it" is a thing\'s fate or state', () => {
    expect(typeOf('The Mill may refuse any load that is damp, and it is returned to the Grower.')).toEqual(['Right/Mill']);
    expect(typeOf('The Mill may store the grain in its silo, and it is kept dry.')).toEqual(['Right/Mill']);
  });
  it('reads no act where the sentence opens on "you" or "we": "it" is then the thing named', () => {
    const terms = 'These terms are between Quillfern Software AG ("we") and the practice that subscribes ("you").';
    expect(typesOf(terms, 'You may end your plan at any time, and it ends on the last day of the month.')[1]).toEqual(['Right/You']);
    expect(typesOf(terms, 'You may pause your plan at any time, and it stops at the end of the week.')[1]).toEqual(['Right/You']);
  });
});

describe('a present-tense duty beside another party\'s label (C154)', () => {
  it('keeps the duty before ", which <party> may"', () => {
    expect(typeOf('The Grower keeps a diary of each spraying, which the Mill may read on request.')).toEqual(['Right/Mill', 'Obligation/Grower']);
  });
  it('keeps the duty before another party\'s disclaimer after ", and"', () => {
    expect(typeOf('The Grower pays its pickers from the advance, and the Mill has no duty towards the pickers.')).toEqual(['Disclaimer/Mill', 'Obligation/Grower']);
  });
  it('reads nothing more where no party opens the first clause', () => {
    expect(typeOf('The price is EUR 210 a tonne, which the Mill shall pay within 20 days.')).toEqual(['Obligation/Mill']);
  });
});

describe('a contact clause on a noun a preposition governs', () => {
  it('binds the party inside it to nothing', () => {
    expect(typeOf('The Mill makes no warranty about the yield the Grower will obtain from the seed.')).toEqual(['Disclaimer/Mill']);
    expect(typeOf('The Mill gives no promise on the number of buyers or the price the Grower will get for the grain.')).toEqual(['Disclaimer/Mill']);
  });
  it('keeps the duty where the verb has its object', () => {
    expect(typeOf('On the day the Grower will deliver the grain, the Mill shall send a truck.')).toContain('Obligation/Mill');
  });
});

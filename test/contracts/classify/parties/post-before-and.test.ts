import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** Each party as `NAME role/importance`. */
const partiesOf = (...texts: string[]) =>
  classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role}/${p.importance}`);

// h71left (hrev57's Left): a post after a possessive, then "and" before the next company, is the first company's
// signer's post: the next company's name starts after the "and".
describe('"represented by its Director and <Company>" (h71left)', () => {
  it('the post and its "and" are no words of the next company', () => {
    const found = partiesOf(
      'SERVICES AGREEMENT',
      'This Agreement is made between Harrow Kitchens Ltd, represented by its Director and Lindqvist Bygg AB, represented by its Managing Director (together the "Parties").',
      '1. Harrow Kitchens Ltd shall design the kitchens for Lindqvist Bygg AB.',
    );
    expect(found.some((p) => p.includes('DIRECTOR'))).toBe(false);
    expect(found).toContain('LINDQVIST BYGG Unknown/Primary');
    const two = partiesOf(
      'SERVICES AGREEMENT',
      'This Agreement is made between Harrow Kitchens Ltd, represented by its Chairman and Managing Director and Lindqvist Bygg AB, represented by its Director.',
    );
    expect(two.some((p) => p.includes('DIRECTOR') || p.includes('CHAIRMAN'))).toBe(false);
  });
  it('near miss: no possessive before the words, the name keeps them', () => {
    const found = partiesOf(
      'SERVICES AGREEMENT',
      'This Agreement is made between Harrow Kitchens Ltd ("Supplier") and Partner and Director Holdings Ltd ("Customer").',
    );
    expect(found).toEqual(['HARROW KITCHENS Supplier/Primary', 'PARTNER AND DIRECTOR HOLDINGS Buyer/Primary']);
  });
});

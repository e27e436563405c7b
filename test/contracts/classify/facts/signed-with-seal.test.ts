/**
 * A seal's bracket after a signer's title on a "SIGNED by" line: "SIGNED by Anna Smith (Director) (Seal) for and on
 * behalf of …" names Anna Smith (parties/party-details.ts SIGNED_SEAL; review hrev47's Left, h62names). Lines written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const signed = (...lines: string[]) => contactLists(
  'This Agreement is made on 3 May 2033 between Alder Timber Limited (the "Seller") and Birch Joinery Limited (the "Buyer").',
  'The Buyer shall pay the Seller GBP 12,000.',
  ...lines,
);

describe('a seal\'s bracket on a "SIGNED by" line (h62names)', () => {
  it('reads the signer before "(Seal)" and "(L.S.)"', () => {
    expect(signed('SIGNED by Anna Smith (Director) (Seal) for and on behalf of ALDER TIMBER LIMITED'))
      .toEqual([['ALDER TIMBER', ['Anna Smith']], ['BIRCH JOINERY', []]]);
    expect(signed('SIGNED by Kofi Mensah (Managing Director) (L.S.) and Ama Owusu (Secretary) (Seal) for and on behalf of BIRCH JOINERY LIMITED'))
      .toEqual([['ALDER TIMBER', []], ['BIRCH JOINERY', ['Kofi Mensah', 'Ama Owusu']]]);
  });
  it('near miss: a line with its title alone is read as before', () => {
    expect(signed('SIGNED by Anna Smith (Director) for and on behalf of ALDER TIMBER LIMITED'))
      .toEqual([['ALDER TIMBER', ['Anna Smith']], ['BIRCH JOINERY', []]]);
  });
});

/**
 * A slot opened after the preamble's list of parties names another text's parties (lead, session 36): "the contract
 * between Contractor and Riverside Holdings LLC" in a later element makes Riverside no Primary party, while an unaliased
 * list stays Primary.
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance as parties } from '../facts-readers.js';

describe('unaliased slot parties stop at the end of the preamble\'s list (lead, session 36)', () => {
  it('another contract\'s parties named after the list are not Primary', () => {
    expect(parties('This Agreement is made between Marlow Build Inc. ("Contractor") and Tidewater Electric LLC ("Subcontractor").',
      'The work follows the contract between Contractor and Riverside Holdings LLC dated May 1, 2025.').filter((p) => p.includes('Primary')))
      .toEqual(['MARLOW BUILD Primary Supplier', 'TIDEWATER ELECTRIC Primary Supplier']);
  });
  it('with no alias at all, every slot of the making sentence is Primary', () => {
    expect(parties('This Agreement is made between Harlow Estates Ltd and Kestrel Cafe Ltd.').sort())
      .toEqual(['HARLOW ESTATES Primary Unknown', 'KESTREL CAFE Primary Unknown']);
  });
});

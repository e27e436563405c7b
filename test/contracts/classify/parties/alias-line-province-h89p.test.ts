/**
 * An alias alone on the line under its party's paragraph names that party, with "- and -" alone between the entries; a
 * province named with "and" in a party's address opens no slot (preamble-names.ts inSlotAt and SLOT_WORD_LINE's
 * renewal, slot-names.ts PLACE_WITH_AND_SOURCE; facts set 50's cause 2, issue 18, h89p). Sentences written for the
 * rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const AGREEMENT = (first: string, firstAlias: string, second: string, secondAlias: string, join = '- and -') => primary(
  'SEAL SKIN TANNING AGREEMENT',
  'THIS AGREEMENT made as of the 3rd day of March, 2039.',
  'BETWEEN:',
  first,
  firstAlias,
  join,
  second,
  secondAlias,
  'WHEREAS the Client wishes to have seal skins tanned;',
  'NOW THEREFORE THIS AGREEMENT WITNESSES that the parties agree as follows:',
  '1. Price. The Client shall pay the Tannery $42.00 for each skin within thirty (30) days of delivery.',
);
const TANNERY = 'FOGO ISLAND TANNERY LIMITED, a body corporate incorporated under the laws of the Province of Newfoundland and Labrador, having its office at 4 Harbour Drive, Joe Batt\'s Arm, Newfoundland and Labrador A0G 2X0';
const CLIENT = 'LABRADOR CRAFT OUTFITTERS INC., a body corporate incorporated under the laws of Canada, having its office at 9 Hamilton River Road, Happy Valley-Goose Bay, Newfoundland and Labrador A0P 1E0';

describe('an alias alone on the line under its party (h89p)', () => {
  it('aliases that say no side, each under its company, "- and -" between', () => {
    expect(AGREEMENT(TANNERY, '(the "Tannery")', CLIENT, '(the "Client")')).toEqual(['FOGO ISLAND TANNERY Supplier', 'LABRADOR CRAFT OUTFITTERS Buyer']);
  });
  it('"AND" alone between the entries alike', () => {
    expect(AGREEMENT(TANNERY, '(the "Tannery")', CLIENT, '(the "Client")', 'AND')).toEqual(['FOGO ISLAND TANNERY Supplier', 'LABRADOR CRAFT OUTFITTERS Buyer']);
  });
});

describe('a province named with "and" in a party\'s slot (h89p)', () => {
  it('the alias on the address line names the company, not "LABRADOR A0G 2X0"', () => {
    expect(AGREEMENT(`${TANNERY} (the "Tannery")`, '', `${CLIENT} (the "Client")`, '')).toEqual(['FOGO ISLAND TANNERY Supplier', 'LABRADOR CRAFT OUTFITTERS Buyer']);
  });
});

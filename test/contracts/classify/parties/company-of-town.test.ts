/**
 * A company's town after its legal form is no part of its name: "Sunfield Foods Inc. of New York, NY" is the party
 * SUNFIELD FOODS, "Bank of Ireland Ltd of Dublin" BANK OF IRELAND (parties/slot-names.ts COMPANY_OF_TOWN; review
 * hrev46's Left, h62names). A body whose own name holds "of" keeps it. Preambles written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const primaries = (preamble: string) => classifyContract(elements('SUPPLY AGREEMENT', preamble, 'The Seller shall deliver the goods.'))
  .parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('a company\'s town after its legal form (h62names)', () => {
  it.each([
    ['This Agreement is made on 3 March 2031 between Sunfield Foods Inc. of New York, NY (the "Seller") and Blue Fern Ltd (the "Buyer").', ['SUNFIELD FOODS Supplier', 'BLUE FERN Buyer']],
    ['This Agreement is made on 3 March 2031 between Bank of Ireland Ltd of Dublin (the "Seller") and Blue Fern Ltd (the "Buyer").', ['BANK OF IRELAND Supplier', 'BLUE FERN Buyer']],
  ])('%s', (preamble, want) => expect(primaries(preamble)).toEqual(want));

  it.each([
    // A body whose own name holds "of" and no form keeps it; a listed town was cut before, and still is.
    ['This Agreement is made on 3 March 2031 between Bank of Scotland (the "Seller") and Blue Fern Ltd (the "Buyer").', ['BANK OF SCOTLAND Supplier', 'BLUE FERN Buyer']],
    ['This Agreement is made on 3 March 2031 between Grayson Tools Limited of Leeds (the "Seller") and Blue Fern Ltd (the "Buyer").', ['GRAYSON TOOLS Supplier', 'BLUE FERN Buyer']],
    ['This Agreement is made on 3 March 2031 between Acme Foods Ltd of Milton Keynes (the "Seller") and Blue Fern Ltd (the "Buyer").', ['ACME FOODS Supplier', 'BLUE FERN Buyer']],
  ])('near miss: %s', (preamble, want) => expect(primaries(preamble)).toEqual(want));
});

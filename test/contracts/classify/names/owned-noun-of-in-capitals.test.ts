/**
 * What a party owns, does or employs, and what it grants or asks, before "OF" in a clause in capitals, is the clause's
 * noun, no name's (company-names.ts CAPS_CLAUSE_WORD; h62names' Left, h63left): "THE RIGHTS OF KESTREL PHARMA LIMITED"
 * read "RIGHTS OF KESTREL PHARMA LIMITED". Lines written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a noun of ownership, acts or people before "OF" in capitals is no name word (h63left)', () => {
  it.each([
    ['NOTHING IN THIS AGREEMENT SHALL AFFECT THE RIGHTS OF KESTREL PHARMA LIMITED UNDER THE LICENCE.', 'KESTREL PHARMA LIMITED'],
    ['THE SELLER IS NOT RESPONSIBLE FOR THE ACTS OF HARTWELL LOGISTICS LIMITED.', 'HARTWELL LOGISTICS LIMITED'],
    ['THE SELLER SHALL NOT BE LIABLE FOR ANY ACTS OR OMISSIONS OF HARTWELL LOGISTICS LIMITED.', 'HARTWELL LOGISTICS LIMITED'],
    ['THE GOODS SHALL REMAIN THE PROPERTY OF OAKRIDGE MILLS PLC UNTIL PAID IN FULL.', 'OAKRIDGE MILLS PLC'],
    ['THE BUYER SHALL NOT EMPLOY THE EMPLOYEES OF BIRCH TRADING LIMITED.', 'BIRCH TRADING LIMITED'],
    ['THE BUYER SHALL OBTAIN THE PRIOR WRITTEN APPROVAL OF WILLOW BANK PLC.', 'WILLOW BANK PLC'],
    ['ANY DELAY ON THE PART OF HARTWELL LOGISTICS LIMITED SHALL BE EXCUSED.', 'HARTWELL LOGISTICS LIMITED'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));
  it.each([
    // A body's head before "OF" stays the name's; title case is no clause in capitals.
    ['BANK OF IRELAND LIMITED SHALL ACT AS ESCROW AGENT.', 'BANK OF IRELAND LIMITED'],
    ['INSTITUTE OF CHARTERED ACCOUNTANTS LIMITED SHALL APPOINT THE EXPERT.', 'INSTITUTE OF CHARTERED ACCOUNTANTS LIMITED'],
    ['The Buyer shall pay Rights of Way Ltd monthly.', 'Rights of Way Ltd'],
    // Bare, with no determiner or "OR" before it, such a noun opens a company's name (review hrev51).
    ['RIGHTS OF WAY LIMITED SHALL MAINTAIN THE PATH.', 'RIGHTS OF WAY LIMITED'],
    ['THIS AGREEMENT IS MADE WITH ACTS OF MERCY LIMITED.', 'ACTS OF MERCY LIMITED'],
  ])('near miss: %s', (text, name) => expect(orgs(text)).toEqual([name]));
});

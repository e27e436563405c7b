/**
 * A clause's noun a name follows with "OF", in a clause in capitals, is the clause's word, no name's (company-names.ts
 * CAPS_CLAUSE_WORD; review hrev46's Left, h62names): "SHALL LIMIT THE LIABILITY OF KESTREL PHARMA GMBH" read "LIABILITY
 * OF KESTREL PHARMA GMBH". Lines written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a clause\'s noun before "OF" in capitals is no name word (h62names)', () => {
  it.each([
    ['NOTHING IN THIS AGREEMENT SHALL LIMIT THE LIABILITY OF KESTREL PHARMA GMBH FOR FRAUD.', 'KESTREL PHARMA GMBH'],
    ['NOTHING SHALL EXCLUDE THE LIABILITY OF ROWAN LABS LIMITED FOR DEATH.', 'ROWAN LABS LIMITED'],
    ['SIGNED FOR AND ON BEHALF OF BIRCH TRADING LTD', 'BIRCH TRADING LTD'],
    ['THE BUYER SHALL PERFORM THE OBLIGATIONS OF ALDER HOLDINGS PLC.', 'ALDER HOLDINGS PLC'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));
  it.each([
    // A body's head before "OF" stays the name's; title case is no clause in capitals.
    ['PAYMENT TO BANK OF IRELAND LIMITED.', 'BANK OF IRELAND LIMITED'],
    ['The Buyer shall pay Liability of Care Ltd monthly.', 'Liability of Care Ltd'],
  ])('near miss: %s', (text, name) => expect(orgs(text)).toEqual([name]));
});

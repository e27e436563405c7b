/**
 * A clause in capitals with a modal and its verb before a company's name (issue 18, h59left; company-names.ts
 * capsClauseLead): "THE BUYER SHALL PAY TESCO STORES (IRELAND) LIMITED" read "SHALL PAY TESCO STORES (IRELAND)
 * LIMITED" (h57names' Left). The modal and the verb it governs are the clause's words. Lines written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const orgs = (text: string) => findNames(text).filter((n) => n.type === 'Organization').map((n) => text.slice(n.begin, n.end));

describe('a modal and its verb in a clause in capitals are no name words (h59left)', () => {
  it.each([
    ['THE BUYER SHALL PAY TESCO STORES (IRELAND) LIMITED THE PRICE.', 'TESCO STORES (IRELAND) LIMITED'],
    ['THE SUPPLIER SHALL NOTIFY ACME FOODS LIMITED IN WRITING.', 'ACME FOODS LIMITED'],
    ['THE AGENT WILL INVOICE BIRCH TRADING (UK) LTD MONTHLY.', 'BIRCH TRADING (UK) LTD'],
    ['THE BUYER MUST PAY ALDER LTD ON DEMAND.', 'ALDER LTD'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));
  it.each([
    // Names in capitals without a clause, or with "WILL" inside a word, are read whole as before.
    ['TESCO STORES (IRELAND) LIMITED', 'TESCO STORES (IRELAND) LIMITED'],
    ['GOODWILL TRADING LIMITED', 'GOODWILL TRADING LIMITED'],
    ['Payment is made to ACME HOLDINGS (UK) TRADING LIMITED within 30 days.', 'ACME HOLDINGS (UK) TRADING LIMITED'],
  ])('near miss: %s', (text, name) => expect(orgs(text)).toEqual([name]));
});

/**
 * A clause in capitals with a modal and its verb before a company's name (issue 18, h59left; company-names.ts
 * capsClauseLead): "THE BUYER SHALL PAY TESCO STORES (IRELAND) LIMITED" read "SHALL PAY TESCO STORES (IRELAND)
 * LIMITED" (h57names' Left). The modal and the verb it governs are the clause's words. Lines written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

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

describe('a modal with no subject before it, or before its subject, keeps the name whole (hrev46)', () => {
  it.each([
    // "WILL" first in a name, alone or after a clause word: a given name, not a modal (round 1 read "HOLDINGS LIMITED").
    ['THIS AGREEMENT IS MADE WITH WILL SMITH HOLDINGS LIMITED.', 'WILL SMITH HOLDINGS LIMITED'],
    ['WILL SMITH HOLDINGS LIMITED', 'WILL SMITH HOLDINGS LIMITED'],
    ['THE LICENSEE SHALL NOT ASSIGN THIS AGREEMENT TO WILL SMITH HOLDINGS LIMITED.', 'WILL SMITH HOLDINGS LIMITED'],
    ['THE BUYER WILL PAY WILL SMITH HOLDINGS LIMITED WITHIN 30 DAYS.', 'WILL SMITH HOLDINGS LIMITED'],
    // A modal before its subject: the word after it is the name's (round 1 read none, the base "EVENT SHALL ACME LIMITED").
    ['IN NO EVENT SHALL ACME LIMITED BE LIABLE FOR LOST PROFITS.', 'ACME LIMITED'],
    ['IN NO EVENT WILL HARBOR BANK PLC BE LIABLE.', 'HARBOR BANK PLC'],
    ['UNDER NO CIRCUMSTANCES SHALL NORTH STAR LTD BE LIABLE.', 'NORTH STAR LTD'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));
  it.each([
    // Kept: a modal after its subject still ends the clause, and names that hold a modal inside a word are read whole.
    ['THE SELLER SHALL NOT BE LIABLE TO ACME LIMITED FOR ANY LOSS.', 'ACME LIMITED'],
    ['THE BUYER MUST NOTIFY HARTWELL ENGINEERING LTD WITHIN 7 DAYS.', 'HARTWELL ENGINEERING LTD'],
    ['THE BUYER SHALL PAY WILLIAMS LTD WITHIN 30 DAYS.', 'WILLIAMS LTD'],
    ['THE SELLER MUST NOT SELL TO MUSTANG OIL LIMITED.', 'MUSTANG OIL LIMITED'],
  ])('near miss: %s', (text, name) => expect(orgs(text)).toEqual([name]));
});

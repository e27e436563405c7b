/**
 * The rest of the party and name defects sets 16 and 17 showed (issue 18, h19s17d), with sentences written for them
 * (none from the sets): signers after "Per:", "Signed by you:", "by its Chairman," and "Signed for <a body> by"; a
 * town after a party's name and its comma is no part of the name.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf } from '../helpers.js';

const persons = (text: string) => attributesOf(text).filter((a) => a.startsWith('Person:'));

describe('a signer after a signing line\'s label is a Person', () => {
  it.each([
    ['NORTHGATE HOLDINGS LTD. Per: Daniel Ruiz, President', ['Person:Daniel Ruiz']],
    ['Signed by you: Amelia Hart', ['Person:Amelia Hart']],
    ['Signed by us: Owen Price, Producer', ['Person:Owen Price']],
    ['SIGNED for and on behalf of the Seller by its Chairman, Peter Otieno Kamau', ['Person:Peter Otieno Kamau']],
    ['Signed for Harbour Towers Pty Ltd by its director Alan Price', ['Person:Alan Price']],
    ['Signed for the Authority by Helen Marsh, Head of Procurement', ['Person:Helen Marsh']],
    // No label of a signing line: no person.
    ['The goods are shipped per: Express Freight.', []],
    ['The Company acts by its Board of Directors.', []],
    ['The price per Unit Rate is fixed.', []],
  ])('%s', (text, want) => {
    expect(persons(text)).toEqual(want);
  });
});

describe('a town after a party\'s name and its comma is no part of the name', () => {
  const parties = (preamble: string) =>
    classifyContract([{ text: preamble, kind: 'sentence' }, { text: 'The Supplier shall deliver the goods.', kind: 'sentence' }]).parties.map((p) => `${p.party}/${p.role}`);
  it.each([
    ['This Agreement is made between Acme Trading Ltd, Leeds ("Buyer") and Wheelco Ltd, Bristol ("Supplier").', ['ACME TRADING/Buyer', 'WHEELCO/Supplier']],
    ['This Agreement is made between Acme Trading, Inc. ("Buyer") and Wheelco Ltd ("Supplier").', ['ACME TRADING/Buyer', 'WHEELCO/Supplier']],
    ['This Agreement is made between Acme Trading Co., Ltd. ("Buyer") and Wheelco Pty Ltd ("Supplier").', ['ACME TRADING/Buyer', 'WHEELCO/Supplier']],
  ])('%s', (text, want) => {
    expect(parties(text)).toEqual(want);
  });
});

describe('a body named with "the" in a party slot is an Organization, legal form or not', () => {
  const orgs = (text: string) => attributesOf(text).filter((a) => a.startsWith('Organization:'));
  it.each([
    ['This Agreement is made between the Riverside Water Improvement District, a political subdivision of the State of Oregon ("District"), and Clearflow Billing LLC ("Supplier").', ['Organization:Riverside Water Improvement District', 'Organization:Clearflow Billing LLC']],
    ['This Agreement is made on 3 May 2027 between the Wessex Courts and Tribunals Partnership, of 4 High Street, Exeter ("Authority") and Lingua Ltd ("Supplier").', ['Organization:Wessex Courts and Tribunals Partnership', 'Organization:Lingua Ltd']],
    ['This Loan Agreement is made between the Lim Kee Art Foundation, a company limited by guarantee ("Lender"), and the Museum.', ['Organization:Lim Kee Art Foundation']],
    // Roles and the parties themselves are no body; a person takes no article.
    ['This Charter is made between the Owner and the Charterer, as follows.', []],
    ['This Lease is made between the Landlord, Mr John Smith, and the Tenant (the "Tenant").', []],
    // Outside a preamble "between the" opens no party slot (hrev11).
    ['Any dispute between the Customer and the Supplier about the Service Levels and the Change Control Procedure, shall be escalated.', []],
    ['Disputes between the Parties and the Steering Committee, if any, are resolved under clause 20.', []],
  ])('%s', (text, want) => {
    expect(orgs(text)).toEqual(want);
  });
});

/**
 * Facts set 75's cause 5 (issue 18, h119q75; numbered as bench/log.md's h118f75 section lists them), decided on contracts
 * written for it, near misses kept (none is the set's own sentence): a business with no legal form described as a sole
 * trader or a business "run by" / "owned by" / "owned and operated by" a person (French "entreprise individuelle" in
 * English, Pacific drafting; facts set 43 has the same shape) named the person as the party. The business is the party
 * (names/company-names.ts OWNER_RUN_BUSINESS), the person its contact (parties/representative-contacts.ts ownersIn;
 * preamble-names.ts OWNED_AND_RUN: the "and" of "owned and operated" opens no slot).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, facts, primary } from '../facts-readers.js';

const CLIENT = ['AND:', 'Ms. Soazig Le Bihan, living at 4 place Terre-au-Duc, 35000 Rennes, hereinafter "the Client",'];
const BODY = ['IT HAS BEEN AGREED AS FOLLOWS:', 'The Provider delivers bread to the Client\'s café each morning. The Client pays 300 € per month.'];
const entry = (line: string) => ['SERVICE AGREEMENT', 'BETWEEN:', line, ...CLIENT, ...BODY];

describe('a business "run by" its owner (cause 5)', () => {
  it('"<name>, sole trader (EI) run by Mr. <name>, …": the business the Supplier, the man its contact', () => {
    const doc = entry('Ker Bara, sole trader (EI) run by Mr. Alan Morvan, bakery, 3 rue du Port, 29900 Concarneau, SIRET 812 000 111 00012, hereinafter "the Provider",');
    expect(primary(...doc)).toEqual(['KER BARA Supplier', 'SOAZIG LE BIHAN Buyer']);
    expect(contactLists(...doc)).toEqual([['KER BARA', ['Alan Morvan']], ['SOAZIG LE BIHAN', []]]);
  });
  it('"sole trader run by <name>" without a title or initials, and "a sole proprietorship owned by Mr. …"', () => {
    const bare = entry('Ker Bara, sole trader run by Alan Morvan, bakery, 3 rue du Port, 29900 Concarneau, hereinafter "the Provider",');
    expect(contactLists(...bare)).toEqual([['KER BARA', ['Alan Morvan']], ['SOAZIG LE BIHAN', []]]);
    const owned = entry('Ker Bara, a sole proprietorship owned by Mr. Alan Morvan, 3 rue du Port, Concarneau, hereinafter "the Provider",');
    expect(contactLists(...owned)).toEqual([['KER BARA', ['Alan Morvan']], ['SOAZIG LE BIHAN', []]]);
  });
  it('"<NAME>, a business owned and operated by Mr <name> of <place> (the "Provider")": the business, its owner the contact', () => {
    const doc = ['SERVICE AGREEMENT', 'This agreement is made between NUKU COUNCIL (the "Client") and HARBOUR BITES, a business owned and operated by Mr Alan Morvan of Vaiaku (the "Provider").', 'The Provider delivers bread to the Client\'s office each morning. The Client pays $300 per month.'];
    expect(primary(...doc)).toEqual(['NUKU COUNCIL Buyer', 'HARBOUR BITES Supplier']);
    expect(contactLists(...doc)).toEqual([['NUKU COUNCIL', []], ['HARBOUR BITES', ['Alan Morvan']]]);
  });
  it('near misses: a person described as a sole trader, a bakery run by a person, a business run by a company', () => {
    const person = entry('Alan Morvan, sole trader, bakery, 3 rue du Port, 29900 Concarneau, hereinafter "the Provider",');
    expect(primary(...person)).toEqual(['ALAN MORVAN Supplier', 'SOAZIG LE BIHAN Buyer']);
    const trade = entry('Ker Bara, a bakery run by Mr. Alan Morvan, 3 rue du Port, 29900 Concarneau, hereinafter "the Provider",');
    expect(primary(...trade).some((p) => p.startsWith('KER BARA'))).toBe(false);
    const company = entry('Ker Bara, a business owned by Morvan Holdings Ltd, 3 rue du Port, Concarneau, hereinafter "the Provider",');
    expect(contactLists(...company).find(([p]) => p === 'KER BARA')?.[1]).toEqual([]);
  });
});

describe('a third business "run by" its owner in a clause (h119rr finding 2)', () => {
  // The owner is the contact only of the party whose mention ends at the description's comma: a subcontractor or a
  // third business described in a clause hands its owner to nobody.
  const preamble = ['CLEANING SERVICES AGREEMENT', 'This agreement is made between Acme Cleaning Ltd ("Contractor") and Nile Hotel Ltd ("Client").'];
  it('"may use a subcontractor, a business run by Mr …": no contact for the Contractor', () => {
    const doc = [...preamble, 'The Contractor cleans the rooms each day. The Client pays USD 900 per month.', 'The Contractor may use a subcontractor, a business run by Mr Ben Okello, with the Client\'s consent.'];
    expect(contactLists(...doc)).toEqual([['ACME CLEANING', []], ['NILE HOTEL', []]]);
  });
  it('"goods of Hargeisa Books, a business run by Mr …": no contact for the Tenant', () => {
    const doc = ['SHOP LEASE', 'This lease is made between Hodan Warsame (the "Landlord") and Sahra Ali (the "Tenant").', 'The Tenant pays USD 200 per month.', 'The Landlord lets the Tenant sell goods of Hargeisa Books, a business run by Mr Yusuf Ahmed, in the shop.'];
    expect(contactLists(...doc)).toEqual([['HODAN WARSAME', []], ['SAHRA ALI', []]]);
    // the third business is read as a party of its own, not a primary one (company-names.ts reads the description anywhere)
    expect(facts(...doc).parties.map((p) => `${p.party} ${p.importance}: ${p.contacts.map((c) => c.name).join(', ')}`)).toEqual(['HODAN WARSAME Primary: ', 'SAHRA ALI Primary: ', 'HARGEISA BOOKS Unknown: ']);
  });
});

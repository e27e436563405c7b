/**
 * Organisations without a legal form (issue 18, h18g): a register's keeper ("Registrar of …"), a centre named by what
 * it is for ("… Centre for …"), a body's "for" tail that names what it protects against, and a signature's lead
 * ("Signed for", "Executed by") that is never part of the name it introduces, and a local government that acts.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { within } from '../../../security/guard.js';

const names = (text: string) => findNames(text).map((n) => `${n.type}:${text.slice(n.begin, n.end)}`);
const orgs = (text: string) => names(text).filter((n) => n.startsWith('Organization:'));

describe('a register\'s keeper: "Registrar of …"', () => {
  it.each([
    ['The Borrower shall lodge the charge with the Registrar of Deeds within ten days.', 'Organization:Registrar of Deeds'],
    // "of the State" closing the tail says whose registrar it is, no part of the name (h89o, OWNER_POLITY_AT_END).
    ['a copy certified by the Registrar of Titles of the State', 'Organization:Registrar of Titles'],
    ['notify the Registrar of Trade Marks of the assignment', 'Organization:Registrar of Trade Marks'],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toContain(expected);
  });
  it.each([
    'The registrar shall keep the register.',
    'the Registrar may refuse the transfer',
    'Registrar means the person keeping the share register.',
  ])('%s: no name without a tail or qualifier', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('a centre named by what it is for: "… Centre for …"', () => {
  it.each([
    ['referred to the Centre for Effective Dispute Resolution for mediation', 'Organization:Centre for Effective Dispute Resolution'],
    ['under the rules of the Lagos Centre for International Arbitration.', 'Organization:Lagos Centre for International Arbitration'],
    ['a grant from the National Center for Advancing Translational Sciences', 'Organization:National Center for Advancing Translational Sciences'],
    // A two-word head keeps its reading with no "for" tail.
    ['under the rules of the Singapore International Arbitration Centre.', 'Organization:Singapore International Arbitration Centre'],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toContain(expected);
  });
  it.each([
    'the servers in the Data Centre of the Supplier',
    'the Service Centre for Customers opens at nine',
    'at the Distribution Centre in the Territory',
    'the Service Centre for the Customer',
  ])('%s: a place or a product, no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('a body\'s tail joined by "against"', () => {
  it('"for the Protection against …" stays in the name', () => {
    expect(orgs('licences issued by the Federal Commission for the Protection against Sanitary Risks (COFEPRIS).'))
      .toEqual(['Organization:Federal Commission for the Protection against Sanitary Risks']);
    expect(orgs('the National Agency for the Fight against Fraud shall be told'))
      .toEqual(['Organization:National Agency for the Fight against Fraud']);
  });
  it.each([
    ['a claim by the Board of Directors against Supplier', 'Organization:Board of Directors'],
    ['the Office of Fair Trading against The Company', 'Organization:Office of Fair Trading'],
    ['the Court of Appeal against Customer', 'Organization:Court of Appeal'],
  ])('%s: "against" a party or "The" ends the tail', (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });
});

describe('a signature\'s lead is no part of a name', () => {
  it.each([
    ['Signed for Wattle Creek Analytics Pty Ltd by its director:', 'Organization:Wattle Creek Analytics Pty Ltd'],
    ['Executed by Red Gum Haulage Pty Ltd in accordance with section 127', 'Organization:Red Gum Haulage Pty Ltd'],
    ['Witnessed by Bluewater Notaries LLP', 'Organization:Bluewater Notaries LLP'],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });
  it.each([
    ['Signature Healthcare Ltd shall', 'Organization:Signature Healthcare Ltd'],
    ['Executive Cars Ltd', 'Organization:Executive Cars Ltd'],
    ['between Signed Art Ltd and Customer', 'Organization:Signed Art Ltd'],
  ])('%s: a name that starts with a like word keeps it', (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });
});

describe('a local government that acts: "by the City of …", "the County of … shall"', () => {
  it.each([
    ['water as metered by the City of Port Elizabeth each month', 'Organization:City of Port Elizabeth'],
    ['The County of Kent shall issue the permit.', 'Organization:County of Kent'],
    ['a licence granted by the Municipality of Lagos', 'Organization:Municipality of Lagos'],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });
  it.each([
    'the premises in the City of Green Bay',
    'residents of the County of Kent',
    'delivered to the Town of Elmvale',
  ])('%s: a place, no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('the new name rules on hostile input', () => {
  it.each([
    ['a long "against" tail', `the Commission for the Protection${' against Risks'.repeat(20_000)}`],
    ['centres and "for" in a run', 'Data Centre for Centre for '.repeat(8_000)],
    ['registrars in a run', 'Registrar of Registrar of '.repeat(8_000)],
    ['signature leads in a run', 'Signed for Executed by Witnessed '.repeat(6_000)],
    ['local governments in a run', 'by the City of Cape Town Town of '.repeat(6_000)],
    ['a long blank run after "by the"', `by the${' '.repeat(50_000)}City of`],
  ])('%s', (_, text) => {
    within(2_000, () => findNames(text));
  });
});

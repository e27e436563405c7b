/**
 * Review of session 42's round-1 type, list, alias and attribute rules (h77t59) on ordinary contract language (issue 18,
 * hrev73), sentences written for the review, none from a set. Five misfires narrowed by shape:
 * - a colon line that goes on with the same duty ("In particular:", "At the end of the works:") opens no new list;
 * - "hereinafter" after a word ("the terms used hereinafter: Goods, …") is an adverb, no alias without an article;
 * - "together the "X Parties"" is the parties only when the parties' roles (or their party lines) stand before it, not
 *   "the Seller and its Affiliates" nor the governments of a treaty the contract cites;
 * - a field after "registered office:" / "place of residence:" that is common words ("As above", "Unknown") or a street
 *   before its small-letter word ("Váci út 12") names no town;
 * - a post in capitals after "represented by" ("Deputy Mayor, the secretary") is no person.
 */
import { describe, expect, it } from 'vitest';
import { leadIns } from '../../../src/contracts/classify/document/lists.js';
import type { ElementInput } from '../../../src/contracts/classify/types.js';
import { ALIAS_AFTER } from '../../../src/contracts/classify/parties/alias-forms.js';
import { groupAliases } from '../../../src/contracts/classify/parties/group-aliases.js';
import { attributesOf, typesOf } from './helpers.js';
import { itReadsWithin4s } from './hostile/helpers.js';

const asElements = (...texts: string[]): ElementInput[] => texts.map((text) => ({ text, kind: 'sentence' }));
const leadsOf = (...texts: string[]) => leadIns(asElements(...texts), texts);
const placesOf = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:'));
const personsOf = (text: string) => attributesOf(text).filter((a) => a.startsWith('Person:'));

describe('a colon line that goes on with the same duty opens no new list (hrev73)', () => {
  const PREAMBLE = 'This Works Contract is made between Northwind Homes Ltd ("Employer") and Contoso Build LLC ("Contractor").';
  it('the rule\'s own case: a lead-in with its own duty or bar opens a new list', () => {
    expect(leadsOf('The Contractor must:', '• keep the site clean;', 'The Contractor must not:', '• light fires.')).toEqual([-1, 0, -1, 2]);
    expect(leadsOf('The Fund covers:', '• travel;', 'The Fund does not cover:', '• meals.')).toEqual([-1, 0, -1, 2]);
    expect(leadsOf('The Tenant pays:', '• the rent;', 'In addition, the Tenant must not:', '• keep pets.')).toEqual([-1, 0, -1, 2]);
  });
  it('near misses: an opening of example, time or condition goes on with the list before it', () => {
    expect(leadsOf('The Contractor must:', '• keep the site clean;', 'In particular:', '• cover trenches at night.')).toEqual([-1, 0, -1, 0]);
    expect(leadsOf('The Contractor must:', '• keep the site clean;', 'At the end of the works:', '• remove all waste.')).toEqual([-1, 0, -1, 0]);
    expect(leadsOf('The Contractor must:', '• keep the site clean;', 'If the site is near a school:', '• keep the gates shut.')).toEqual([-1, 0, -1, 0]);
    expect(leadsOf('The Supplier shall:', '• train the staff;', 'For example:', '• on the new tills.')).toEqual([-1, 0, -1, 0]);
  });
  it('near miss: the bullets keep the duty of the lead-in before the sub-heading', () => {
    expect(typesOf(PREAMBLE, 'While on site the Contractor must:', '• keep the site clean;', 'In particular:', '• cover trenches at night;', 'At the end of the works:', '• remove all waste.').slice(1))
      .toEqual([['Obligation/Contractor'], ['Obligation/Contractor'], [], ['Obligation/Contractor'], [], ['Obligation/Contractor']]);
  });
});

describe('"hereinafter" after a word is an adverb, no alias without an article (hrev73)', () => {
  it('the rule\'s own case: after a comma or a bracket, with a colon or "only"', () => {
    expect(ALIAS_AFTER.exec(', hereinafter: Seller,')?.[5]).toBe('Seller');
    expect(ALIAS_AFTER.exec(' (hereinafter: Buyer)')?.[5]).toBe('Buyer');
    expect(ALIAS_AFTER.exec(' s.r.o., hereinafter only Carrier,')?.[5]).toBe('Carrier');
    expect(ALIAS_AFTER.exec(', farmer,\nhereinafter: Grower,')?.[5]).toBe('Grower');
  });
  it('near misses: a verb\'s "hereinafter" before a list of terms or things', () => {
    expect(ALIAS_AFTER.exec(', which grows the crops listed hereinafter: Wheat, Barley and Maize,')?.[5]).toBeUndefined();
    expect(ALIAS_AFTER.exec(', the terms used hereinafter: Goods, Price and Delivery Date,')?.[5]).toBeUndefined();
    expect(ALIAS_AFTER.exec(', the goods described hereinafter only Seeds,')?.[5]).toBeUndefined();
  });
  it('near miss: the crop listed after the adverb binds no clause', () => {
    const types = typesOf('This Supply Agreement is made between Alfa Kft., which grows the crops listed hereinafter: Wheat, Barley and Maize, and Beta Ltd (the "Buyer").', 'Wheat shall be dry.');
    expect(types[1]).toEqual([]);
  });
});

describe('"together the "X Parties"" names the parties only after their roles (hrev73)', () => {
  const NAMES = 'This Lease is made between Alder Ltd (the "Lessor") and Birch Ltd (the "Lessee").';
  it('the rule\'s own case: the roles before "together", or the party lines before the bracket', () => {
    expect(groupAliases([NAMES, '(the Lessor and the Lessee together hereinafter only the "Contracting Parties").']).get('Contracting Parties')).toBe('Multiple Parties');
    expect(groupAliases(['This Lease is made between Alder Ltd ("Lessor") and Birch Ltd ("Lessee") (together the "Signing Parties").']).get('Signing Party')).toBe('Multiple Parties');
  });
  it('near misses: a party and the others it stands for, and the signatories of a treaty the contract cites', () => {
    expect(groupAliases([NAMES, 'The Lessor and its Affiliates (together the "Lessor Parties") give the warranties in Schedule 4.']).get('Lessor Parties')).toBeUndefined();
    expect(groupAliases([NAMES, 'WHEREAS the Governments of Ruritania and Freedonia, together the "Contracting Parties", signed the Rail Treaty in 1998;']).get('Contracting Parties')).toBeUndefined();
    expect(typesOf(NAMES, 'WHEREAS the Governments of Ruritania and Freedonia, together the "Contracting Parties", signed the Rail Treaty in 1998;', 'The Contracting Parties may amend the Treaty at any time.')[2]).toEqual([]);
  });
});

describe('a field after "registered office:" that names no town (hrev73)', () => {
  it('the rule\'s own case: a town closing the field', () => {
    expect(placesOf('Dunai Kavics Zrt. (registered office: Dunaújváros; tax number: 11223344-2-07)')).toEqual(['Location:Dunaújváros']);
    expect(placesOf('Jan Novák, farmer (place of residence: Kroměříž), hereinafter: Farmer,')).toEqual(['Location:Kroměříž']);
  });
  it('near misses: common words in the field, or a street before its word in small letters', () => {
    expect(placesOf('Beta Trade s.r.o. (registered office: As above; ID No.: 12345678)')).toEqual([]);
    expect(placesOf('Jan Novák (place of residence: Unknown), hereinafter: Buyer,')).toEqual([]);
    expect(placesOf('Gamma Ltd (registered office: To be notified)')).toEqual([]);
    expect(placesOf('Beta Kft. (registered office: Same as the Seller\'s)')).toEqual([]);
    expect(placesOf('Registered office: Kossuth Lajos utca 3, Szeged.')).not.toContain('Location:Kossuth Lajos');
    expect(placesOf('Nagy Kft. (registered office: Váci út 12, 1132 Budapest), hereinafter: Seller,')).toEqual(['Location:Budapest']);
  });
});

describe('a post in capitals after "represented by" is no person (hrev73)', () => {
  it('the rule\'s own case: a name before the post', () => {
    expect(personsOf('Kovo a.s., represented by: Varga Zoltán, managing director')).toEqual(['Person:Varga Zoltán']);
    expect(personsOf('Acme Ltd, represented by Mark Brown, director')).toEqual(['Person:Mark Brown']);
  });
  it('near misses: a post or an office before the comma', () => {
    expect(personsOf('Town of Zilina, represented by Deputy Mayor, the secretary')).toEqual([]);
    expect(personsOf('Kovo a.s., represented by Sole Shareholder, the owner')).toEqual([]);
    expect(personsOf('Kovo a.s., represented by Chief Executive Officer, director')).toEqual([]);
  });
});

describe('hostile runs of the narrowed shapes (hrev73)', () => {
  itReadsWithin4s([
    ['The Seller ', 'and the Buyer (together the "Aa Parties") '],
    ['Acme Ltd', ', used hereinafter: Goods'],
  ]);
});

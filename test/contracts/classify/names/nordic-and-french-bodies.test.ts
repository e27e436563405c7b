/**
 * Bodies named in a Nordic language or in French with no English organisation word: a Nordic insurer or savings bank
 * (gazetteer.ts NORDIC_BODY_WORDS_AFTER, NORDIC_BANK_HEADS_BEFORE) and a French body whose name runs on in small
 * letters up to a capitalised place (FRENCH_SMALL_LETTER_BODY_HEADS); names/nordic-and-french-bodies.ts, facts set 38's
 * causes 8 and 9 (h70roles). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a Nordic insurer or savings bank (h70roles)', () => {
  it.each([
    ['The boat is insured with Gjensidige Forsikring for its full value.', ['Gjensidige Forsikring']],
    ['The deposit is paid into the Owner\'s account with Sparebanken Vest.', ['Sparebanken Vest']],
    ['The loan is granted by SpareBank 1 Nord-Norge against a mortgage.', ['SpareBank 1 Nord-Norge']],
    ['The cargo is covered by a policy of Folksam Försäkring.', ['Folksam Försäkring']],
    ['The guarantee is issued by Lollands Sparekasse on request.', ['Lollands Sparekasse']],
  ])('%s', (text, bodies) => {
    expect(orgs(text)).toEqual(bodies);
  });
  it.each([
    'The word Forsikring appears on the policy.',
    'Payments are made to the Sparebanken Account of the Owner.',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('a French body named in small letters up to its place (h70roles)', () => {
  it.each([
    ['The milk is sold under the rules of the Fédération des producteurs de lait du Québec.', ['Fédération des producteurs de lait du Québec']],
    ['Zoning is decided by the Commission de protection du territoire agricole du Québec.', ['Commission de protection du territoire agricole du Québec']],
    ['Prices are approved by the Régie des marchés agricoles et alimentaires du Québec each year.', ['Régie des marchés agricoles et alimentaires du Québec']],
    ['The fund is managed by the Caisse de dépôt et placement du Québec.', ['Caisse de dépôt et placement du Québec']],
  ])('%s', (text, bodies) => {
    expect(orgs(text)).toEqual(bodies);
  });
  it.each([
    'The Agent earns a commission of 5% on each sale.',
    'The Federation\'s rules apply to every lot.',
    'The Commission de gestion du Fonds is 2% a year.',
    'The Union des producteurs agricoles may be consulted.',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('a French head after an indefinite article names a kind of body (hrev60)', () => {
  it.each([
    'The Agent may sell through a Société de courtage de Paris.',
    'Any Chambre de commerce du Québec may certify the origin.',
    'Each Caisse de dépôt du Québec listed in Schedule 2 may hold the funds.',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it('kept: the definite body', () => {
    expect(orgs('The permit is issued by the Commission de protection du territoire agricole du Québec.'))
      .toEqual(['Commission de protection du territoire agricole du Québec']);
  });
});

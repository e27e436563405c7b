/**
 * A local government whose permit, authorisation or rules a contract names is a body, no place: "the authorisation from
 * the Commune of Avignon", "the watering restrictions of the City of Dunedin", "the building control of the City of Oulu"
 * (government-names.ts ACTING_LOCAL_GOVERNMENT; a commune is a local government: gazetteer.ts LOCAL_GOVERNMENT_WORDS;
 * issue 18, h52facts). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance } from '../facts-readers.js';
import { orgs } from '../found-names.js';

describe('a local government that permits or rules (h52facts)', () => {
  it.each([
    ['The Owner shall obtain the works authorisation from the Commune of Avignon before the works start.', 'Commune of Avignon'],
    ['The Contractor shall follow the watering restrictions of the City of Dunedin.', 'City of Dunedin'],
    ['The Customer obtains the building permit from the building control of the City of Oulu.', 'City of Oulu'],
    ['all permits issued by the Town of Elmvale', 'Town of Elmvale'],
    ['in accordance with the by-laws of the Borough of Hackney', 'Borough of Hackney'],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });
  it.each([
    'the premises in the City of Green Bay',
    'residents of the Commune of Avignon',
    'the laws of the City of Dunedin',
    'a permit to build in the Town of Elmvale',
  ])('%s: a place, no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it('is one of the contract\'s other parties', () => {
    expect(partiesByImportance(
      'This agreement is made between Riad Amal SARL (the "Owner") and Atlas Build SARL (the "Contractor").',
      'The Owner shall obtain the renovation authorisation from the Commune of Fes.',
    )).toEqual(['RIAD AMAL Primary Buyer', 'ATLAS BUILD Primary Supplier', 'COMMUNE OF FES Unknown Unknown']);
  });
});

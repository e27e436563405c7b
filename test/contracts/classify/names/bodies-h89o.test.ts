/**
 * Other parties of facts set 50 (issue 18, h89o): a public body's tail closing on "of the" and a polity's common word
 * ("the Department of … of the Province") ends before it; a territory's government named by its place before
 * "Government" or "Administration" ("the Tristan da Cunha Government"). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('"of the Province" closing a body\'s tail says whose it is (set 50\'s cause 7)', () => {
  it('the name ends before the polity\'s common word', () => {
    expect(orgs('The Grower holds a permit of the Department of Fisheries and Aquaculture of the Province to keep oysters.')).toEqual(['Department of Fisheries and Aquaculture']);
    expect(orgs('The kitchen is inspected by the Ministry of Health of the State each year.')).toEqual(['Ministry of Health']);
    expect(orgs('The mill is registered with the Office of Energy Regulation of the Territory.')).toEqual(['Office of Energy Regulation']);
  });
  it('near misses: the polity named goes on, a tail of the polity word alone stays', () => {
    expect(orgs('The licence is issued by the Ministry of Mines of the Republic of Ghana.')).toEqual(['Ministry of Mines of the Republic of Ghana']);
    expect(orgs('The price is paid to the Bank of the Republic by wire.')).toEqual(['Bank of the Republic']);
  });
});

describe('a territory\'s government named by its place before "Government" or "Administration" (set 50\'s cause 8)', () => {
  it('a territory the gazetteer lists, a small letter in its name', () => {
    expect(orgs('The Charterer has the landing permit of the Tristan da Cunha Government for each passenger.')).toEqual(['Tristan da Cunha Government']);
    expect(orgs('The fishing licence is granted by the Falkland Islands Government each season.')).toEqual(['Falkland Islands Government']);
    expect(orgs('The visitor pays the entry fee to the Ascension Island Administration on arrival.')).toEqual(['Ascension Island Administration']);
    expect(orgs('The boatyard holds a lease from the Montserrat Administration for the slipway.')).toEqual(['Montserrat Administration']);
  });
  it('near misses: a capitalised word after it, a word that is no place', () => {
    expect(orgs('The notice is printed in the Falkland Islands Government Gazette.')).not.toContain('Falkland Islands Government');
    expect(orgs('The Contractor reports to the Contract Administration each month.')).toEqual([]);
    expect(orgs('The Trustee keeps the Estate Administration records.')).toEqual([]);
  });
});

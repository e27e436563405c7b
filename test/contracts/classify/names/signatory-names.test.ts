/**
 * A signatory after a party's role and a colon (issue 18, h18v): "Signed for and on behalf of the Contractor: Helen
 * Ashcombe, Director" names a Person; a form's word, "The", "Section" or "Clause" after the colon names nobody.
 * A municipality's legal name ("The Corporation of the Town of Elmvale") is one Organization, "The" included.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { NO_PREFILTER, withPrefilter } from '../../../../src/common/regex-prefilter.js';
import { orgs, persons } from '../found-names.js';

describe('a signatory after "on behalf of the <role>:"', () => {
  it.each([
    ['Signed for and on behalf of the Contractor: Helen Ashcombe, Director', ['Helen Ashcombe']],
    ['For and on behalf of Supplier: JOHN SMITH', ['JOHN SMITH']],
    ['Signed on behalf of the Landlord:  Mei-Ling O\'Brien', ["Mei-Ling O'Brien"]],
  ])('%s', (text, expected) => {
    expect(persons(text)).toEqual(expected);
  });
  it.each([
    'on behalf of the Contractor: Section Five applies',
    'on behalf of the Contractor: The Director',
    'By: The Director',
    'on behalf of the Contractor, Helen Ashcombe',
    'acts on behalf of the Contractor in all matters',
  ])('%s: no Person', (text) => {
    expect(persons(text)).toEqual([]);
  });
});

describe('a municipality\'s legal name (issue 18, h18v)', () => {
  it.each([
    ['between The Corporation of the Town of Elmvale ("Town") and Northshield Ltd', ['The Corporation of the Town of Elmvale', 'Northshield Ltd']],
    ['payable to the Corporation of the City of Kingston', ['Corporation of the City of Kingston']],
    ['The Corporation of the Township of Wellesley North shall', ['The Corporation of the Township of Wellesley North']],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });
  it('a bare "the Corporation", or a corporation of no municipality, is no such name', () => {
    expect(orgs('the Corporation shall pay the Town')).toEqual([]);
    expect(orgs('the Corporation of the Company')).toEqual([]);
  });
});

// A signing line's labels, "represented by" a post, a procuration and a place by its kind run behind the literal prefilter
// (h28speed2): skipped only where they cannot match, so the names are those every pattern run finds. Sentences written
// for this test.
describe('findNames behind the prefilter: the names of every pattern run', () => {
  const SENTENCES = [
    'Signed for and on behalf of the Lessor: Marta Quillon, Director', 'Attention: Oswin Pellegrew',
    'Tarnfield Holdings SRL, represented by its Managing Director Ilse Varnow, as the Seller.', 'p.p. ORVANE S.A., Lucia Benet Ramos',
    'The orchard lies in the Pellow Valley, near the Ashby River.', 'The survey covers parts of Dunmore County and Kestle Bay.',
    'Name: Corin Abbotsley', 'The Supplier shall deliver the goods within ten days.', '',
  ];
  it('finds in each sentence what it finds with no prefilter', () => {
    const unfiltered = SENTENCES.map((t) => withPrefilter(NO_PREFILTER, () => findNames(t)));
    expect(SENTENCES.map((t) => findNames(t))).toEqual(unfiltered);
    expect(SENTENCES.map((t) => findNames(t).map((n) => `${n.type}:${t.slice(n.begin, n.end)}`))).toEqual([
      ['Person:Marta Quillon'], ['Person:Oswin Pellegrew'], ['Organization:Tarnfield Holdings SRL', 'Person:Ilse Varnow'],
      ['Organization:ORVANE S.A.', 'Person:Lucia Benet Ramos'], ['Location:Pellow Valley', 'Location:Ashby River'],
      ['Location:Dunmore County', 'Location:Kestle Bay'], ['Person:Corin Abbotsley'], [], [],
    ]);
  });
});

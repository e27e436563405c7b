/**
 * Issue 18, h98t74 (set 74's attributes; sentences written for this test): people after an owner's or a chair's post in
 * small letters, on a signature row with initials, after "Received by:"; a surname with a lone capital between hyphens;
 * "The X Agency of the Republic of Y" represented; a corporate seal's company; the Dutch cooperative's "U.A."; a place
 * named with a region's word in small letters; a county and its state after a row's colon; a town and its state in a
 * particulars row; a locality named by its water's kind before its town (C102).
 */
import { describe, expect, it } from 'vitest';
import { orgs, persons, places } from '../found-names.js';

describe('people named by positions the signer readers did not know', () => {
  it('reads the name after an owner\'s or a chair\'s post in small letters', () => {
    expect(persons('the bakery "Saule", represented by its owner Andris Liepa, acting on his own behalf')).toEqual(['Andris Liepa']);
    expect(persons('Supplier: bakery "Saule", owner Andris Liepa, Rezekne region')).toEqual(['Andris Liepa']);
    expect(persons('The club, represented by its chair Marta Ozola, signs below.')).toEqual(['Marta Ozola']);
  });
  it('reads no common words after the post', () => {
    expect(persons('The mill, represented by its owner Main Office, signs below.')).toEqual([]);
  });
  it('reads the initialled signer of a party\'s signature row', () => {
    expect(persons('The Buyer, R. Hoost, chair')).toEqual(['R. Hoost']);
    expect(persons('The Seller, K. Lie-A-Fong, director')).toEqual(['K. Lie-A-Fong']);
    expect(persons('The Buyer, Payment Terms, director')).toEqual([]);
  });
  it('reads the signer of a receipt row', () => {
    expect(persons('Received by: Dana Holt, for Kestrel Freight LLC')).toEqual(['Dana Holt']);
    expect(orgs('Received by: Dana Holt, for Kestrel Freight LLC')).toEqual(['Kestrel Freight LLC']);
  });
  it('keeps a lone capital between hyphens in a surname', () => {
    expect(persons('The tins are counted by Mr. Marcel Kong-A-Siou on arrival.')).toEqual(['Marcel Kong-A-Siou']);
  });
});

describe('bodies', () => {
  it('reads an agency "of the Republic of" a country whole where it is represented', () => {
    expect(orgs('The Fisheries Inspection Agency of the Republic of Lithuania, represented by its director, signs.')).toEqual(['Fisheries Inspection Agency of the Republic of Lithuania']);
    expect(orgs('The Republic of Lithuania, represented by the Ministry of Agriculture, signs.')).toEqual(['Republic of Lithuania', 'Ministry of Agriculture']);
  });
  it('reads the company of a corporate seal, not the seal', () => {
    expect(orgs('THE CORPORATE SEAL of HARBOUR NETS LIMITED was affixed in the presence of its Secretary.')).toEqual(['HARBOUR NETS LIMITED']);
  });
  it('keeps the Dutch cooperative\'s "U.A." in its name', () => {
    expect(orgs('The tins are bought from Coöperatie Zeeuwse Vis U.A. each week.')).toEqual(['Coöperatie Zeeuwse Vis U.A.']);
  });
});

describe('places', () => {
  it('reads a town before a region\'s word in small letters', () => {
    expect(places('The hay is stored in the Jelgava municipality.')).toEqual(['Jelgava']);
    expect(places('Supplier: bakery "Saule", owner Andris Liepa, Rezekne region')).toEqual(['Rezekne']);
  });
  it('reads no phrase of common words before the word', () => {
    expect(places('The hay is stored in the Northern region and the Sales district.')).toEqual([]);
  });
  it('reads a county and its state after a row\'s colon as one place (C48)', () => {
    expect(places('Origin: Platte County, Nebraska')).toEqual(['Platte County, Nebraska']);
  });
  it('reads a town of common words and its state in a particulars row as one place (C48)', () => {
    expect(places('Buyer: Lena Ross, Rapid City, South Dakota ("Buyer")')).toEqual(['Rapid City, South Dakota']);
  });
  it('reads a locality named by its water\'s kind and its town as one place (C102)', () => {
    expect(places('The stage stands on the shore at Back Harbour, Twillingate, beside the wharf.')).toEqual(['Back Harbour, Twillingate']);
    expect(places('The net loft of about 12 metres at Salmon Cove, Carbonear, is shown on the plan.')).toEqual(['Salmon Cove, Carbonear']);
  });
  it('reads no locality before a place no list holds', () => {
    expect(places('The stage stands at Back Harbour, Smithfield Lane.')).toEqual([]);
  });
});

/**
 * Attributes set 18 showed missing (issue 18, h19s18p), with sentences written for them (none from the set): a street
 * that names its kind first and its number after ("Via …", "Corso …", "Calle …") before the postcode and town is one
 * Location, its house number and postcode no Numbers; "VAT" after an address is no town; Malaysian "Berhad" and
 * "Sdn. Bhd." close an Organization.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

describe('continental streets named kind first', () => {
  it('an Italian address is one Location', () => {
    expect(attributesOf('Trattoria Verde S.r.l., with registered office in Piazza Garibaldi 3, 10121 Torino, VAT no. 0412')).toEqual([
      'Organization:Trattoria Verde S.r.l.', 'Location:Piazza Garibaldi 3, 10121 Torino', 'Number:0412',
    ]);
    expect(attributesOf('The office is at Viale della Libertà 27, 90143 Palermo.')).toEqual(['Location:Viale della Libertà 27, 90143 Palermo']);
  });
  it('a Spanish and a Portuguese address', () => {
    expect(attributesOf('Hostal Sol S.L., Calle de Alcalá 45, 28014 Madrid')).toEqual(['Organization:Hostal Sol S.L.', 'Location:Calle de Alcalá 45, 28014 Madrid']);
    expect(attributesOf('Deliveries go to Rua Augusta 120, 1100 Lisboa.')).toEqual(['Location:Rua Augusta 120, 1100 Lisboa']);
  });
  it('without the postcode and town it is no address', () => {
    expect(attributesOf('Via 2 of the pipeline carries 14 tonnes.').filter((a) => a.startsWith('Location'))).toEqual([]);
  });
  it('"VAT" after an address is no town', () => {
    expect(attributesOf('Acme Ltd, 12 High Street, Leeds LS1 4AP, VAT number 123')).toEqual(['Organization:Acme Ltd', 'Location:12 High Street, Leeds LS1 4AP', 'Number:123']);
  });
});

describe('Malaysian legal forms', () => {
  it('"Berhad" and "Sdn. Bhd." end an Organization', () => {
    expect(attributesOf('The facility is arranged by Maju Jaya Berhad for Kilang Papan Sdn. Bhd. and Sinar Timur Sdn Bhd as agents.').filter((a) => a.startsWith('Organization')))
      .toEqual(['Organization:Maju Jaya Berhad', 'Organization:Kilang Papan Sdn. Bhd.', 'Organization:Sinar Timur Sdn Bhd']);
  });
});

describe('signature and form lines under a contract\'s own alias', () => {
  const preamble = 'This licence is made between Ann Hale of Bodmin (the Landowner) and Tom Rowe of Looe (the Grazier).';
  it('"Signed by the <alias>: <name>" and "<ALIAS>: <name>" give the Person', () => {
    const persons = (text: string) => typesAndAttributesOf(preamble, text)[1].attributes;
    expectReads(persons, [
      ['Signed by the Grazier: Tom Rowe', ['Person:Tom Rowe']],
      ['GRAZIER: Tom Rowe', ['Person:Tom Rowe']],
      // The town after "at" is a place by its shape (C314, session 81).
      ['Signed by the Landowner: Ann Hale, at Bodmin', ['Person:Ann Hale', 'Location:Bodmin']],
    ]);
  });
  it('a farm business in the field is no Person', () => {
    expect(typesAndAttributesOf('This contract is made between Penrose Family Farms (the Grower) and Kale Foods Ltd (the Packer).', 'GROWER: Penrose Family Farms')[1].attributes
      .filter((a) => a.startsWith('Person'))).toEqual([]);
  });
  it('a word that is no alias of this contract names no person', () => {
    expect(typesAndAttributesOf(preamble, 'Reference: Tom Rowe')[1].attributes).toEqual([]);
    // A witness is a person whatever the aliases (sets 3, 27, 29; h25s29a).
    expect(typesAndAttributesOf(preamble, 'Witness: Tom Rowe')[1].attributes).toEqual(['Person:Tom Rowe']);
  });
});

/**
 * Attributes after the twenty-ninth set (issue 18, h25s29a): a dotted legal form in brackets after a company's name is
 * the name's ("Delta Looms Company (S.A.E.)"); a signer after a post or "witness" and a colon, or after "its legal
 * representative" / "its authorised delegate", is a Person; a town is read where a journey, a plural "courts of" or a
 * signing line's "at … on <date>" places it. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: set 29, names', () => {
  it('Organization: a dotted legal form in brackets ends the name', () => {
    expectReads(attributesOf, [
      ['The yarn is bought from Delta Looms Company (S.A.E.) each season.', ['Organization:Delta Looms Company (S.A.E.)']],
      ['Grupo Sierra Verde (S.A.) shall deliver the seed.', ['Organization:Grupo Sierra Verde (S.A.)']],
      // An undotted form in brackets is a state's or an alias's: the name ends before it.
      ['Bluegum Freight Pty Ltd (SA) shall carry the load.', ['Organization:Bluegum Freight Pty Ltd']],
    ]);
  });

  it('Person: a post or a witness and a colon, then the name', () => {
    expectReads(attributesOf, [
      ['Director: Miriam Osei', ['Person:Miriam Osei']],
      ['Company Secretary: Paul Herrick', ['Person:Paul Herrick']],
      ['Witness: Dora Lindqvist', ['Person:Dora Lindqvist']],
      ['Signed by the Tenant in the presence of this witness: Rhona Baird', ['Person:Rhona Baird']],
      // A department after the colon is no person: it is in capitals or has no second name word.
      ['Director: TBC', []],
      // Nor a form's field, a department or a blank to fill, whose words are all common English (review hrev18).
      ['Witness: Print Name', []],
      ['Director: Human Resources', []],
      ['Secretary: To Be Confirmed', []],
    ]);
  });

  it('Person: after "its legal representative" or "its authorised delegate"', () => {
    expect(attributesOf('Agro Llanos S.A.S., represented by its legal representative Maria Fernanda Ortiz, sells the fruit.'))
      .toEqual(['Organization:Agro Llanos S.A.S.', 'Person:Maria Fernanda Ortiz']);
    expect(attributesOf('Executed by Harbour Shire Council by its authorised delegate: Glen Tso, Manager Parks')).toContain('Person:Glen Tso');
  });
});

describe('attributes: set 29, towns in position', () => {
  it('Location: the town a journey runs to, from or between', () => {
    expectReads(attributesOf, [
      ['The Clinic will pay the Locum\'s airfare for travel to and from Kalispell.', ['Location:Kalispell']],
      ['Mileage between Golden and the base camp is paid at the agreed rate.', ['Location:Golden']],
      // A possessive after the position is a party's site, no town.
      ['The Contractor bears its travel to Customer\'s premises.', []],
    ]);
  });

  it('Location: "the courts of" a town, in the plural', () => {
    expectReads(attributesOf, [
      ['The courts of Tanta shall hear any urgent application.', ['Location:Tanta']],
      // A named court in the singular stays one Organization (C25).
      ['The Court of Belluno shall hear any dispute.', ['Organization:Court of Belluno']],
    ]);
  });

  it('Location: a signing line\'s town before its date', () => {
    expect(attributesOf('Signed for Strathdon Farms Limited at Tomintoul on 2 June 2027 by Iain Ross')).toContain('Location:Tomintoul');
    // Without the date after it, "at" a capitalised word is no place of signing.
    expect(attributesOf('Signed for Strathdon Farms Limited at Completion')).not.toContain('Location:Completion');
  });
});

describe('attributes: set 29, places and numbers', () => {
  it('Location: a town, a region the gazetteer lacks and the country are one place (C27)', () => {
    expect(attributesOf('Finca Alta S.A.S., a company domiciled in Zipaquirá, Cundinamarca, Colombia, grows the roses.'))
      .toEqual(['Organization:Finca Alta S.A.S.', 'Location:Zipaquirá, Cundinamarca, Colombia']);
  });

  it('Number: the "1." and "2." of a party list after "between:" number the parties', () => {
    expect(attributesOf('This agreement was signed in Cairo between: 1. Delta Looms Company (S.A.E.), represented by Mr. Adel Samir; 2. Red Sea Yarns Company (S.A.E.), represented by Ms. Hoda Nabil.'))
      .toEqual(['Location:Cairo', 'Organization:Delta Looms Company (S.A.E.)', 'Person:Adel Samir', 'Organization:Red Sea Yarns Company (S.A.E.)', 'Person:Hoda Nabil']);
  });
});

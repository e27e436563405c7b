/**
 * Attribute defects of set 26 (issue 18, h24s26a), with sentences written for these tests (none of the set's): places
 * and addresses of countries the gazetteer lacked, names after academic and honorific titles, signature rows by
 * procuration or with two signatories, public bodies named by their kind, a share ("half") and a form's number as no
 * Number, a list of dates, 24-hour times with a dot, and a rate's "per calendar month" as no Duration.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('continental and British addresses', () => {
  it('a street named without a street word, then a postcode of its country\'s form and the town, is one Location', () => {
    expect(attributesOf('Kovárna Brod s.r.o., with its registered office at Husova 27, 602 00 Brno, Company ID No. 12345678.'))
      .toEqual(['Organization:Kovárna Brod s.r.o.', 'Location:Husova 27, 602 00 Brno']);
    expect(attributesOf('Deliveries go to Lipová 5, 779 00 Olomouc.')).toEqual(['Location:Lipová 5, 779 00 Olomouc']);
  });
  it('a street with its kind (a Czech square, a Spanish avenue) is an address before any town', () => {
    expect(attributesOf('The works are at Palackého náměstí 12, Olomouc.')).toEqual(['Location:Palackého náměstí 12, Olomouc']);
    expect(attributesOf("The Buyer's office is at Avenida Providencia 1208, Providencia, Santiago."))
      .toEqual(['Location:Avenida Providencia 1208, Providencia, Santiago']);
  });
  it('a document\'s part before a number and a year is no street', () => {
    expect(attributesOf('Article 5, 2025 Amendments apply.')).not.toContain('Location:Article 5, 2025 Amendments');
  });
  it('"Vale" ends a British street; a building or a numberless street may open the address', () => {
    expect(attributesOf('The tenant is Anna Marsh of 14 Orchard Vale, Exeter EX4 6AB.')).toEqual(['Location:14 Orchard Vale, Exeter EX4 6AB']);
    expect(attributesOf('This contract is between Glenford Community NHS Trust of Riverside House, Quay Road, Truro TR1 2XY (the "Trust") and Medlink Ltd.'))
      .toEqual(['Organization:Glenford Community NHS Trust', 'Location:Riverside House, Quay Road, Truro TR1 2XY', 'Organization:Medlink Ltd.']);
  });
  it('a post office box is no place and its number no Number: the Location is the town and region after it', () => {
    expect(attributesOf('This contract is made between the Asante Akim North District Assembly of P.O. Box 40, Agogo, Ashanti Region (the "Client") and Medlink Ltd.'))
      .toEqual(['Organization:Asante Akim North District Assembly', 'Location:Agogo, Ashanti Region', 'Organization:Medlink Ltd.']);
  });
});

describe('countries and republics', () => {
  it('a country of the world list is a place; a republic\'s full name is one', () => {
    expectReads(attributesOf, [
      ['The bank must be licensed in Senegal.', ['Location:Senegal']],
      ['This Agreement is governed by the laws of the Islamic Republic of Pakistan.', ['Location:Islamic Republic of Pakistan']],
      ['Disputes go to the courts of the United Republic of Tanzania.', ['Location:United Republic of Tanzania']],
    ]);
  });
  it('a country that is also a given name is left out', () => {
    expect(attributesOf('Jordan Miles will sign for the Buyer.')).toEqual([]);
  });
});

describe('persons after titles and in signature rows', () => {
  it('Central European academic titles and "Hon." introduce a name', () => {
    expect(attributesOf('Morava Lešení a.s., represented by Ing. Petr Svoboda, chairman of the board.'))
      .toEqual(['Organization:Morava Lešení a.s.', 'Person:Petr Svoboda']);
    expect(attributesOf('Signed for the Council: Hon. Ama Boateng, Mayor')).toEqual(['Person:Ama Boateng']);
    expect(attributesOf('Approved by Mgr. Eva Malá.')).toEqual(['Person:Eva Malá']);
  });
  it('"Hon." before a post is honorary: no person', () => {
    expect(attributesOf('For the Club: Hon. Treasurer')).toEqual([]);
  });
  it('a row by procuration names the firm, then its signatory', () => {
    expect(attributesOf('p.p. TRANSPORTES ANDINOS S.A., Rodrigo Pérez Lagos'))
      .toEqual(['Organization:TRANSPORTES ANDINOS S.A.', 'Person:Rodrigo Pérez Lagos']);
  });
  it('a signature row\'s second signatory after a comma is a Person; a post after the comma is not', () => {
    expect(attributesOf('For the Lender: Paul Dufresne, Claire Meunier')).toEqual(['Person:Paul Dufresne', 'Person:Claire Meunier']);
    expect(attributesOf('Signed for the Owners: Tom Hale, Managing Director')).toEqual(['Person:Tom Hale']);
  });
});

describe('organisations named by their kind', () => {
  it('NHS trusts, district assemblies, inspection and livestock services, a firm with its profession', () => {
    expect(attributesOf('The seed must carry a grade certificate from the Federal Seed Inspection Service.'))
      .toEqual(['Organization:Federal Seed Inspection Service']);
    expect(attributesOf('The pesticide must be approved by the National Agricultural and Livestock Service.'))
      .toEqual(['Organization:National Agricultural and Livestock Service']);
    expect(attributesOf('Okafor & Lane, CPAs, LLP will prepare the returns.')).toEqual(['Organization:Okafor & Lane, CPAs, LLP']);
  });
});

describe('numbers, dates, times and rates', () => {
  it('"half" is a share, no Number; a form\'s number names the form', () => {
    expectReads(attributesOf, [
      ['Half of the deposit is returned on the first day.', []],
      ['Members pay half the usual price.', []],
      ['The Contractor will file Form 941 for each quarter.', []],
    ]);
  });
  it('a list of days and months is one DateTime each', () => {
    expect(attributesOf('Instalments fall due on 31 March, 31 July and 30 November.'))
      .toEqual(['DateTime:31 March', 'DateTime:31 July', 'DateTime:30 November']);
  });
  it('two 24-hour times with a dot joined as a span are two DateTimes; clause numbers are not', () => {
    expect(attributesOf('The site is open from 08.00 to 18.30 on working days.')).toEqual(['DateTime:08.00', 'DateTime:18.30']);
    // Clause numbers are no times; whether they are Numbers is C18's and the joined-figures rule's (h24s27a), not this test's.
    expect(attributesOf('The changes are in clauses 10.10 to 10.15.').filter((a) => a.startsWith('DateTime'))).toEqual([]);
  });
  it('a rate\'s "per calendar month" is no Duration (C22); "each calendar month" stays one', () => {
    expect(attributesOf('The fee is EUR 2,400 per calendar month.')).toEqual(['Currency:EUR 2,400']);
    expect(attributesOf('Reports are due in each calendar month.')).toEqual(['Duration:calendar month']);
  });
});

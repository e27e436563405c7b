/**
 * Attribute defects of set 32 (issue 18, h27s32a), with sentences written for these tests (none of the set's):
 * continental addresses whose town joins its words with a particle or whose street takes a Danish definite ending, a
 * road's kilometre post, a Kenyan post office box with its postal code, register numbers written in groups, a range
 * "from 1 to 5", "one-off", a name in capitals with a cedilla, a county government in capitals, a national service after
 * its country's initials, a body's initials as a passive's agent, signatories before a seal and in "for the <party>"
 * rows, two people at one address, and places named by their kind or position.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('addresses', () => {
  it('a town joining its words with a particle after a postcode stays whole, with its country', () => {
    expect(attributesOf('The Buyer is Adega Serra Alta, S.A., with its seat at Rua do Mercado 18, 3640-210 Sernancelhe de Baixo, Portugal.'))
      .toContain('Location:Rua do Mercado 18, 3640-210 Sernancelhe de Baixo, Portugal');
    expect(attributesOf('Goods go to Calle Mayor 7, 28200 San Lorenzo de El Escorial, Spain.'))
      .toEqual(['Location:Calle Mayor 7, 28200 San Lorenzo de El Escorial, Spain']);
  });
  it('a Danish or Norwegian street with its definite ending is a street', () => {
    expect(attributesOf('The yard is at Havnevejen 14, 9850 Hirtshals, Denmark.')).toEqual(['Location:Havnevejen 14, 9850 Hirtshals, Denmark']);
    expect(attributesOf('Send notices to Kirkegaden 3, 5000 Odense, Denmark.')).toEqual(['Location:Kirkegaden 3, 5000 Odense, Denmark']);
  });
  it('a numbered road at its kilometre post, then the town, is one address and holds no Number', () => {
    expect(attributesOf('The winery sits at Ruta Nacional 40 km 3021, Cafayate, represented by its manager.'))
      .toEqual(['Location:Ruta Nacional 40 km 3021, Cafayate']);
    expect(attributesOf('The depot is located at Carretera Federal 15 km 3.5, Navojoa.')).toEqual(['Location:Carretera Federal 15 km 3.5, Navojoa']);
  });
  it('a Kenyan post office box with its postal code is no place: the town after it is', () => {
    expect(attributesOf('Notices go to the Lessee of P.O. Box 30112-00100, Nakuru.')).toEqual(['Location:Nakuru']);
  });
});

describe('numbers', () => {
  it('a register number written in pairs or groups is an identifier, no Number', () => {
    expect(attributesOf('Havblik ApS, CVR no. 33 48 20 91, is the Seller.')).toEqual(['Organization:Havblik ApS']);
    expect(attributesOf('The Supplier, taxpayer number 501 223 874, shall send the invoices.')).toEqual([]);
  });
  it('a range "from 1 to 5" is two Numbers (C26)', () => {
    expect(attributesOf('Each dent is rated on a scale from 2 to 7.')).toEqual(['Number:2', 'Number:7']);
  });
  it('"one-off" counts nothing', () => {
    expect(attributesOf('A one-off survey costs extra.')).toEqual([]);
    expect(attributesOf('One survey a year is included.')).toEqual(['Number:One']);
  });
});

describe('organizations', () => {
  it('a name in capitals with a cedilla before "AS" keeps its first word', () => {
    expect(attributesOf('FIRST: MOAGENS DO SADO, LDA., a private limited company, hereinafter the Seller;'))
      .toContain('Organization:MOAGENS DO SADO, LDA.');
    expect(attributesOf('SECOND: AÇORIANA TÊXTIL, LDA., hereinafter the Buyer;')).toContain('Organization:AÇORIANA TÊXTIL, LDA.');
  });
  it('a county government named in capitals is one body (C25)', () => {
    expect(attributesOf('SIGNED for and on behalf of the COUNTY GOVERNMENT OF KAJIADO by its Secretary'))
      .toEqual(['Organization:COUNTY GOVERNMENT OF KAJIADO']);
    expect(attributesOf('THE GOVERNMENT OF MALAWI SHALL PAY THE FEE.')).toEqual(['Organization:GOVERNMENT OF MALAWI']);
  });
  it('a national service after its country\'s initials is one body, the initials no place', () => {
    expect(attributesOf('The Lessee shall hold all permits of the U.S. Forest Service for the site.')).toEqual(['Organization:U.S. Forest Service']);
    expect(attributesOf('Our Subscription Service is available all day.')).toEqual([]);
  });
  it('initials that publish, issue or authorise are a body', () => {
    expectReads(attributesOf, [
      ['Prices move with the consumer price index published by ISTAT.', ['Organization:ISTAT']],
      ['The Grower shall use only seed certified by INASE.', ['Organization:INASE']],
      ['Each variation must be approved by BUYER in writing.', []],
      ['Each variation must be approved by CEO in writing.', []],
    ]);
    expect(attributesOf('The tariff is published by NHS England each year.')).not.toContain('Organization:NHS');
  });
});

describe('persons', () => {
  it('a signatory after "CEO" before a seal is a Person', () => {
    expect(attributesOf('Publisher: Hanbit Soft Co., Ltd., CEO Lee Min-jae (seal)'))
      .toEqual(['Organization:Hanbit Soft Co., Ltd.', 'Person:Lee Min-jae']);
  });
  it('a row "<name>, for the <party>" names its signatory', () => {
    expect(attributesOf('Rodrigo Andrés Salas, for the Lessor')).toEqual(['Person:Rodrigo Andrés Salas']);
    expect(attributesOf('Payment Terms, for the Customer')).toEqual([]);
  });
  it('two people joined by "and" before the address they live at are two Persons', () => {
    expect(attributesOf('This lease is made between Bellbird Holdings Pty Ltd and Sam Whitlock and Ruth Whitlock of 8 Ferry Lane, Kettering, Tasmania.'))
      .toEqual(['Organization:Bellbird Holdings Pty Ltd', 'Person:Sam Whitlock', 'Person:Ruth Whitlock', 'Location:8 Ferry Lane, Kettering, Tasmania']);
  });
});

describe('places', () => {
  it('a place named by its kind after its name is a Location', () => {
    expectReads(attributesOf, [
      ['The vines grow in the Elqui Valley.', ['Location:Elqui Valley']],
      ['No water may be drawn from the Ewaso River without a permit.', ['Location:Ewaso River']],
      ['Staff shall be hired from Samburu County.', ['Location:Samburu County']],
      ['The camp lies inside the Ruaha National Park.', ['Location:Ruaha National Park']],
    ]);
  });
  it('a body named with such a word stays a body', () => {
    expect(attributesOf('Payments go to an account with the Silverlake Valley Bank.')).toEqual(['Organization:Silverlake Valley Bank']);
  });
  it('a town "in" a place-and-date opening keeps its province and country (C27)', () => {
    expect(attributesOf('In Cafayate, Salta, Argentina, on 4 June 2027, the parties agree as follows:'))
      .toEqual(['Location:Cafayate, Salta, Argentina', 'DateTime:4 June 2027']);
  });
  it('a town called "the city of" in small letters is a place', () => {
    expect(attributesOf('The parties submit to the courts of the city of Rafaela.')).toEqual(['Location:Rafaela']);
  });
});

/**
 * Session 38's party leftovers (issue 18, h73left): a party's letter as an unquoted alias, a town's English site before a
 * legal form, a registered seat's town, and a signature block on one line. Sentences written for each rule, with the near
 * misses it must not change.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';
import { orgs } from '../found-names.js';
import { attributesOf } from '../helpers.js';

const processing = (first: string, second: string) => [
  'PROCESSING AGREEMENT',
  `This Agreement is made between Orchid Textiles Co., Ltd., a company registered in Vietnam ${first}, and Maple Garments Ltd, a company registered in Bangladesh ${second}.`,
  '1. Party A shall deliver the fabric to Party B by 1 March 2034.',
  '2. Party B shall sew the garments and Party A shall pay Party B USD 2.00 per piece.',
];

describe('a party\'s letter as an unquoted alias (hrev57\'s Left)', () => {
  it('"(hereinafter referred to as Party A)", "(Party A)", in capitals too: the letter is the party\'s alias, and the payer its Buyer', () => {
    const expected = ['ORCHID TEXTILES Buyer', 'MAPLE GARMENTS Supplier'];
    expect(primary(...processing('(hereinafter referred to as Party A)', '(hereinafter referred to as Party B)'))).toEqual(expected);
    expect(primary(...processing('(Party A)', '(hereinafter called Party B)'))).toEqual(expected);
    expect(primary(...processing('(hereinafter referred to as PARTY A)', '(PARTY B)'))).toEqual(expected);
    // As the quoted alias already was.
    expect(primary(...processing('(hereinafter referred to as "Party A")', '(hereinafter referred to as "Party B")'))).toEqual(expected);
  });
  it('near misses: a letter beyond D, a word after the letter, no alias at all', () => {
    expect(primary(...processing('(hereinafter referred to as Party E)', '(hereinafter referred to as Party F)'))).toEqual(['ORCHID TEXTILES Unknown', 'MAPLE GARMENTS Unknown']);
    expect(primary(...processing('(hereinafter referred to as Party A Vendor)', '(hereinafter referred to as Party B Vendor)'))).not.toContain('ORCHID TEXTILES Buyer');
    expect(primary(...processing('', ''))).toEqual(['ORCHID TEXTILES Unknown', 'MAPLE GARMENTS Unknown']);
  });
});

describe('a listed town\'s English site before a legal form is no company (hrev60\'s Left)', () => {
  it('"Zagreb warehouse d.o.o. premises", "our Ljubljana office d.o.o. staff": the town alone', () => {
    expect(orgs('Deliveries from Zagreb warehouse d.o.o. premises are collected by the Depositor.')).toEqual([]);
    expect(orgs('Invoices go to our Ljubljana office d.o.o. staff each month.')).toEqual([]);
  });
  it('near misses: a name in its own words, a town with a word of its language, a capitalised name', () => {
    expect(orgs('Goods from Medena pot d.o.o. are collected.')).toEqual(['Medena pot d.o.o.']);
    expect(orgs('Ljubljanska banka d.d. holds the account.')).toEqual(['Ljubljanska banka d.d.']);
    expect(orgs('Bread from Zagreb pekara d.o.o. is delivered daily.')).toEqual(['Zagreb pekara d.o.o.']);
    expect(orgs('Deliveries from Zagreb Warehouse d.o.o. are collected.')).toEqual(['Zagreb Warehouse d.o.o.']);
  });
});

describe('a registered seat\'s town (h68s54\'s Left)', () => {
  it('"has its seat in", "with its seat at", "whose seat is in": the town the gazetteer lacks is a Location', () => {
    expect(attributesOf('Lácteos do Miño S.L. has its seat in Castro de Rei and sells milk.')).toContain('Location:Castro de Rei');
    expect(attributesOf('Chocolaterie Daele NV, with its seat at Oudenaarde, supplies the pralines.')).toContain('Location:Oudenaarde');
    expect(attributesOf('Granja Vilar S.C., whose seat is in Vilalba, sells eggs.')).toContain('Location:Vilalba');
    expect(attributesOf('Any dispute shall be settled by arbitration with its seat in Tauranga.')).toContain('Location:Tauranga');
  });
  it('near misses: a seat that is no place, a word that opens a phrase', () => {
    const locations = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:'));
    expect(locations('Each member has its seat in The Board for one year.')).toEqual([]);
    expect(locations('The driver keeps the seat in Good condition.')).toEqual([]);
    expect(locations('The member with its seat in Schedule 2 votes first.')).toEqual([]);
  });
});

const honey = (...blocks: string[]) => [
  'HONEY SUPPLY AGREEMENT',
  'This Agreement is made on 5 May 2031 between MIEL ANDINA S.R.L. (the "Seller") and DULCE SUR S.A. (the "Buyer").',
  '1. The Seller shall deliver 2 tonnes of honey to the Buyer.',
  ...blocks,
];

describe('a signature block on one line: name, post, party (h72sig\'s Left)', () => {
  it('the name and the post are no words of the company', () => {
    expect(orgs('Carla Rocha Vaca LEGAL REPRESENTATIVE MIEL ANDINA S.R.L.')).toEqual(['MIEL ANDINA S.R.L.']);
    expect(orgs('Jorge Paz Mendoza General Manager DULCE SUR S.A.')).toEqual(['DULCE SUR S.A.']);
    expect(orgs('Carla Rocha Vaca\nLEGAL REPRESENTATIVE\nMIEL ANDINA S.R.L.')).toEqual(['MIEL ANDINA S.R.L.']);
    // No extra company beside the two parties; the signer still their contact.
    expect(contactLists(...honey('Carla Rocha Vaca\nLEGAL REPRESENTATIVE\nMIEL ANDINA S.R.L.', 'Jorge Paz Mendoza\nGeneral Manager\nDULCE SUR S.A.'))).toEqual([
      ['MIEL ANDINA', ['Carla Rocha Vaca']],
      ['DULCE SUR', ['Jorge Paz Mendoza']],
    ]);
  });
  it('near misses: a post that qualifies no head, no person before it, the block inside a sentence', () => {
    expect(orgs('Peter Pan Legal Services Ltd keeps the books.')).toEqual(['Peter Pan Legal Services Ltd']);
    expect(orgs('Managing Director Holdings Ltd keeps the books.')).toEqual(['Managing Director Holdings Ltd']);
    expect(orgs('The fee is paid to Carla Rocha Vaca Director Services Ltd monthly.')).toEqual(['Carla Rocha Vaca Director Services Ltd']);
  });
});

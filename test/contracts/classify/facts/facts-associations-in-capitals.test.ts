/**
 * An association, cooperative, foundation or federation named in capitals with no legal form, opening a party's
 * numbered slot that a representative or an alias closes, is a party as its title-case name is (facts set 38's cause 4,
 * issue 18, h70names). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';
import { orgs } from '../found-names.js';

const purchase = (seller: string) => [
  'HONEY PURCHASE CONTRACT',
  'CLAUSE ONE (PARTIES).- The parties to this contract are:',
  `1.1. ${seller}, NIT 1020304050, with address at Calle Bolívar 12, Sucre, represented by its President Mr. Mario Flores Rojas, hereinafter the "ASSOCIATION".`,
  '1.2. MIEL ANDINA S.R.L., NIT 3040506070, with address at Avenida Arce 45, La Paz, legally represented by Ms. Carla Rocha Vaca, hereinafter the "BUYER".',
  'CLAUSE TWO (OBJECT).- The ASSOCIATION shall sell to the BUYER 20 tonnes of honey.',
  'CLAUSE THREE (PRICE).- The BUYER shall pay the ASSOCIATION Bs 50.000,00 per tonne.',
];
const BUYER = ['MIEL ANDINA', ['Carla Rocha Vaca']];

describe('an association in capitals opening a numbered slot (h70names)', () => {
  it.each([
    ['ASOCIACIÓN DE APICULTORES DE CHUQUISACA (ADACH)', 'ASOCIACIÓN DE APICULTORES DE CHUQUISACA'],
    ['ASOCIACIÓN DE APICULTORES DE CHUQUISACA', 'ASOCIACIÓN DE APICULTORES DE CHUQUISACA'],
    ['ASSOCIATION OF BEEKEEPERS OF CHUQUISACA', 'ASSOCIATION OF BEEKEEPERS OF CHUQUISACA'],
    ['Asociación de Apicultores de Chuquisaca', 'ASOCIACIÓN DE APICULTORES DE CHUQUISACA'],
  ])('"%s" is the seller %s with its president', (written, party) => {
    expect(contactLists(...purchase(written))).toEqual([[party, ['Mario Flores Rojas']], BUYER]);
  });
  it('a cooperative and a foundation in capitals so placed are organisations', () => {
    expect(orgs('2. COOPERATIVA AGROPECUARIA SAN JUAN, represented by its manager, hereinafter the "SELLER".'))
      .toEqual(['COOPERATIVA AGROPECUARIA SAN JUAN']);
    expect(orgs('(1) FUNDACIÓN PARA EL DESARROLLO RURAL (FUNDER), hereinafter "FUNDER".'))
      .toEqual(['FUNDACIÓN PARA EL DESARROLLO RURAL']);
  });
  it('near misses: a heading, an alias alone, a slot no representative or alias closes', () => {
    expect(orgs('1.1. THE ASSOCIATION, represented by its President, shall sell the honey.')).toEqual([]);
    expect(orgs('1.1. ASSOCIATION MEMBERSHIP, as set out in the rules of the club.')).toEqual([]);
    expect(orgs('ASOCIACIÓN DE APICULTORES DE CHUQUISACA, represented by its President, sells honey.')).toEqual([]);
  });
});

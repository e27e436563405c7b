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

describe('a heading in capitals on an organisation\'s head word is no body (hrev60)', () => {
  it.each([
    '1.1. ASSOCIATION FEES, payable annually, are set out in Schedule 1 and are collected as represented by the Treasurer.',
    '1.2. COOPERATIVE MARKETING (joint campaigns) shall be agreed in writing, hereinafter the "Campaigns".',
    '2.1. MUTUAL UNDERTAKINGS, as set out below, bind both parties, hereinafter the "Undertakings".',
    '2.2. FOUNDATION WORKS (excavation and concrete) shall be done by the Contractor, hereinafter the "Works".',
    '2.3. TIMBER GROWERS COOPERATIVE, as represented in its tender, shall supply the logs.',
  ])('%s: no organisation', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it('kept: a body whose English head goes on with a join or ends the name, a Romance head with its adjective', () => {
    expect(orgs('1.1. ASSOCIATION OF BEEKEEPERS OF TARIJA, represented by its President, hereinafter the "SELLER".'))
      .toEqual(['ASSOCIATION OF BEEKEEPERS OF TARIJA']);
    expect(orgs('1.1. FOUNDATION FOR RURAL GROWTH, represented by its Director, hereinafter the "FOUNDATION".'))
      .toEqual(['FOUNDATION FOR RURAL GROWTH']);
    expect(orgs('2. TIMBER GROWERS COOPERATIVE, represented by its Chair, hereinafter the "SELLER".'))
      .toEqual(['TIMBER GROWERS COOPERATIVE']);
    expect(orgs('2. ASSOCIATION SPORTIVE DE LYON, represented by its President, hereinafter the "CLUB".'))
      .toEqual(['ASSOCIATION SPORTIVE DE LYON']);
  });
});

/**
 * Facts set 77's causes 4 and 7 (issue 18, h120w77; names and sentences written for these tests, none of the set's):
 * - 4: a French body's name whose kind is in small letters after its capitalised head ("Club de curling de la baie Les
 *   Goélands inc.") is one name from its head, where the head opens a party's entry (names/french-small-word-names.ts);
 * - 7: the post and name of a representative before an alias naming a body's kind ("…, represented by its Chairman
 *   Ato Dawit Bekele (hereinafter "the Association")") are no body (names/bodies-aliased-by-kind.ts,
 *   lexicon/board-offices.ts REPRESENTATIVE_POST_AT_END): the alias is the body's before "represented by".
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { contactNames, partiesByRole } from '../facts-readers.js';
import { frenchHeadStart } from '../../../../src/contracts/classify/names/french-small-word-names.js';
import { REPRESENTATIVE_POST_AT_END } from '../../../../src/contracts/classify/lexicon/board-offices.js';

describe('a French name whose kind is in small letters (cause 4)', () => {
  it('reads the whole name from its head at an entry\'s opening', () => {
    expect(orgs('BETWEEN: Club de curling de la baie Les Goélands inc., having its seat at 3, rue du Quai, Rimouski')).toEqual(['Club de curling de la baie Les Goélands inc.']);
    expect(orgs('AND: Coopérative de solidarité Le Grenier inc., having its seat in Matane')).toEqual(['Coopérative de solidarité Le Grenier inc.']);
    expect(orgs('This contract is made between Centre de la petite enfance Les Lucioles inc. and Transport Gagnon ltée.')).toEqual(['Centre de la petite enfance Les Lucioles inc.', 'Transport Gagnon ltée']);
    expect(orgs('1. Location d\'outils Bérubé inc., of Gaspé')).toEqual(['Location d\'outils Bérubé inc.']);
  });
  it('a party with its contact, on the Buyer\'s side', () => {
    const doc = ['CONTRACT FOR THE CLEARING OF SNOW',
      'BETWEEN: Club de curling de la baie Les Goélands inc., having its seat at 3, rue du Quai, Rimouski (Québec), represented by its president, Mrs Josée Lavoie, hereinafter "the Club";',
      'AND: Excavation Gagnon et Fils inc., having its seat at 9, route 132, Rimouski (Québec), represented by Mr Marc Gagnon, president, hereinafter "the Contractor".',
      'The Club pays the Contractor $900.00 per month.'];
    expect(partiesByRole(...doc)).toEqual(['CLUB DE CURLING DE LA BAIE LES GOÉLANDS Buyer Primary', 'EXCAVATION GAGNON ET FILS Supplier Primary']);
    expect(contactNames(...doc)[0]).toBe('CLUB DE CURLING DE LA BAIE LES GOÉLANDS: Josée Lavoie');
  });
  it('near misses: no French particle, no entry\'s opening, an English sentence; capitals and capitalised words as before', () => {
    expect(orgs('BETWEEN: Club of curling fans Les Goélands inc., of Rimouski')).toEqual(['Les Goélands inc.']);
    expect(orgs('The fees go to Club de curling de la baie Les Goélands inc. each month.')).toEqual(['Les Goélands inc.']);
    expect(orgs('BETWEEN: CLUB DE CURLING LES GOÉLANDS INC., of Rimouski')).toEqual(['CLUB DE CURLING LES GOÉLANDS INC.']);
    expect(orgs('BETWEEN: Club de Curling Les Goélands inc., of Rimouski')).toEqual(['Club de Curling Les Goélands inc.']);
    const text = 'between the parties and Les Goélands inc.';
    expect(frenchHeadStart(text, text.indexOf('Les'))).toBe(text.indexOf('Les'));
  });
});

describe('a representative\'s post and name before a body\'s alias (cause 7)', () => {
  it('no body of the post and name; the body before "represented by" keeps its alias and contact', () => {
    expect(orgs('made between Gondar Weavers Association, represented by its Chairman Ato Dawit Bekele (hereinafter "the Association"), and …')).toEqual(['Gondar Weavers Association']);
    expect(orgs('made between Gondar Weavers Association, represented by its General Manager Dawit Bekele (hereinafter "the Association"), and …')).toEqual(['Gondar Weavers Association']);
    const doc = ['WEAVING AGREEMENT',
      'This agreement is made between Gondar Weavers Association, represented by its Chairman Ato Dawit Bekele (hereinafter "the Association"), and Fasil Hotel PLC (hereinafter "the Hotel").',
      'The Hotel pays the Association ETB 900 per shawl.'];
    expect(partiesByRole(...doc)).toEqual(['GONDAR WEAVERS ASSOCIATION Supplier Primary', 'FASIL HOTEL Buyer Primary']);
  });
  it('the lead: "represented by", a possessive perhaps, the post\'s words, a comma perhaps', () => {
    expect(REPRESENTATIVE_POST_AT_END.test('Acme, represented by its Chairman ')).toBe(true);
    expect(REPRESENTATIVE_POST_AT_END.test('Acme, acting through its General Manager, ')).toBe(true);
    expect(REPRESENTATIVE_POST_AT_END.test('Acme, represented by ')).toBe(true);
    expect(REPRESENTATIVE_POST_AT_END.test('Acme, represented by its Chairman of the Board ')).toBe(true);
  });
  it('near misses: a body named with no representative before it; a post with no "represented by"', () => {
    expect(orgs('The Grower sells through Dawit Bekele Weavers (the "Association").')).toEqual(['Dawit Bekele Weavers']);
    expect(orgs('The Owner, represented by Kestrel Skibs Tilsyn (the "Society"), signs.')).toEqual(['Kestrel Skibs Tilsyn']);
    expect(orgs('made between Gondar Weavers Association, represented by its Chairman, Dawit Bekele Tilsyn (hereinafter "the Association")')).toEqual(['Gondar Weavers Association']);
    expect(REPRESENTATIVE_POST_AT_END.test('Acme, represented by its Chairman and sold to ')).toBe(false);
    expect(REPRESENTATIVE_POST_AT_END.test('the shawls sold by its Chairman ')).toBe(false);
  });
});

/**
 * Facts set 66's causes 1 and 5–8 (issue 18, h106q66), on sentences written for them, none from the set:
 * - a Peruvian or Bolivian peasant or native community named by its kind and its place, in translation or untranslated
 *   ("the Peasant Community of Ayllu Pata", "Comunidad Campesina de Ayllu Pata": gazetteer.ts INSTITUTION_HEADS and
 *   ROMANCE_BODY_HEADS);
 * - "Institut" or "Instituut" opening a body's name with one or two own words, a small-letter hyphenated adjective among
 *   them (own-language-bodies.ts INSTITUT_OWN_NAME);
 * - "Caja" a Spanish savings bank's head, by its join or by its own words where the element speaks of banking
 *   (ROMANCE_BANK_HEADS, COMMON_NOUN_BANK_HEADS);
 * - a regional, departmental or provincial division or service named by its field and its place
 *   (public-bodies-by-field.ts LEVEL_FIELD_HEAD, LEVEL_SERVICE_OF);
 * - a French "Société" named by its trade with its join, no legal form (own-language-bodies.ts SOCIETE_BY_TRADE).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { addBodiesInTheirOwnLanguage } from '../../../../src/contracts/classify/names/own-language-bodies.js';
import { addPublicBodiesByField } from '../../../../src/contracts/classify/names/public-bodies-by-field.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('a peasant or native community named by its kind and place (cause 1)', () => {
  it.each([
    ['The pasture belongs to the Peasant Community of Ayllu Pata, district of Ocongate.', 'Peasant Community of Ayllu Pata'],
    ['Water rights are granted by the Native Community of Puerto Azul.', 'Native Community of Puerto Azul'],
    ['The lease is signed by the Comunidad Campesina de Chinchaypucyo.', 'Comunidad Campesina de Chinchaypucyo'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toContain(body);
  });
  it('near misses: the community alone, in small letters, or its hall', () => {
    expect(orgs('The Community meets in the community hall of our community.')).toEqual([]);
    expect(orgs('Each peasant community of the valley keeps its own register.')).toEqual([]);
  });
});

describe('"Institut" opening a body\'s name (cause 5)', () => {
  it.each([
    ['The wine is tested by the Institut Oenologique in Grevenmacher.', 'Institut Oenologique'],
    ['Samples go to the Institut Pasteur for analysis.', 'Institut Pasteur'],
    ['The parcels are entered in the register of the Institut agro-viticole at Remerschen.', 'Institut agro-viticole'],
    ['The seed is certified by Instituut Hoogveld.', 'Instituut Hoogveld'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toContain(body);
  });
  it('a name with a join is read whole by the Romance reader', () => {
    expect(orgs('The data come from the Institut Català de les Empreses.')).toContain('Institut Català de les Empreses');
  });
  it('near misses: a common word after it, or "institut" in small letters', () => {
    expect(orgs('The Institut Rules apply to every member.')).toEqual([]);
    expect(orgs('He studied at an institut agro-viticole in France.')).toEqual([]);
  });
});

describe('"Caja" a savings bank (cause 6)', () => {
  it.each([
    ['The rent is paid by deposit into the Lessor\'s account with Caja Municipal Arequipa.', 'Caja Municipal Arequipa'],
    ['The loan is granted by Caja Rural de Ahorro y Crédito Los Andes.', 'Caja Rural de Ahorro y Crédito Los Andes'],
    ['The Buyer pays by transfer to the Seller\'s account at Caja Huancayo.', 'Caja Huancayo'],
  ])('%s', (text, bank) => {
    expect(orgs(text)).toContain(bank);
  });
  it('near misses: no banking word, the level alone, or a till', () => {
    expect(orgs('The Caja Huancayo football team plays on Sunday.')).toEqual([]);
    expect(orgs('The money goes into the account with Caja Municipal.')).toEqual([]);
    expect(orgs('The cashier keeps the caja chica in the office.')).toEqual([]);
  });
});

describe('a regional division or service of a field and its place (cause 7)', () => {
  it.each([
    ['The water is analysed by the Regional Hydraulics Division of Tambacounda.', 'Regional Hydraulics Division of Tambacounda'],
    ['The herd is inspected by the Departmental Livestock Service of Kolda.', 'Departmental Livestock Service of Kolda'],
    ['Permits come from the Regional Division of Mines of Kédougou.', 'Regional Division of Mines of Kédougou'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toContain(body);
  });
  it('near misses: a company\'s unit, no place, or the head alone', () => {
    expect(orgs('Orders go to the Regional Sales Division of Ndiaye.')).not.toContain('Regional Sales Division of Ndiaye');
    expect(orgs('The Regional Hydraulics Division approves the works.')).toEqual([]);
    expect(orgs('Its Division handles orders in the region.')).toEqual([]);
  });
});

describe('a French "Société" named by its trade (cause 8)', () => {
  it.each([
    ['The fees of the Société Nationale des Transports Fluviaux at Matadi are for the Buyer.', 'Société Nationale des Transports Fluviaux'],
    ['We pay the handling to the Société Ivoirienne de Manutention et de Transit (SIMAT).', 'Société Ivoirienne de Manutention et de Transit'],
    ['Fuel is bought from the Société Commerciale des Pétroles du Kivu.', 'Société Commerciale des Pétroles du Kivu'],
    // h106rev3: a "Société" without a join before it swallows no later company.
    ['Parties: Société Générale Société Sénégalaise des Phosphates', 'Société Sénégalaise des Phosphates'],
  ])('%s', (text, company) => {
    expect(orgs(text)).toContain(company);
  });
  it('near misses: a legal form written out, or a company kind in small letters', () => {
    expect(orgs('The Tenant is a Société à Responsabilité Limitée.')).toEqual([]);
    expect(orgs('The goods go through a société de transit of the Buyer\'s choice.')).toEqual([]);
  });
});

describe('the new patterns read linearly', () => {
  it('INSTITUT_OWN_NAME, SOCIETE_BY_TRADE and the Caja test on long hostile runs', () => {
    readsLinearly((n) => {
      const text = 'Institut Aa-bb '.repeat(Math.ceil(n / 15)) + 'Société Aa Bb de Cc et des Dd '.repeat(Math.ceil(n / 300)) + 'Caja Municipal '.repeat(Math.ceil(n / 150)) + 'account';
      return () => addBodiesInTheirOwnLanguage(text, () => undefined);
    });
  });
  it('LEVEL_FIELD_HEAD on a long run of capitalised words', () => {
    readsLinearly((n) => {
      const text = 'Regional Aa Bb Cc '.repeat(Math.ceil(n / 18)) + 'Division of Dd';
      return () => addPublicBodiesByField(text, () => undefined);
    });
  });
});

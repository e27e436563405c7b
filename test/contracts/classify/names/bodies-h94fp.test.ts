/**
 * A body's "of" tail naming a place whose words a Spanish or Portuguese particle joins (institution-grammar.ts
 * TAIL_PARTICLE; facts set 55's cause 8, h94fp): "the Forestry Directorate of Tierra del Fuego" was cut at "Tierra".
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a place joined by "del", "de la", "do" in a body\'s tail (h94fp)', () => {
  it('the whole place is the tail\'s', () => {
    expect(orgs('Each load needs a guide of the Forestry Directorate of Tierra del Fuego.')).toEqual(['Forestry Directorate of Tierra del Fuego']);
    expect(orgs('The Port Authority of Mar del Plata shall be told of each landing.')).toEqual(['Port Authority of Mar del Plata']);
    expect(orgs('Samples go to the Water Agency of Rio de Janeiro every month.')).toEqual(['Water Agency of Rio de Janeiro']);
  });
  it('near misses: no capital after the particle, or a company after the body', () => {
    expect(orgs('The Ministry of Health de facto sets the standard.')).toEqual(['Ministry of Health']);
    expect(orgs('The Port Authority of Mar del Plata and Pesquera Sur S.A. agree.')).toEqual(['Port Authority of Mar del Plata', 'Pesquera Sur S.A.']);
  });
});

describe('a cooperative named in capitals joins its words by "DE" as in small letters (cooperative-names.ts JOIN, h94fp)', () => {
  it('five words after the head and its "DE"', () => {
    expect(orgs('COOPERATIVA DE PRODUCCIÓN AGRÍCOLA ARTESANAL SAN LORENZO')).toEqual(['COOPERATIVA DE PRODUCCIÓN AGRÍCOLA ARTESANAL SAN LORENZO']);
    expect(orgs('Cooperativa de Producción Agrícola Artesanal San Lorenzo')).toEqual(['Cooperativa de Producción Agrícola Artesanal San Lorenzo']);
  });
});

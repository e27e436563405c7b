/**
 * An urban or rural commune and a territorial collectivity named as the authority (government-names.ts AUTHORITY_KINDS;
 * facts set 53's cause 10, issue 18, h92fp). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const names = (text: string) => findNames(text).map((n) => text.slice(n.begin, n.end));

describe('communes and collectivities as bodies', () => {
  it('the urban or rural commune that acts, or whose mayor signs, is a body', () => {
    expect(names('The Rural Commune of Ait Ourir issues the market permit.')).toEqual(['Rural Commune of Ait Ourir']);
    expect(names('Seen by the Mayor of the Urban Commune of Dosso on the same day.')).toEqual(['Urban Commune of Dosso']);
  });
  it('a territorial collectivity named with "and" keeps its whole place', () => {
    expect(names('The Territorial Collectivity of Wallis and Futuna grants the fishing licence.')).toEqual(['Territorial Collectivity of Wallis and Futuna']);
  });
  it('near misses: a commune one lives in, a municipality\'s district, stay places', () => {
    expect(names('The farmer lives in the Urban Commune of Zinder.')).toEqual(['Zinder']);
    expect(names('The plot lies in the district of the Municipality of Sousse.')).toEqual(['Sousse']);
  });
});

/**
 * A body with no legal form given an alias in brackets that names its kind (names/bodies-aliased-by-kind.ts; issue 18,
 * h115n, set 11's cause). Sentences written for these tests, none of the sets'.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { typesAndAttributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('a name before an alias naming a body\'s kind', () => {
  // The alias itself is read by the institution reader here; the party readers drop it (the last describe).
  it('reads the capitalised words before the bracket', () => {
    expect(orgs('The Hull shall be surveyed by Dannevig Skibs Tilsyn (the "Classification Society") before launch.')).toEqual(['Dannevig Skibs Tilsyn', 'Classification Society']);
    expect(orgs('The Grower sells through Kilimo Wakulima Msalato (the "Association").')).toEqual(['Kilimo Wakulima Msalato']);
    expect(orgs('The Grower sells through Kilimo Wakulima Msalato (hereinafter called the "Marketing Union").')).toEqual(['Kilimo Wakulima Msalato', 'Marketing Union']);
  });
  it('cuts the sentence\'s article off', () => {
    expect(orgs('The Orvik Sjofart Verein ("the Society") certifies the hull.')).toEqual(['Orvik Sjofart Verein']);
  });
  it('near misses: one word, a role, common words, capitals, an alias naming no body, a name already read', () => {
    expect(orgs('The hull is surveyed by Dannevig (the "Society").')).toEqual([]);
    expect(orgs('The hull is surveyed by Dannevig Skibs Contractor (the "Society").')).toEqual([]);
    expect(orgs('The hull is surveyed by the Marine Surveyor (the "Society").')).toEqual([]);
    expect(orgs('The hull is surveyed by DANNEVIG SKIBS TILSYN (the "Society").')).toEqual([]);
    expect(orgs('The hull is surveyed by Kestrel Marine Ltd, a company incorporated in New Zealand (the "Agency").')).toEqual(['Kestrel Marine Ltd']);
    expect(orgs('The hull is surveyed by Dannevig Skibs Tilsyn (the "Surveyor").')).toEqual([]);
    expect(orgs('The hull is repaired at Dannevig Skibs Tilsyn (the "Centre").')).toEqual([]);
    expect(orgs('The hull is surveyed by Dannevig Skibs Ltd (the "Classification Society").')).toEqual(['Dannevig Skibs Ltd', 'Classification Society']);
  });
});

describe('the alias\'s later mentions', () => {
  it('are the body by its role, no name of their own', () => {
    expect(typesAndAttributesOf(
      'The Vessel shall be built under the survey of Dannevig Skibs Tilsyn (the "Classification Society").',
      'The Builder shall give the Buyer a certificate signed by the Classification Society.',
    ).map((e) => e.attributes)).toEqual([['Organization:Dannevig Skibs Tilsyn'], []]);
  });
  it('near miss: with no alias given, the society named alone stays a body', () => {
    expect(typesAndAttributesOf('The Builder shall give the Buyer a certificate signed by the Classification Society.')[0].attributes)
      .toEqual(['Organization:Classification Society']);
  });
});

describe('hostile runs of the alias (h115n)', () => {
  itClassifiesRepeatedLinearly('Aa Bb (the "Society") ');
  itClassifiesRepeatedLinearly('Aa Bb Cc Dd (the "Aa Bb ');
  itClassifiesRepeatedLinearly('(hereinafter called the "Union") ');
});

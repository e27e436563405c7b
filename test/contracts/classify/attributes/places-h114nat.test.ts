/**
 * Issue 18, h114nat (set 89's cause 9; sentences written for this test, none of the sets'): the towns and regions the
 * gazetteer lacked, added by its own rule (a class of places with a written source: Russia's million-cities and
 * Tatarstan's towns, Russia's republics, the Azores' municipalities and Réunion's communes, Sikkim's district
 * headquarters; lexicon/island-and-provincial-towns.ts, territories.ts).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('towns and regions the gazetteer lacked', () => {
  it('reads Russia\'s million-cities, Tatarstan\'s towns and Russia\'s republics', () => {
    expect(attributesOf('We bring the samples to our fitting in Kazan by 1 October.')).toContain('Location:Kazan');
    expect(attributesOf('The workshop is in Yelabuga.')).toEqual(['Location:Yelabuga']);
    expect(attributesOf('The hall is at 4 Pushkin Street, Ufa, Republic of Bashkortostan.')).toContain('Location:Republic of Bashkortostan');
    expect(attributesOf('The depot moves from Novosibirsk to Nizhny Novgorod.')).toEqual(['Location:Novosibirsk', 'Location:Nizhny Novgorod']);
  });
  it('reads the Azores and their municipalities, Réunion\'s communes and Sikkim\'s district headquarters', () => {
    expect(attributesOf('The ferry leaves Ponta Delgada at noon.')).toEqual(['Location:Ponta Delgada']);
    expect(attributesOf('The ferry sails to Angra do Heroísmo.')).toEqual(['Location:Angra do Heroísmo']);
    expect(attributesOf('The boat is kept in the Azores.')).toEqual(['Location:Azores']);
    expect(attributesOf('Signed at Sainte-Suzanne on 2 May 2047')).toContain('Location:Sainte-Suzanne');
    expect(attributesOf('The flight lands on the beach below Trois-Bassins.')).toEqual(['Location:Trois-Bassins']);
    expect(attributesOf('Either party may refer it to the officer at Namchi.')).toContain('Location:Namchi');
  });
  it('reads Saint-Pierre and Miquelon hyphenated as one place, as it was unhyphenated', () => {
    expect(attributesOf('The boat is registered in Saint-Pierre and Miquelon.')).toEqual(['Location:Saint-Pierre and Miquelon']);
  });
  it('near misses: the names left out as words or people\'s names stay unread', () => {
    expect(attributesOf('The cottage has a small lagoa and a horta behind it.')).toEqual([]);
    expect(attributesOf('Samara Perm signed for the buyer.')).not.toContainEqual(expect.stringMatching(/^Location:/));
  });
});

describe('hostile runs of the new names (h114nat)', () => {
  itClassifiesRepeatedLinearly('Kazan, Republic of Republic of ');
  itClassifiesRepeatedLinearly('Saint-Pierre and Saint-Leu and ');
});

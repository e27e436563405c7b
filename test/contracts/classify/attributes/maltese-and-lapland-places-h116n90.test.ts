/**
 * Malta's local councils and Finnish Lapland's municipalities in the gazetteer (lexicon/island-and-provincial-towns.ts
 * MALTESE_LOCALITIES, LAPLAND_MUNICIPALITIES; issue 18, h116n90, set 90's cause 7): each whole class from its written
 * list, names that are given names, surnames or words left out. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('Maltese localities and Lapland municipalities (gazetteer)', () => {
  it('a seat after a body\'s name, with or without its accents', () => {
    expect(attributesOf('Harbour Lights Limited, of Żejtun, makes the lanterns.')).toContain('Location:Żejtun');
    expect(attributesOf('Harbour Lights Limited, of Zejtun, makes the lanterns.')).toContain('Location:Zejtun');
    expect(attributesOf('The display takes place on the square of Mellieħa in Gozo week.')).toEqual(expect.arrayContaining(['Location:Mellieħa']));
    expect(attributesOf('Polar Rides Oy, Sodankylä, runs the sled rides.')).toContain('Location:Sodankylä');
    expect(attributesOf('The visitors stay in Rovaniemi for two nights.')).toContain('Location:Rovaniemi');
  });
  it('near misses: the left-out given names and surnames stay bare', () => {
    expect(attributesOf('Ms Paola Attard signs for the Committee.')).not.toContain('Location:Paola');
    expect(attributesOf('Mr Simo Salla keeps the herd.')).not.toContain('Location:Simo');
    expect(attributesOf('Dr Anna Fontana visits the site.')).not.toContain('Location:Fontana');
  });
});

describe('hostile runs of the new places (h116n90)', () => {
  itClassifiesRepeatedLinearly('Żejtun, ');
  itClassifiesRepeatedLinearly('San Pawl il-Baħar ');
});

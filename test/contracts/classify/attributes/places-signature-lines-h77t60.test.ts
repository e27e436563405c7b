import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

// Issue 18, h77t60: towns the gazetteer lacks, read by position (place-positions.ts SIGNER_TOWN_DATE, place-of-making.ts
// "In Aa, <date in figures>"). Every line is written here, with towns of other countries.
describe('a town between a signer\'s post and the date', () => {
  it('is a Location when the post is common words and the date closes the line', () => {
    expect(attributesOf('For Sogn Fjordbruk AS: Kari Nesheim, Managing Director, Leikanger, 2029-04-11')).toContain('Location:Leikanger');
    expect(attributesOf('For the Oshana Water Trust: Peter Amutenya, Chairperson of the Trustees, Ondangwa, 3 May 2029')).toContain('Location:Ondangwa');
  });

  it('near misses: a department in common words, a name where the post should be, no date after', () => {
    expect(attributesOf('For Sogn Fjordbruk AS: Kari Nesheim, Managing Director, Finance, 2029-04-11')).not.toContainEqual(expect.stringMatching(/^Location:/));
    expect(attributesOf('For Sogn Fjordbruk AS, Kari Nesheim, Leikanger, 2029-04-11')).not.toContain('Location:Leikanger');
    expect(attributesOf('For Sogn Fjordbruk AS: Kari Nesheim, Managing Director, Leikanger')).not.toContain('Location:Leikanger');
  });
});

describe('"In <town>, <date in figures>" opening a place-and-date line', () => {
  it('reads the town as the place of making', () => {
    expect(attributesOf('In Leikanger, 11.4.2029')).toEqual(['Location:Leikanger', 'DateTime:11.4.2029']);
    expect(attributesOf('In Ondangwa, 2029-05-03')).toEqual(['Location:Ondangwa', 'DateTime:2029-05-03']);
  });

  it('near misses: common words after "In", and no date after the comma', () => {
    expect(attributesOf('In Witness, 2029-05-03')).toEqual(['DateTime:2029-05-03']);
    expect(attributesOf('In Leikanger, the parties meet monthly.')).not.toContain('Location:Leikanger');
  });
});

// Issue 18, h77t60: a post written untranslated after the signer is no second signer (signatory-names.ts POST_TITLE_WORDS).
describe('a French, Italian, Spanish or German post after the signer', () => {
  it('is no Person', () => {
    expect(attributesOf('Signed for the Buyer: Claire Dubois, Directrice Générale')).toEqual(['Person:Claire Dubois']);
    expect(attributesOf('Signed for the Seller: Marco Bellini, Amministratore Delegato')).toEqual(['Person:Marco Bellini']);
    expect(attributesOf('Signed for the Seller: Lucía Ortega, Gerente General')).toEqual(['Person:Lucía Ortega']);
  });
  it('near miss: two signers\' names after the comma stay two Persons', () => {
    expect(attributesOf('Signed for the Employers: Claire Dubois, Marco Bellini')).toEqual(['Person:Claire Dubois', 'Person:Marco Bellini']);
  });
});

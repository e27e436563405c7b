/**
 * Attributes sets 23 and 24 left (issue 18, h23s23), each rule with sentences written for it (none from a set): names
 * written with initials, a signer's post before a name, a street whose number stands between commas, Portugal's
 * postcode, and a line that dates a signing at a place.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from './helpers.js';

describe('names with initials', () => {
  it('after a title, a signing label or a post', () => {
    expect(attributesOf('Mr J. Smith will act as the project manager.')).toEqual(['Person:J. Smith']);
    expect(attributesOf('Signed by J.-P. Martin, Director.')).toEqual(['Person:J.-P. Martin']);
    expect(attributesOf('Name: K. T. Abenova')).toEqual(['Person:K. T. Abenova']);
    expect(attributesOf('Chairman R. S. Iskakov (signature, seal)')).toEqual(['Person:R. S. Iskakov']);
  });
  it('a post after "represented by" names the person after it, initials or not', () => {
    expect(attributesOf('Steppe Grain LLP, represented by General Director Aigerim Nurlanova, acting on the basis of the Charter.')).toEqual(['Organization:Steppe Grain LLP', 'Person:Aigerim Nurlanova']);
    expect(attributesOf('Steppe Grain LLP, represented by its Director D. K. Omarov.')).toEqual(['Organization:Steppe Grain LLP', 'Person:D. K. Omarov']);
  });
  it('a post alone names no one', () => {
    expect(attributesOf('The Director may appoint a deputy.')).toEqual([]);
  });
});

describe('a street whose number stands between commas', () => {
  it('the kind first, the number, then the town', () => {
    expect(attributesOf('The goods will be delivered to Rua das Flores, 118, Porto Alegre, Brazil.')).toEqual(['Location:Rua das Flores, 118, Porto Alegre', 'Location:Brazil']);
    expect(attributesOf('Deliver to Calle Mayor, 5, Madrid.')).toEqual(['Location:Calle Mayor, 5, Madrid']);
    expect(attributesOf('with headquarters at Avenida Sete de Setembro, 1500, Porto Alegre, as its seat')).toEqual(['Location:Avenida Sete de Setembro, 1500, Porto Alegre']);
  });
  it('Portugal\'s postcode (four digits, a hyphen, three) before the town', () => {
    expect(attributesOf('Deliver to Rua Augusta 120, 1100-053 Lisboa.')).toEqual(['Location:Rua Augusta 120, 1100-053 Lisboa']);
  });
});

describe('a line that dates a signing at a place', () => {
  it('the words before the comma name the place', () => {
    expect(attributesOf('Porto Alegre, 2 March 2026.')).toEqual(['Location:Porto Alegre', 'DateTime:2 March 2026']);
    expect(attributesOf('Almaty, March 3, 2026')).toEqual(['Location:Almaty', 'DateTime:March 3, 2026']);
  });
  it('a label or a day before the comma is no place', () => {
    expect(attributesOf('Signed, 2 March 2026.')).toEqual(['DateTime:2 March 2026']);
    expect(attributesOf('Effective Date, 1 May 2025')).toEqual(['DateTime:1 May 2025']);
  });
});

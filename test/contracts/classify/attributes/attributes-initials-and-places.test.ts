/**
 * Attributes sets 23 and 24 left (issue 18, h23s23), each rule with sentences written for it (none from a set): names
 * written with initials, a signer's post before a name, a street whose number stands between commas, Portugal's
 * postcode, and a line that dates a signing at a place.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('names with initials', () => {
  it('after a title, a signing label or a post', () => {
    expectReads(attributesOf, [
      ['Mr J. Smith will act as the project manager.', ['Person:J. Smith']],
      ['Signed by J.-P. Martin, Director.', ['Person:J.-P. Martin']],
      ['Name: K. T. Abenova', ['Person:K. T. Abenova']],
      ['Chairman R. S. Iskakov (signature, seal)', ['Person:R. S. Iskakov']],
    ]);
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
    expectReads(attributesOf, [
      ['The goods will be delivered to Rua das Flores, 118, Porto Alegre, Brazil.', ['Location:Rua das Flores, 118, Porto Alegre', 'Location:Brazil']],
      ['Deliver to Calle Mayor, 5, Madrid.', ['Location:Calle Mayor, 5, Madrid']],
      ['with headquarters at Avenida Sete de Setembro, 1500, Porto Alegre, as its seat', ['Location:Avenida Sete de Setembro, 1500, Porto Alegre']],
    ]);
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
    expectReads(attributesOf, [
      ['Signed, 2 March 2026.', ['DateTime:2 March 2026']],
      ['Effective Date, 1 May 2025', ['DateTime:1 May 2025']],
      // A signing block's line: a party's role, an officer's post, a past signing verb (hrev15).
      ['Supplier, 1 May 2025', ['DateTime:1 May 2025']],
      ['Chief Executive, 1 May 2025', ['DateTime:1 May 2025']],
      ['Witnessed, 1 May 2025', ['DateTime:1 May 2025']],
    ]);
  });
});

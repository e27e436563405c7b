/**
 * Signers set 66 left unread (issue 18, h88at): a deed's "SIGNED SEALED AND DELIVERED by (the said) …" and its second
 * signer, a name in capitals whose last letters are a body's initials after an accented capital ("… CAÑEPA": no "EPA"),
 * an initialled name before "(signature, seal)", a notarial appearer "of legal age, married" and a signing row's cell
 * "NAME IN CAPITALS, legal representative". Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a deed\'s attestation names its signers', () => {
  it('reads the signer after "the said", in capitals, and the witness', () => {
    expect(attributesOf('SIGNED SEALED AND DELIVERED by the said PETER JOHN QUILLIAM in the presence of: Ann Kelly')).toEqual(['Person:PETER JOHN QUILLIAM', 'Person:Ann Kelly']);
  });
  it('reads two signers joined by "and"', () => {
    expect(attributesOf('SIGNED SEALED AND DELIVERED by DAVID OWEN PRICE and MARY ELLEN HUGHES, two of the Governors')).toEqual(['Person:DAVID OWEN PRICE', 'Person:MARY ELLEN HUGHES', 'Number:two']);
  });
  it('reads the sentence-case form with its commas', () => {
    expect(attributesOf('Signed, sealed and delivered as a deed by Thomas Kerr')).toEqual(['Person:Thomas Kerr']);
  });
});

describe('a name in capitals with an accented letter', () => {
  it('is no body for the initials its last letters make', () => {
    expect(attributesOf('BETWEEN JUAN CARLOS MUÑEPA of Calle Real, widower')).not.toContain('Organization:EPA');
    expect(attributesOf('Reports go to the EPA.')).toEqual(['Organization:EPA']);
  });
});

describe('an initialled name before its signature mark', () => {
  it('reads each signer of the row', () => {
    expect(attributesOf('Village head B. Hakobyan (signature, seal) | L. Sargsyan (signature)')).toEqual(['Person:B. Hakobyan', 'Person:L. Sargsyan']);
  });
  it('reads a full name before a mark of two things', () => {
    expect(attributesOf('Lessee: Aiko Tanaka (signature and seal)')).toEqual(['Person:Aiko Tanaka']);
  });
});

describe('a notarial appearer and a signing row in capitals', () => {
  it('reads an appearer of legal age and status', () => {
    expect(attributesOf('(b) MARTA LUCÍA XOCOP AJQUI, of legal age, single, potter, of this domicile')).toEqual(['Person:MARTA LUCÍA XOCOP AJQUI']);
  });
  it('reads each cell of a row "NAME, legal representative"', () => {
    expect(attributesOf('MARTA LUCÍA XOCOP AJQUI, legal representative | PEDRO PABLO ICÚ, legal representative')).toEqual(['Person:MARTA LUCÍA XOCOP AJQUI', 'Person:PEDRO PABLO ICÚ']);
  });
  it('reads a body in capitals with its legal form as the body', () => {
    expect(attributesOf('ACME TRADING LTD, director')).toEqual(['Organization:ACME TRADING LTD']);
  });
});

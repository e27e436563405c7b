/**
 * Review of session 40's round-1 name rules on ordinary contract language (issue 18, hrev65), sentences written for the
 * review, none from a set:
 * - an insurer's head alone ("Seguros", "Seguradora") is the Spanish or Portuguese word for insurance or an insurer, no
 *   body: "Seguros are to be arranged by the Contractor" named a party "SEGUROS";
 * - the Faroese "P/F" after an article opening a sentence ("The P/F Board of the Seller") is no company's form, as after
 *   "the" in the sentence's middle.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { partyNames } from '../facts-readers.js';

const preamble = 'This Agreement is made between Harbour Works Limited (the "Contractor") and Tagus Ferries Ltd (the "Employer").';

describe('an insurer\'s head alone names no body (hrev65)', () => {
  it('the rule\'s own case: the head and its own word', () => {
    expect(orgs('The Contractor keeps its liability policy with Seguros Caracas in force.')).toEqual(['Seguros Caracas']);
    expect(orgs('The Contractor shall obtain cover from Seguros La Previsora.')).toEqual(['Seguros La Previsora']);
  });
  it('near misses: the head alone opening a sentence or a heading', () => {
    expect(orgs('Seguros are to be arranged by the Contractor at its cost.')).toEqual([]);
    expect(orgs('Seguros: the Contractor shall insure the works against all risks.')).toEqual([]);
    expect(orgs('Seguradora shall mean the insurer named in the Schedule.')).toEqual([]);
    expect(partyNames(preamble, 'Seguros are to be arranged by the Contractor at its cost.')).toEqual(['HARBOUR WORKS', 'TAGUS FERRIES']);
  });
});

describe('"P/F" after an article opening a sentence is no form (hrev65)', () => {
  it('the rule\'s own case: the form before the name', () => {
    expect(orgs('The Seller, P/F Tórshavn Fisk, shall deliver the fish.')).toEqual(['P/F Tórshavn Fisk']);
    expect(orgs('P/F Tórshavn Fisk shall deliver the fish.')).toEqual(['P/F Tórshavn Fisk']);
  });
  it('near misses: "The P/F …", "A P/F …", "Its P/F …"', () => {
    expect(orgs('The P/F Board of the Seller shall approve each shipment.')).toEqual([]);
    expect(orgs('A P/F Ratio below one is a failed test.')).toEqual([]);
    expect(orgs('Its P/F Result is recorded in the log.')).toEqual([]);
  });
});

describe('the Mexican variable-capital forms written out close the name whole (hrev65)', () => {
  it('"Sociedad Anónima de Capital Variable" is one form, as "S.A. de C.V." is', () => {
    expect(orgs('Hotelera del Sur, Sociedad Anónima de Capital Variable (the "Owner") shall pay the fee.')).toEqual(['Hotelera del Sur, Sociedad Anónima de Capital Variable']);
    expect(orgs('Maquilas del Norte, Sociedad de Responsabilidad Limitada de Capital Variable (the "Supplier") shall deliver.')).toEqual(['Maquilas del Norte, Sociedad de Responsabilidad Limitada de Capital Variable']);
    expect(partyNames('This Agreement is made between Hotelera del Sur, Sociedad Anónima de Capital Variable (the "Borrower"), and Banco Azteca Norte, S.A. (the "Lender").', '1. The Lender lends the sum to the Borrower.')).toEqual(['HOTELERA DEL SUR', 'BANCO AZTECA NORTE']);
  });
  it('near misses: the form alone and "de" before other words end where they did', () => {
    expect(orgs('Mar Azul Hoteles Sociedad Anónima, of Panama City, shall pay.')).toEqual(['Mar Azul Hoteles Sociedad Anónima']);
    expect(orgs('Hotelera del Sur, Sociedad Anónima de Panamá, shall pay.')).toEqual(['Hotelera del Sur, Sociedad Anónima']);
  });
});

/**
 * Set 39's attributes (issue 18, h30a39; docs/contracts.md, "Set 39's attributes"): a hospital or a medical centre named
 * by its qualifiers is an Organization, and before its street address it is the body, the address after its comma the
 * Location; a route's other end ("Dubai to Harwell" in a rate row); the first day written as an ordinal in French or Italian ("1er mars 2026"). And the readings the brief asked
 * about that the conventions and the labelled sets keep as they are: "each calendar year" is a Duration, a count before
 * a defined period ("ten Contract Years") is one Duration, an inline bracket definition is no DefinedTerm. Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a body before its address (set 39)', () => {
  it('a hospital or a medical centre named by its qualifiers is an Organization (table 2.4: a named body)', () => {
    expectReads(attributesOf, [
      ['The Operator shall staff the kiosk at Greyfield Royal Hospital.', ['Organization:Greyfield Royal Hospital']],
      ['Samples are tested by Westmoor University Medical Center.', ['Organization:Westmoor University Medical Center']],
      ['The clinic reports to Ashby Vale Medical Centre each month.', ['Organization:Ashby Vale Medical Centre']],
      // A name after "University" and before a second head was cut at the first: the whole is one body now.
      ['Patients are referred to Westmoor University Hospital.', ['Organization:Westmoor University Hospital']],
    ]);
  });

  it('"the Hospital" or "the Medical Centre" alone is an alias, no body', () => {
    expectReads(attributesOf, [
      ['The Hospital shall provide a parking permit to each visitor.', []],
      ['The Medical Centre may close the car park on public holidays.', []],
    ]);
  });

  it('the body before its street address is the Organization, the address after its comma the Location', () => {
    expectReads(attributesOf, [
      ['The trial sites are Westmoor University Medical Center, 220 North Pine Street, Denver, CO 80203.', [
        'Organization:Westmoor University Medical Center', 'Location:220 North Pine Street, Denver, CO 80203',
      ]],
      ['Invoices go to Greyfield Royal Hospital, 14 Orchard Lane, Leeds LS2 9JT.', [
        'Organization:Greyfield Royal Hospital', 'Location:14 Orchard Lane, Leeds LS2 9JT',
      ]],
    ]);
  });

  it("a building's name before its street stays part of the address", () => {
    expectReads(attributesOf, [
      ['Deliver the boxes to Elm House, 22 Abbey Road, Leeds LS1 4AB.', ['Location:Elm House, 22 Abbey Road, Leeds LS1 4AB']],
      ['The office is at Civic Centre, 9 Mill Street, Bury BL9 0AA.', ['Location:Civic Centre, 9 Mill Street, Bury BL9 0AA']],
    ]);
  });
});

describe('attributes: a route\'s other end (set 39)', () => {
  it('a place at one end of "to" makes the capitalised word at the other end a place, where the route stands whole', () => {
    expectReads(attributesOf, [
      ['Air freight, Dubai to Harwell | USD 4.10 per kg', ['Location:Dubai', 'Location:Harwell', 'Currency:USD 4.10']],
      ['The goods travel from Rotterdam to Kettering by road.', ['Location:Rotterdam', 'Location:Kettering']],
      ['The goods travel from Kettering to Rotterdam by road.', ['Location:Kettering', 'Location:Rotterdam']],
    ]);
  });

  it('no route to a role, a month or a weekday, nor inside a longer phrase', () => {
    expectReads(attributesOf, [
      ['The crates are sent from Dubai to Supplier on loading.', ['Location:Dubai']],
      ['The depot in Dubai is open from Monday to Friday.', ['Location:Dubai']],
      ['The loan runs from Dubai to Harwell Holdings Limited.', ['Location:Dubai', 'Organization:Harwell Holdings Limited']],
      // Kettering is read by its shape after "to" on a route from a place (C314, session 81: a town no list holds).
      ['The office in Dubai to Kettering is closed.', ['Location:Dubai', 'Location:Kettering']],
    ]);
  });
});

describe('attributes: the first day as an ordinal (hrev22 left list)', () => {
  it('"1er" (French) and "1º" (Italian) before a month and a year are a DateTime; another day takes no such mark', () => {
    expectReads(attributesOf, [
      ['Le bail prend effet le 1er avril 2027.', ['DateTime:1er avril 2027']],
      ['Il servizio inizia il 1º giugno 2027.', ['DateTime:1º giugno 2027']],
      ['Le bail prend effet le 3er avril 2027.', ['Number:2027']],
    ]);
  });
});

describe('attributes: readings kept by the conventions (set 39)', () => {
  it('"each calendar year" holds a Duration, as docs/contracts.md writes "each calendar month" (sets 1–39: 41 of 52 so)', () => {
    expectReads(attributesOf, [
      ['The Licensee shall report its sales each calendar year.', ['Duration:calendar year']],
    ]);
  });

  it('a count before a defined period is one Duration (sets 1–39: 4 whole, 2 the count alone)', () => {
    expectReads(attributesOf, [
      ['The lease runs for ten Contract Years from the Start Date.', ['Duration:ten Contract Years']],
    ]);
  });

  it('an inline bracket definition is no DefinedTerm (docs/contracts.md; sets 1–39: 16 of 189 such terms labelled)', () => {
    expect(attributesOf('The Buyer shall hold back £40,000 (the "Holdback") from the Price.')).toEqual(['Currency:£40,000']);
  });
});

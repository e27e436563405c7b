/**
 * Issue 18, h88at: "Community" names a body, never a person (person-names.ts ORGANISATION_WORDS): a party the preamble
 * names by its village and "Community" is no Person (set 66's "Areni Community" was one). Sentences written for these
 * tests.
 */
import { describe, expect, it } from 'vitest';
import { isPersonName } from '../../../../src/contracts/classify/names/person-names.js';
import { attributesOf } from '../helpers.js';

describe('a community that is a party', () => {
  it('is no Person where the preamble names it; the person beside it is', () => {
    expect(attributesOf('This Agreement is made between Lakeside Community ("Community") and Tom Reed ("Grazier").')).toEqual(['Person:Tom Reed']);
    expect(attributesOf('The Hilltop Community, represented by the Head of the Community, Mr. Ivan Orlov (hereinafter: the Community), on the one part')).toEqual(['Person:Ivan Orlov']);
  });
  it('has no person\'s form', () => {
    expect(isPersonName('Lakeside Community')).toBe(false);
    expect(isPersonName('Tom Reed')).toBe(true);
  });
});

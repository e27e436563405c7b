/**
 * Issue 18, h102n78 (set 78's attributes left; names and sentences written for this test): a village named by its
 * listed town and a word of position (Tetum's "Kraik"/"Leten", the Romance compass words); a body in capitals headed by
 * Tetum's word for a group; a register number of dotted groups with a check digit after a hyphen; "one" standing for a
 * noun after a word of exception.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a village named by its town and a word of position', () => {
  it('reads the two words as one place', () => {
    expect(attributesOf('The drying shed stands in Ermera Kraik, near the road.')).toEqual(['Location:Ermera Kraik']);
    expect(attributesOf('The press is delivered to the shed in Maubisse Leten.')).toEqual(['Location:Maubisse Leten']);
  });
  it('keeps the town alone before a longer name', () => {
    expect(attributesOf('Lunch is served in Dili.')).toEqual(['Location:Dili']);
  });
});

describe('a group named in Tetum', () => {
  it('reads the capitals name in a party\'s slot as one Organization', () => {
    expect(attributesOf('2. GRUPU AGRIKULTOR BELE-BELE MAUBISSE, a group of coffee farmers, represented by its chairman, hereinafter called "the Hirer".'))
      .toEqual(['Organization:GRUPU AGRIKULTOR BELE-BELE MAUBISSE']);
  });
});

describe('numbers that are no quantity', () => {
  it('reads a register number of dotted groups and a check digit as none', () => {
    expect(attributesOf('Fjord Notes AG is entered in the commercial register under number FL-0003.551.204-4.')).toEqual(['Organization:Fjord Notes AG']);
  });
  it('keeps a range of thousands', () => {
    expect(attributesOf('The range is 1.250-1.500 tonnes.')).toEqual(['Number:1.250-1.500']);
  });
  it('reads "one" after a word of exception, qualified after it, as a stand-in', () => {
    expect(attributesOf('The Owner is not liable for any damage to a crop, except one caused by its own staff.')).toEqual([]);
    expect(attributesOf('The Owner repairs any defect other than one that the Hirer made.')).toEqual([]);
  });
  it('keeps "one" a count otherwise', () => {
    expect(attributesOf('The Owner keeps all the keys except one.')).toEqual(['Number:one']);
  });
});

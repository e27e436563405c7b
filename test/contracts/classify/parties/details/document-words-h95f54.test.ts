/**
 * A title in capitals under a letterhead, its subtitle after a dash, is no signer's line "<name> – <title>"
 * (parties/details/document-words.ts; facts set 53's cause 3, issue 18, h95f54). Sentences written for the rule, none
 * from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactNames } from '../../facts-readers.js';
import { namesADocument } from '../../../../../src/contracts/classify/parties/details/document-words.js';
import { isSignerName } from '../../../../../src/contracts/classify/parties/details/signer-names.js';

const FORM = [
  'KAWERAU HONEY PRODUCERS COOPERATIVE LIMITED',
  '8 Tarawera Road, Kawerau 3127',
  "GROWER'S SUPPLY UNDERTAKING – MANUKA HONEY",
  'Season 2039–2040',
  'The grower Aperahama Rewi (the "Grower") undertakes to Kawerau Honey Producers Cooperative Limited (the "Cooperative") to deliver all the manuka honey of the season.',
  'The Cooperative pays NZ$31.00 per kilogram within thirty (30) days of each delivery.',
  'For Kawerau Honey Producers Cooperative Limited:',
  'Huia Tamaki – Chair',
  'The Grower:',
  'Aperahama Rewi',
];

describe('a title line is no signer (h95f54)', () => {
  it('the cooperative\'s signer is the one under "For …", not the title under its letterhead', () => {
    expect(contactNames(...FORM)).toEqual(['KAWERAU HONEY PRODUCERS COOPERATIVE: Huia Tamaki']);
  });
  it('possessives and documents\' nouns are no name words', () => {
    expect(namesADocument("GROWER'S SUPPLY UNDERTAKING")).toBe(true);
    expect(namesADocument('Members’ Supply Commitment')).toBe(true);
    expect(namesADocument('HIVE SITE LEASE')).toBe(true);
    expect(isSignerName("GROWER'S SUPPLY UNDERTAKING")).toBe(false);
  });
  it('near miss: names with an apostrophe, and a surname that ends in "s", stay names', () => {
    expect(namesADocument("Siobhan O'Brien")).toBe(false);
    expect(namesADocument('Huia Tamaki')).toBe(false);
    expect(namesADocument('Thomas Williams')).toBe(false);
    expect(isSignerName("Siobhan O'Brien")).toBe(true);
  });
});

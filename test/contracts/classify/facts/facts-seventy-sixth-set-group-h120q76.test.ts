/**
 * Facts set 76's cause 5, the party half (issue 18, h120q76; bench/log.md's h119f76 section): a group with no legal form
 * named after its kind in small letters, unquoted, right before its alias ("the Sanuki taiko drum group Hibiki-za
 * (hereinafter "Party B")") named no party, so its side stayed unread (names/quoted-group-names.ts
 * KIND_THEN_NAME_BEFORE_ALIAS; the quoted form `the drum group "Hibiki-za"` read already). Contracts written for the rule,
 * none the set's own sentences; near misses kept.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { primary } from '../facts-readers.js';

const names = (text: string) => findNames(text).filter((n) => n.type === 'Organization').map((n) => text.slice(n.begin, n.end));
const memorandum = (partyB: string) => [
  'MEMORANDUM OF AGREEMENT ON A TAIKO PERFORMANCE',
  `Kotohira Onsen Ryokan Co., Ltd. (hereinafter "Party A") and ${partyB} agree as follows on a performance of taiko drumming at Party A's inn.`,
  'Article 1 (Fee)',
  'Party A pays Party B a performance fee of 220,000 yen within 10 days after the performance.',
];

describe('a group named after its kind, unquoted, before its alias (cause 5)', () => {
  it('"the Sanuki taiko drum group Hibiki-za (hereinafter "Party B")" is the Supplier beside the inn', () => {
    expect(primary(...memorandum('the Sanuki taiko drum group Hibiki-za (hereinafter "Party B")'))).toEqual(['KOTOHIRA ONSEN RYOKAN Buyer', 'HIBIKI-ZA Supplier']);
    expect(primary(...memorandum('the drum group Hibiki-za (hereinafter "Party B")'))).toEqual(['KOTOHIRA ONSEN RYOKAN Buyer', 'HIBIKI-ZA Supplier']);
  });
  it('the name alone is the body, after a kind in small letters and before a bracket that opens an alias', () => {
    expect(names('Acme Ltd (the "Settlor") and the church choir Cantus ("the Choir") agree.')).toEqual(['Acme Ltd', 'Cantus']);
    expect(names('Acme Ltd and the fishing club Blue Reef (the "Club") agree.')).toEqual(['Acme Ltd', 'Blue Reef']);
  });
  it('near misses: no name, a defined term of common words, a role word, a kind in capitals, a bracket of no alias', () => {
    expect(names('The members of the dance group (hereinafter "Party B") perform.')).toEqual([]);
    expect(names('The settlor holds the trust Property (the "Property") for the beneficiaries.')).toEqual([]);
    expect(names('Acme Ltd and the project team Manager (the "Manager") agree.')).toEqual(['Acme Ltd']);
    expect(names('The Dance Group Hibiki-za (hereinafter "Party B") performs.')).toEqual([]);
    expect(names('Payment goes to the drum group Hibiki-za (by transfer).')).toEqual([]);
    // The body's document, not its name: vetoed as the quoted path vetoes it (h120rr #10).
    expect(names('The Members adopt the association Statutes (hereinafter "Statutes").')).toEqual([]);
    expect(names('The Members adopt the club Rules (the "Rules").')).toEqual([]);
  });
});

/**
 * The one home of a name's letters (lexicon/name-letters.ts; issue 18, h118q74): a town before its state or country
 * (place-names.ts), a continental address's words (addresses.ts), the letter before a listed body's initials
 * (listed-bodies.ts) and an alias's words (alias-forms.ts) read the home's classes, not copies that stopped at Latin-1 or
 * Latin Extended-A. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { places } from '../found-names.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS, NAME_SMALL_LETTERS } from '../../../../src/contracts/classify/lexicon/name-letters.js';
import { ALIAS_DEFINED } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

/** The Location attributes the whole classifier gives a sentence (an address is no `findNames` name). */
const locations = (text: string): string[] =>
  classifyContract([{ text, kind: 'sentence' }]).elements[0].attributes.filter((a) => a.type === 'Location').map((a) => text.slice(a.begin, a.end));

describe('the home\'s classes', () => {
  it('the small letters are letters of a name, no capital among Latin-1\'s', () => {
    const small = new RegExp(`^[${NAME_SMALL_LETTERS}]+$`);
    expect(small.test('cầnthơkauaʻibrașovłódź')).toBe(true);
    expect(small.test('Cần')).toBe(false);
    expect(new RegExp(`^[${NAME_LETTERS}]+$`).test(`${'Cần'}${'Thơ'}`)).toBe(true);
    expect(new RegExp(`^[${NAME_CAPITAL_LETTERS}]$`).test('Đ')).toBe(true);
  });
});

describe('a town before its country or state in any Latin alphabet', () => {
  it('Vietnamese, Romanian and Hawaiian towns are one place with their country or state', () => {
    expect(places('The seller is a farmer in Cần Thơ, Vietnam.')).toEqual(['Cần Thơ, Vietnam']);
    expect(places('The seller is a farmer in Brașov, Romania.')).toEqual(['Brașov, Romania']);
    expect(places('The office is at Kauaʻi, Hawaii.')).toEqual(['Kauaʻi, Hawaii']);
  });
  it('a continental address with a Vietnamese street and town', () => {
    expect(locations('The seller lives at Phố Huế 12, 10000 Hà Nội.')).toEqual(['Phố Huế 12, 10000 Hà Nội']);
  });
  it('near misses: a party\'s role, a town in ASCII, a list of people', () => {
    expect(places('The seller is a farmer in Stavanger, Norway.')).toEqual(['Stavanger, Norway']);
    expect(places('The notice goes to the Buyer, Vietnam office.')).toEqual(['Vietnam']);
    expect(places('The Seller sells to the Buyer.')).toEqual([]);
  });
});

describe('an alias\'s words in any Latin alphabet', () => {
  it('a defined term opened by a capital of Extended-A or Vietnamese', () => {
    expect(ALIAS_DEFINED.exec('"Ōtaki Grower" means ')?.[1]).toBe('Ōtaki Grower');
    expect(ALIAS_DEFINED.exec('the "Đồng Tháp Buyer" means the ')?.[1]).toBe('Đồng Tháp Buyer');
    expect(ALIAS_DEFINED.exec('"grower" means ')?.[1]).toBe('grower');
  });
});

describe('the home\'s classes on hostile input', () => {
  itClassifiesRepeatedLinearly('in Cần Thơ Ấp Bắc Đ, ');
  itClassifiesRepeatedLinearly('Phố Huế 12, 10000 Hà Nội ');
});

/**
 * A flat's number after "apt.", "ap." or "kv." and a signer's initial written with two letters for one sound ("Sh.",
 * "Zh.", "Kh.") end no sentence (structure/sentences.ts; facts set 61's causes 2 and 3, issue 18, h102p61). Before a
 * word that opens a sentence, or "apt." before a word, the stop still ends it. Sentences written for the rule, none
 * from a set.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/contracts/structure/sentences.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('flat numbers and two-letter initials end no sentence (h102p61)', () => {
  it.each([
    'Tigran Mkrtchyan, residing at 21 Abovyan Street, apt. 7, Gyumri (hereinafter the Parent), and',
    'Olga Ivanova, residing at 14 Mira Avenue, kv. 52, Almaty (the "Tenant").',
    'Ion Rusu, domiciled at Str. Florilor 3, ap. 11, Chișinău (the "Buyer").',
    'Director ______________ /Sh. I. Nazarov/',
    'Chief Accountant ________ Zh. K. Abenova',
  ])('%s', (text) => {
    expect(split(text)).toEqual([text]);
  });
  it('near misses: a flat named before a word, a two-letter word before a sentence\'s opening word', () => {
    expect(split('The guests rent the apt. The Owner cleans it weekly.')).toEqual(['The guests rent the apt.', 'The Owner cleans it weekly.']);
    expect(split('He said Sh. The Buyer then paid.')).toEqual(['He said Sh.', 'The Buyer then paid.']);
  });
});

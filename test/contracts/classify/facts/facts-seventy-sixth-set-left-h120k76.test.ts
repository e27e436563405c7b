/**
 * Facts set 76's left causes (issue 18, h120k76; bench/log.md's h120q76 section, "Left"): cause 5's contacts, a
 * representative's post before the name with the seal's mark after it ("Representative Director <name> (seal)") under
 * "Party A: <company>, <address>" (parties/details/block-lines.ts headingBeforeAddress, line-shapes.ts TITLE_THEN_NAME);
 * cause 11, a contract's kind in small letters that a message says it and the reply "make" ("This e-mail and your reply
 * make our booking agreement.", document/contract-types.ts OWN_NAME_MADE). Contracts written for the rules, none the
 * set's own sentences; near misses kept.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, types } from '../facts-readers.js';

const memorandum = (...signatures: string[]) => [
  'MEMORANDUM OF AGREEMENT ON A TEA CEREMONY DEMONSTRATION',
  'Kanazawa Hakuun Ryokan Co., Ltd. (hereinafter "Party A") and Kenrokukai Tea Society (hereinafter "Party B") agree as follows.',
  'Article 1 (Demonstration)',
  'Party B holds a tea ceremony demonstration for the guests of Party A on 3 October 2048.',
  'Article 2 (Fee)',
  'Party A pays Party B a fee of 120,000 yen within 15 days after the demonstration.',
  ...signatures,
];
const none = [['KANAZAWA HAKUUN RYOKAN', []], ['KENROKUKAI TEA SOCIETY', []]];

describe('a representative\'s post before the name under "Party A: <company>, <address>" (cause 5)', () => {
  it('"Representative Director <name> (seal)" and "Representative <name> (seal)" sign for their parties', () => {
    expect(contactLists(...memorandum(
      'Party A: Kanazawa Hakuun Ryokan Co., Ltd., 4-2 Higashiyama, Kanazawa City, Ishikawa Prefecture',
      'Representative Director Sato Haruki (seal)',
      'Party B: Kenrokukai Tea Society, 1-8 Kenroku-machi, Kanazawa City',
      'Representative Mori Aiko (seal)',
    ))).toEqual([['KANAZAWA HAKUUN RYOKAN', ['Sato Haruki']], ['KENROKUKAI TEA SOCIETY', ['Mori Aiko']]]);
  });
  it('a post of one word and no seal, and the heading with no address, read alike', () => {
    expect(contactLists(...memorandum(
      'Party A: Kanazawa Hakuun Ryokan Co., Ltd., 4-2 Higashiyama, Kanazawa City, Ishikawa Prefecture',
      'Director Sato Haruki',
      'Party B: Kenrokukai Tea Society',
      'Chairman Mori Aiko (signature)',
    ))).toEqual([['KANAZAWA HAKUUN RYOKAN', ['Sato Haruki']], ['KENROKUKAI TEA SOCIETY', ['Mori Aiko']]]);
  });
  it('near misses: no address after the comma, a clause\'s words after it, a post with no name, a unit\'s words, a word no post', () => {
    expect(contactLists(...memorandum(
      'Party A: Kanazawa Hakuun Ryokan Co., Ltd., who pays within 15 days',
      'Representative Director Sato Haruki (seal)',
    ))).toEqual(none);
    expect(contactLists(...memorandum(
      'Party A: Kanazawa Hakuun Ryokan Co., Ltd., 4-2 Higashiyama, Kanazawa City, Ishikawa Prefecture',
      'Representative Director (seal)',
      'Party B: Kenrokukai Tea Society, 1-8 Kenroku-machi, Kanazawa City',
      'Guest House Annex Building',
    ))).toEqual(none);
    expect(contactLists(...memorandum(
      'Party A: Kanazawa Hakuun Ryokan Co., Ltd., 4-2 Higashiyama, Kanazawa City, Ishikawa Prefecture',
      'Founder Sato Haruki (seal)',
    ))).toEqual(none);
    // A preamble's entry, its representative and P.O. box after the commas, is no heading: the
    // "Article" under it no signer (the representative is the entry's contact, as before).
    expect(contactLists(...memorandum(
      'Party A: Kanazawa Hakuun Ryokan Co., Ltd., represented by its President Sato Haruki, Kanazawa, P.O. Box 4512',
      'Article Three – Weather',
    ))).toEqual([['KANAZAWA HAKUUN RYOKAN', ['Sato Haruki']], ['KENROKUKAI TEA SOCIETY', []]]);
  });
});

const offer = (closing: string) => [
  'From: Orsa Hembygdsförening <bokning@example.se>',
  'To: Karin Berg <karin@example.se>',
  'Subject: Hay wagon ride on 12 July 2048',
  'Hi Karin,',
  'We can offer a hay wagon ride with two horses for your family party on 12 July 2048, for 4 200 kr.',
  closing,
  'Kind regards,',
  'Lars Ek',
];

describe('a kind in small letters the message and the reply "make" (cause 11)', () => {
  it('"make our booking agreement." and "will make our hire agreement," name the kind', () => {
    expect(types(...offer('This e-mail and your reply make our booking agreement.'))).toEqual(['booking agreement']);
    expect(types(...offer('This letter and your signature below will make our hire agreement, binding on both of us.'))).toEqual(['hire agreement']);
  });
  it('near misses: a kind made void or subject to something, "our agreement" with no kind, "make" with no paper', () => {
    expect(types(...offer('This e-mail makes our booking agreement void from 1 June 2048.'))).toEqual([]);
    expect(types(...offer('This e-mail makes our booking agreement subject to the weather.'))).toEqual([]);
    expect(types(...offer('This e-mail and your reply make our agreement.'))).toEqual([]);
    expect(types(...offer('Your reply will make our booking agreement.'))).toEqual([]);
  });
});

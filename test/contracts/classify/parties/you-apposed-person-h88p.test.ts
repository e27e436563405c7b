/**
 * A person in apposition to "you" with a bracket of the pronoun ("… will buy cocoa from you, Dorothy Baptiste of Mount
 * Tabor Estate ("you"), for …"): the letter's addressee, a party, and its side from who pays (preamble-names.ts
 * YOU_APPOSED; facts set 46's nutmeg letter, issue 18, h88p). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const LETTER = (intro: string, ...body: string[]) => primary(
  'CARIB COCOA PROCESSORS LIMITED',
  'Grand Anse, St. George\'s · Tel. (473) 555 0110',
  '3 March 2039',
  'Mrs. Dorothy Baptiste',
  'Mount Tabor Estate',
  'St. Andrew\'s, Grenada',
  'Dear Mrs. Baptiste,',
  'Re: Purchase of Wet Cocoa Beans, 2039 Crop',
  intro,
  ...body,
  'Yours sincerely,',
  'Keith Charles',
  'For and on behalf of Carib Cocoa Processors Limited',
  'Agreed and accepted:',
  'Dorothy Baptiste',
);
const INTRO = 'This letter sets out the terms on which Carib Cocoa Processors Limited ("we", "us") will buy wet cocoa beans from you, Dorothy Baptiste of Mount Tabor Estate, St. Andrew\'s ("you"), for our fermentary.';

describe('a person in apposition to "you" is the addressee party (h88p)', () => {
  it('"from you, <name> of <estate> ("you")" with "We will pay you …": the writer buys, the person supplies', () => {
    expect(LETTER(INTRO, '1. We will pay you EC$3.10 per pound of wet beans.')).toEqual(['CARIB COCOA PROCESSORS Buyer', 'DOROTHY BAPTISTE Supplier']);
  });
  // Without the bracket the apposition names no party, but the letter's salutation and her signed acceptance do
  // (salutation-addressee.ts, h95f54; its own tests hold the near misses).
  it('no bracket of "you" after the name: the salutation and the signed acceptance name her', () => {
    expect(LETTER(INTRO.replace(' ("you")', ''), '1. We will pay you EC$3.10 per pound of wet beans.')).toEqual(['CARIB COCOA PROCESSORS Buyer', 'DOROTHY BAPTISTE Supplier']);
  });
});

/**
 * A body's initials after the kind of body it is ("the performing rights society KODA", "the regulator ARPT", "the
 * collecting agency SGAE"), and after one capitalised word of its own name ("a guarantee issued by Nahda NBD"):
 * institution-names.ts AGENT_INITIALS (issue 18, h53bodies). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const orgs = (text: string) => findNames(text).filter((n) => n.type === 'Organization').map((n) => text.slice(n.begin, n.end));

describe('a body\'s initials after its kind or a word of its name (h53bodies)', () => {
  it.each([
    ['The Promoter shall report the set list to the performing rights society KODA within ten days.', 'KODA'],
    ['The operator is licensed by the regulator ARPT.', 'ARPT'],
    ['The Venue pays the collecting agency SGAE for the music played.', 'SGAE'],
    ['a bank guarantee issued by Nahda NBD for ten per cent of the price', 'Nahda NBD'],
    ['the index published by INDEC each month', 'INDEC'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toEqual([body]);
  });
  it.each([
    'The report shall be approved by Board CFO.',
    'The document is approved by the Buyer CEO.',
    'The Supplier is registered with the RCS of Antananarivo under number 2019 B 00123.',
    'The society LAW applies.',
    'the costs set by LAW',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

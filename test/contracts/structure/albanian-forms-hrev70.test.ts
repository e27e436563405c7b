/**
 * Albania's and Kosovo's company forms "sh.p.k." and "sh.a." (two letters in their first group, so no initials' dotted
 * letters) end no sentence inside a preamble, in capitals or not, as "Sdn. Bhd." does (sentences.ts NAME_ENDS): the
 * second party's alias after "SH.P.K." was cut off and the party left no primary (review hrev70). Before a word that
 * opens a sentence the stop still ends it. Sentences written for the review, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/contracts/structure/sentences.js';
import { primary } from '../classify/facts-readers.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('"SH.P.K." and "SH.A." after a company\'s name (review hrev70)', () => {
  it.each([
    'This Lease is made between Tirana Properties SH.P.K. (the "Landlord") and Dardan Cafe SH.P.K. (the "Tenant").',
    'This Lease is made between Tirana Properties sh.p.k. (the "Landlord") and Vlora Energji Sh.a. (the "Tenant").',
  ])('one sentence: %s', (text) => {
    expect(split(text)).toEqual([text]);
  });
  it('near miss: before a sentence\'s opening word the stop ends the sentence', () => {
    expect(split('The Supplier is Vlora Energji sh.a. The Buyer shall pay the price.')).toEqual(['The Supplier is Vlora Energji sh.a.', 'The Buyer shall pay the price.']);
  });
  it('the second party keeps its alias and is primary', () => {
    expect([...primary('LEASE', 'This Lease is made between Tirana Properties SH.P.K. (the "Landlord") and Dardan Cafe SH.P.K. (the "Tenant").', '1. The Tenant shall pay EUR 900 a month.')].sort())
      .toEqual(['DARDAN CAFE Buyer', 'TIRANA PROPERTIES Supplier']);
  });
});

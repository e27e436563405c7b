/**
 * Issue 18, h88at: the kwacha's or kina's "K" one blank before a small figure in a contract whose currency is the "K"
 * ("Cleaning of a drain | K 350" beside "K 1,350 per visit"), and a title that names no body, person or place (its
 * numbers stay, C29). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesAndAttributesOf } from '../helpers.js';

const currencies = (...texts: string[]): string[][] => {
  const r = classifyContract(elements(...texts));
  return r.elements.map((e, i) => e.attributes.filter((a) => a.type === 'Currency' || a.type === 'Number').map((a) => `${a.type}:${texts[i].slice(a.begin, a.end)}`));
};

describe('"K 350" apart from its figure', () => {
  it('is the contract\'s "K" where the mark is read in money\'s form elsewhere', () => {
    expect(currencies('Jetting of a sewer line | K 1,350 per visit', 'Cleaning of a drain | K 350', 'Night call-out | K 90 extra')).toEqual([
      ['Currency:K 1,350'], ['Currency:K 350'], ['Currency:K 90'],
    ]);
  });
  it('stays a Number with no "K" currency in the contract, or after a label\'s word', () => {
    expect(currencies('The price is USD 1,200.', 'Cleaning of a drain | K 350')).toEqual([['Currency:USD 1,200'], ['Number:350']]);
    expect(currencies('The fee is K 1,350.', 'Deliver it to Block K 12.')).toEqual([['Currency:K 1,350'], ['Number:12']]);
  });
});

describe('a title names no one and nowhere', () => {
  // The number was "Berth Licence No. 12": since h112n88 a heading's own number after "No." names the document and is
  // bare (C75; title-years.ts isTitleDocumentNumber; set 88's cause 18), so the title keeps a number of its own words.
  it('drops a body, a person and a place from a title, keeping its number', () => {
    expect(typesAndAttributesOf({ text: 'Harbourside Marine Ltd – Licence for Berth 12', kind: 'title' }, { text: 'Licence of Anna Cole in Gibraltar', kind: 'title' }).map((e) => e.attributes))
      .toEqual([['Number:12'], []]);
  });
  it('keeps them in a sentence', () => {
    expect(typesAndAttributesOf('Harbourside Marine Ltd licenses the berth in Gibraltar to Ms Anna Cole.').map((e) => e.attributes))
      .toEqual([['Organization:Harbourside Marine Ltd', 'Location:Gibraltar', 'Person:Anna Cole']]);
  });
});

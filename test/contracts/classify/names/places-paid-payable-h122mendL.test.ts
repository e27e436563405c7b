/**
 * Issue 18, h122mendL (review82 #6, #7): after "paid in", "payable in" and "payable at" one capitalised word no list
 * holds is no town again — a currency ("paid in Monero": CURRENCY_NAMES has no crypto) or a bank ("payable at Revolut"),
 * the common sense of the words; sets 1–95 hold no such phrase before one unlisted word. A listed town after them is the
 * gazetteer's still, and "paid at" a town ("the prices last paid at Funchal", set 95). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { placesAfterPreposition } from '../../../../src/contracts/classify/names/places-after-preposition.js';
import { readsLinearly } from '../../../security/linear-time.js';

const TWO = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const locations = (text: string) => typesAndAttributesOf(TWO, text)[1].attributes.filter((a) => a.startsWith('Location:'));
const shaped = (text: string) => placesAfterPreposition(text, false).map((s) => text.slice(s.begin, s.end));

describe('"paid/payable in", "payable at" before an unlisted word (review82 #6, #7)', () => {
  it.each([
    'The price is paid in Monero.',
    'The price is payable in Monero.',
    'The price is paid in Bitcoin or in Monero.',
    'The rent is payable at Revolut.',
    'The rent is payable monthly at Revolut.',
  ])('no town: %s', (text) => {
    expect(locations(text)).toEqual([]);
    expect(shaped(text)).toEqual([]);
  });
  it.each([
    ['The fee is payable in Kumasi.', ['Location:Kumasi']],
    ['The fee is payable at Kumasi.', ['Location:Kumasi']],
    ['The Buyer takes over the fuel at the prices last paid at Funchal.', ['Location:Funchal']],
    ['The boat is kept at Leava during the winter.', ['Location:Leava']],
    ['The supply ship calls at Leava, and you pay the rest in cash in Hadibo.', ['Location:Leava', 'Location:Hadibo']],
  ])('near miss, still a town: %s', (text, want) => {
    expect(locations(text)).toEqual(want);
  });
  it('reads hostile text in linear time', () => {
    readsLinearly((n) => {
      const text = 'is payable at Xa paid in Yb '.repeat(Math.ceil(n / 28));
      return () => placesAfterPreposition(text, false);
    });
  });
});

/**
 * Issue 18, h103a80 (set 80's types; a preamble written for this test): a party row whose bracket gives the party's
 * own alias and then the alias of the group it forms with another party (`(the "Guild", and with the Trust, the
 * "Hosts")`): the first is the party's, the second the parties together (C155, as C44's plural is).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const ROWS = [
  'This Agreement is made between the Village Trust of Ashcombe (the "Trust");',
  'the Ashcombe Basket Weavers Guild, a guild of weavers in Ashcombe (the "Guild", and with the Trust, the "Hosts"); and',
  'Larkspur Field Studies Inc. (the "Visitor").',
];
const typeOf = (text: string): string[] => typesOf(...ROWS, text)[3];

describe('a party\'s own alias and its group\'s in one bracket (C155)', () => {
  it('reads the party\'s own alias', () => {
    expect(typeOf('The Guild may end this Agreement by written notice.')).toEqual(['Right/Guild']);
    expect(typeOf('The Guild sends a weaver with the Visitor on each visit.')).toEqual(['Obligation/Guild']);
  });
  it('reads the group\'s alias as the parties together', () => {
    expect(typeOf('The Hosts may end this Agreement by written notice.')).toEqual(['Right/Multiple Parties']);
    expect(typeOf('Each Host may refuse a visit.')).toEqual(['Right/Multiple Parties']);
  });
  it('reads "together with" as "with"', () => {
    const got = typesOf('This Agreement is made between Ashcombe Holdings Ltd (the "Trust"), Ashcombe Weavers Ltd (the "Guild", and together with the Trust, the "Hosts") and Larkspur Field Studies Inc. (the "Visitor").',
      'The Guild may end this Agreement by written notice.', 'The Hosts may end this Agreement by written notice.');
    expect(got.slice(1)).toEqual([['Right/Guild'], ['Right/Multiple Parties']]);
  });
  it('stays linear on a long bracket of commas and "with"', () => {
    const text = `Aa Ltd (the "Aa"${', and with the Bb'.repeat(3000)}, the "Cc" ${'"Dd", and together with '.repeat(3000)}`;
    const t0 = Date.now();
    typesOf('This Agreement is made between', text, text);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});

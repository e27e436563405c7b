/**
 * Attributes after the thirty-first set (issue 18, h26s31a): headings numbered in a row without a dot keep no Number
 * (C29); a business register's code with its check character is no Number; two years joined by a dash are two Numbers
 * (C26); a translation's "In <town>, <date>" line, German towns with "im", a Mexican town with its state; a signature
 * row "Company, Name, Post" and a signer of four name words.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { attributesOf } from '../helpers.js';

const attributesOfEach = (inputs: ElementInput[]): string[][] =>
  classifyContract(inputs).elements.map((e, i) => e.attributes.map((a) => `${a.type}:${inputs[a.element ?? i].text.slice(a.begin, a.end)}`));

describe('attributes: set 31, numbers', () => {
  it('C29: a row of headings numbered without a dot keeps no Number on their own numbers', () => {
    const inputs: ElementInput[] = [
      { text: '1 Scope', kind: 'title' },
      { text: 'The Supplier delivers 40 pallets.', kind: 'sentence' },
      { text: '2 Price', kind: 'title' },
      { text: '3 Notices', kind: 'title' },
    ];
    expect(attributesOfEach(inputs)).toEqual([[], ['Number:40'], [], []]);
  });

  it('C29: a lone heading of that form keeps its Number, and a sentence opening with a figure is no heading', () => {
    const inputs: ElementInput[] = [
      { text: '12.0 Warranties', kind: 'title' },
      { text: '5 Warranty Claims', kind: 'title' },
      { text: '13.0 Delivery', kind: 'title' },
      { text: '2 Trucks and 3 Vans are hired.', kind: 'sentence' },
    ];
    expect(attributesOfEach(inputs)).toEqual([[], ['Number:5'], [], ['Number:2', 'Number:3']]);
  });

  it('a register code with its check character is an identifier, no Number', () => {
    expectReads(attributesOf, [
      ['Sampo Kone Oy (business ID 2391847-5) services the boilers.', ['Organization:Sampo Kone Oy']],
      ['Marina Bay Labs Pte. Ltd. (UEN 202011223M) leases the desks.', ['Organization:Marina Bay Labs Pte. Ltd.']],
      // With no register's label a short figure stays a count.
      ['The Buyer orders 239184 units.', ['Number:239184']],
    ]);
  });

  it('C26: two years joined by a dash are two Numbers, unless they end a quoted title', () => {
    expectReads(attributesOf, [
      ['The prices hold for the 2029–2030 harvest.', ['Number:2029', 'Number:2030']],
      ['Fees for the 2026-2027 school year are fixed.', ['Number:2026', 'Number:2027']],
      ['The Museum shows "Coastal Prints 1880–1910" in its east wing.', ['Number:1880–1910']],
    ]);
  });
});

describe('attributes: set 31, places and signers', () => {
  it('Location: a dated line opening with "In" names the town alone', () => {
    expect(attributesOf('In Jyväskylä, 4 April 2028')).toEqual(['Location:Jyväskylä', 'DateTime:4 April 2028']);
    expect(attributesOf('Weil im Schönbuch, 9 May 2028')).toEqual(['Location:Weil im Schönbuch', 'DateTime:9 May 2028']);
  });

  it('Location: a Mexican town and its state, one place', () => {
    expect(attributesOf('The ranch lies in Apatzingán, Michoacán and grows limes.')).toEqual(['Location:Apatzingán, Michoacán']);
    expect(attributesOf('The courts of the city of Zapopan, Jalisco hear any dispute.')).toEqual(['Location:Zapopan, Jalisco']);
  });

  it('Location: a German town with "im" after a delivery term', () => {
    expect(attributesOf('The Seller delivers FCA Neustadt im Odenwald (Incoterms 2020).')).toEqual(['Location:Neustadt im Odenwald', 'Number:2020']);
  });

  it('Person: a signature row "Company, Name, Post" or "Company: Name, Post"', () => {
    expectReads(attributesOf, [
      ['Sampo Kone Oy, Ville Nieminen, Managing Director', ['Organization:Sampo Kone Oy', 'Person:Ville Nieminen']],
      ['Bergquelle AG: Urs Meier, Chairman of the Board', ['Organization:Bergquelle AG', 'Person:Urs Meier']],
      // A signer of four name words after "Signed for … by" (Singaporean Chinese names).
      ['Signed for Keppel Row Pte. Ltd. by Daniel Lim Wei Jie, Operations Director', ['Organization:Keppel Row Pte. Ltd.', 'Person:Daniel Lim Wei Jie']],
      // A list of goods after a company is no signer.
      ['Acme Ltd, Steel Pipes, Valves', ['Organization:Acme Ltd']],
    ]);
  });
});

/**
 * A town named as a word or a person is (TOWNS_NAMED_AS_WORDS), standing in a list of places beside a place read
 * otherwise, is a Location however the list is written (src/contracts/classify/names/towns-listed-beside-places.ts;
 * issue 18, h105loc). Sentences written for the rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { places } from '../found-names.js';
import { attributesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('a town named as a word, listed beside a place', () => {
  it('after the first place, however the list is joined', () => {
    expect(places('The Carrier collects from Leeds, York, Hull and Bradford every week.')).toEqual(['Leeds', 'York', 'Hull', 'Bradford']);
    expect(places('The Carrier collects from Leeds, York, Hull, and Bradford.')).toEqual(['Leeds', 'York', 'Hull', 'Bradford']);
    expect(places('The Carrier collects from Leeds, from York and from Hull.')).toEqual(['Leeds', 'York', 'Hull']);
    expect(places('The Carrier delivers to Sheffield, to Reading and to Bath.')).toEqual(['Sheffield', 'Reading', 'Bath']);
    expect(places('The Carrier delivers to Sheffield or Reading.')).toEqual(['Sheffield', 'Reading']);
    expect(places('Depots: Sheffield; Halifax; Bath.')).toEqual(['Sheffield', 'Halifax', 'Bath']);
    expect(places('The routes (Marseille, Nice and Lyon) are served daily.')).toEqual(['Marseille', 'Nice', 'Lyon']);
  });
  it('before the place read, or between two', () => {
    expect(places('The Carrier collects from York, Leeds and Hull.')).toEqual(['York', 'Leeds', 'Hull']);
    expect(places('Flights run to Kingston, Miami and Nassau.')).toEqual(['Kingston', 'Miami', 'Nassau']);
    expect(places('Sites in Kyiv, Sofia and Bucharest are covered.')).toEqual(['Kyiv', 'Sofia', 'Bucharest']);
  });
  it('as an attribute of the element, its offsets on the town', () => {
    expect(attributesOf('The Seller ships to Leeds, York and Hull.')).toEqual(['Location:Leeds', 'Location:York', 'Location:Hull']);
  });
});

describe('near misses: no town', () => {
  it('alone, with no place read beside it', () => {
    expect(places('The Seller delivers to York.')).toEqual([]);
    expect(places('Nice work was done by Florence and Charlotte.')).toEqual([]);
    expect(places('The Carrier collects from York, Hull and Bradford.')).toEqual([]);
  });
  it('a person, a company or a street in the list', () => {
    expect(places('Copies go to Leeds, John Smith and Hull.')).toEqual(['Leeds']);
    expect(places('Copies go to Florence Smith, Leeds and Bath.')).toEqual(['Leeds']);
    expect(places('The Seller delivers to Leeds, Bath Road and Hull.')).toEqual(['Leeds']);
    expect(places('The goods of York Foods Ltd are stored in Leeds.')).toEqual(['Leeds']);
    expect(findNames('The goods of York Foods Ltd are stored in Leeds.').map((n) => n.type)).toEqual(['Organization', 'Location']);
  });
  it('months, goods and other words of a list', () => {
    expect(places('Deliveries run in January, February and March to Leeds.')).toEqual(['Leeds']);
    expect(places('The Seller sells apples, pears and plums in Leeds.')).toEqual(['Leeds']);
  });
  it('a town and its country after a comma, or two names joined by a comma alone', () => {
    expect(places('The Seller delivers to Hull, England and Leeds.')).toEqual(['England', 'Leeds']);
    expect(places('The Seller delivers to Leeds, Hull.')).toEqual(['Leeds']);
  });
  it('a day after the list is its time, no other name', () => {
    expect(places('The Carrier collects from Leeds and Hull, Mondays only.')).toEqual(['Leeds', 'Hull']);
  });
});

describe('any order of listed places and any separators', () => {
  const read = ['Leeds', 'Sheffield', 'Lyon', 'Marseille'];
  const words = ['York', 'Hull', 'Bradford', 'Nice', 'Reading', 'Bath', 'Halifax', 'Kingston'];
  const separator = fc.constantFrom(', ', '; ', ' and ', ' or ', ', and ', ', or ', ', to ', ' and to ', '; and ');
  it('gives all N, each Location slicing back to its own text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...read), fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }), fc.nat(), fc.array(separator, { minLength: 6, maxLength: 6 }), fc.constantFrom('', '(', 'to '), (first, towns, at, seps, open) => {
        const list = [...towns];
        list.splice(at % (towns.length + 1), 0, first);
        // A list of two joined by a comma alone is no list (an address's parts): the last separator says and/or.
        const joined = list.map((t, i) => (i === 0 ? t : (i === list.length - 1 ? ' and ' : seps[i]) + t)).join('');
        const text = `The Carrier delivers ${open}${joined}${open === '(' ? ')' : ''} each week.`;
        const found = findNames(text).filter((n) => n.type === 'Location');
        expect(found.map((n) => text.slice(n.begin, n.end))).toEqual(list);
      }),
      { numRuns: 300 },
    );
  });
});

describe('linear', () => {
  it('reads a long list of towns in linear time', () => {
    const found = readsLinearly((n) => {
      const text = `The Carrier delivers to Leeds, ${'Hull, York; and '.repeat(Math.ceil(n / 16))}Bath.`;
      return () => places(text).length;
    });
    expect(found).toBeGreaterThan(100);
  });
  it('reads towns with no place beside them in linear time', () => {
    readsLinearly((n) => {
      const text = 'Hull and Nice, '.repeat(Math.ceil(n / 15)).slice(0, n);
      return () => places(text).length;
    });
  });
});

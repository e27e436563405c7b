/**
 * Money the shared recognizer skipped in contracts (issue 18, h119cur; set 92's tomans and bakery rows), read as
 * contracts write it (`moneyNotations`) and never in a chat: Iran's toman after a figure, a raw mark no ISO code
 * carries, and a bare whole figure after a `form` code (no label letter, no English word) before a price's unit in
 * words, "a <noun>" or a closing "each", as "per <unit>" was read (`rateOrPriceCell`). Sentences written for this test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySpans as read, numericSpans } from './helpers.js';
import { readsLinearly } from '../../security/linear-time.js';

describe('"toman(s)" after a figure', () => {
  it('is the raw mark "toman", grouped or not', () => {
    expect(read('The price of the carpet is 45,000,000 tomans, paid on delivery.', true)).toEqual(['45,000,000 tomans=45000000 toman']);
    expect(read('Each extra card is charged at 200,000 tomans a card.', true)).toEqual(['200,000 tomans=200000 toman']);
    expect(read('A tea costs 300 tomans.', true)).toEqual(['300 tomans=300 toman']);
    expect(read('The deposit is 1 toman.', true)).toEqual(['1 toman=1 toman']);
  });
  it('near misses: a surname, before a figure, "of" after it, a chat', () => {
    expect(read('The meeting is in Room 3 Toman Hall.', true)).toEqual([]);
    expect(read('Mr Toman 300 was present.', true)).toEqual([]);
    expect(read('tomans 300 are paid.', true)).toEqual([]);
    expect(read('He gave 12 tomans of silver.', true)).toEqual([]);
    expect(read('I paid 300,000 tomans for it', false)).toEqual([]);
    expect(numericSpans('I paid 300,000 tomans for it', false)).toEqual(['number:300,000=300000']);
  });
});

describe('a bare whole figure after a code before "a <unit>" or a closing "each"', () => {
  it('is a price of the code\'s currency', () => {
    expect(read('Flat bread, thin – 80 sheets a day – AMD 150 a sheet', true)).toEqual(['AMD 150=150 AMD']);
    expect(read('Rooms are let at KD 15 a night.', true)).toEqual(['KD 15=15 KWD']);
    expect(read('Baskets are sold at Bs 30 each.', true)).toEqual(['Bs 30=30 BOB']);
    expect(read('Guides are paid GEL 40 an hour.', true)).toEqual(['GEL 40=40 GEL']);
  });
  it('near misses: a year before "a", "each" before its noun, a capital after "a", a label letter, an English word mark, a chat', () => {
    expect(read('Under KD 2025 a new scheme starts.', true)).toEqual([]);
    expect(read('KD 12 each year is the row.', true)).toEqual([]);
    expect(read('The AMD 150 a Ryzen model is used.', true)).toEqual([]);
    expect(read('Plot P 12 a field by the river.', true)).toEqual([]);
    expect(read('TOP 10 a list of songs.', true)).toEqual([]);
    expect(read('AMD 150 a sheet', false)).toEqual([]);
    expect(read('Bs 30 each.', false)).toEqual([]);
  });
  it('property: any whole figure after "AMD" before "a <noun>" is read as that many drams in a contract, none in a chat', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.constantFrom('sheet', 'loaf', 'crate', 'day', 'month'), (n, noun) => {
      const text = `Bread is sold at AMD ${n} a ${noun}.`;
      return read(text, true).join() === `AMD ${n}=${n} AMD` && read(text, false).length === 0;
    }));
  });
});

describe('the new readings on hostile input', () => {
  for (const unit of ['1 tomans ', '1,000 toman toman ', 'AMD 150 a a ', 'KD 15 a sheet ', 'Bs 30 each ', 'AMD 1 an ', 'GEL 2025 a b ']) {
    for (const notations of [false, true]) {
      it(`"${unit}" repeated, ${notations ? 'a contract' : 'a chat'}: linear`, () => {
        readsLinearly((n) => {
          const text = unit.repeat(Math.ceil(n / unit.length));
          return () => read(text, notations).length;
        }, 1000);
      });
    }
  }
});

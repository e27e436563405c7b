/**
 * Issue 18, h109n86 (set 86's causes 15–16; sentences written for this test): the Comoros', the Northern Mariana
 * Islands' and French Polynesia's towns and islands and Monaco's quarters are places, a town and its island one place;
 * "Maître" is a title before a name; a telephone number with its area code in brackets is no Number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf, elements } from '../helpers.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { inPhoneNumber } from '../../../../src/contracts/classify/numbers/identifiers.js';

const of = (type: string, text: string): string[] => attributesOf(text).filter((a) => a.startsWith(`${type}:`)).map((a) => a.slice(type.length + 1));

describe('places (cause 15)', () => {
  it('a town and its island are one place', () => {
    expect(of('Location', 'The goods are collected from a house in Garapan, Saipan.')).toEqual(['Garapan, Saipan']);
    expect(of('Location', 'The club meets in Foumbouni, Ngazidja, each month.')).toEqual(['Foumbouni, Ngazidja']);
    expect(of('Location', 'The boat waits at Uturoa, Raiatea.')).toEqual(['Uturoa, Raiatea']);
  });

  it('the islands and towns alone are places', () => {
    expect(of('Location', 'The Operator carries no guests to Huahine or Maupiti.').sort()).toEqual(['Huahine', 'Maupiti']);
    expect(of('Location', 'The office is in Monte-Carlo.')).toEqual(['Monte-Carlo']);
  });

  it('near misses: the words left out are no places', () => {
    expect(of('Location', 'The fare is paid on board, and the rota is set each week.')).toEqual([]);
    expect(of('Location', 'Fare: GBP 4 per trip.')).toEqual([]);
  });

  it('every attribute\'s offsets slice back to its text', () => {
    fc.assert(fc.property(fc.constantFrom('Mitsamiouli', 'Susupe', 'Vaitape', 'Tinian', 'Bora Bora', 'Monte-Carlo', 'Ndzuwani'), fc.constantFrom('in', 'at', 'the courts of'), fc.integer({ min: 1, max: 99 }),
      (town, before, n) => {
        const text = `The ${n} boxes are stored ${before} ${town}, by the harbour.`;
        const element = classifyContract(elements(text)).elements[0];
        return element.attributes.every((a) => a.begin >= 0 && a.end <= text.length && a.begin < a.end && text.slice(a.begin, a.end).trim() === text.slice(a.begin, a.end))
          && element.attributes.some((a) => a.type === 'Location' && text.slice(a.begin, a.end).includes(town));
      }), { numRuns: 30 });
  });
});

describe('a name after "Maître" (cause 16)', () => {
  it('is a Person without the title', () => {
    expect(of('Person', 'Signed before Maître Claire Pastor, notary in Monaco.')).toEqual(['Claire Pastor']);
    expect(of('Person', 'Signed before Maitre Paul Viale, advocate.')).toEqual(['Paul Viale']);
  });
});

describe('a telephone number with its area code in brackets (cause 16)', () => {
  it('gives no Number', () => {
    expect(of('Number', 'You can call our office on (670) 555-0188 on weekdays.')).toEqual([]);
    expect(of('Number', 'Our office answers on (808) 555 0100.')).toEqual([]);
  });
  it('near misses: a count in brackets and a number after it stay Numbers', () => {
    expect(of('Number', 'The crew of (4) movers carries 120 boxes.')).toContain('120');
    const text = 'We send (3) crews and 555-0188 is the order.';
    expect(inPhoneNumber(text, { begin: text.indexOf('555'), end: text.indexOf('555') + 8 })).toBe(false);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `${'(670) 555 '.repeat(n / 10)}0188`;
      return () => inPhoneNumber(text, { begin: text.length - 4, end: text.length });
    });
  });
});

/**
 * Issue 18, h105n82 (set 82's cause 15): identifiers that are no Numbers (a personal identity code, a register's number
 * "under number N", a slashed number after "No." and a code, a telephone number after "ring us on"), a court named by
 * its place keeping its seat after "in" apart, "more than a week" a Duration, and places the gazetteer lacked.
 * Sentences written for the test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf, elements } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('identifiers that are no Numbers', () => {
  it('a personal identity code of a birth date, a mark, a serial and a check character', () => {
    expect(attributesOf('Seller: Aino Virtanen, personal identity code 230567-912K, of Oulu.').filter((a) => a.startsWith('Number'))).toEqual([]);
    expect(attributesOf('Buyer: Eero Laine, personal identity code 010203A123N.').filter((a) => a.startsWith('Number'))).toEqual([]);
  });
  it('near miss: a figure and a range are still Numbers', () => {
    expect(attributesOf('The lot holds 120 crates, numbered 230567 to 230999.')).toContain('Number:120');
  });
  it('a register\'s number after "under number", however short', () => {
    expect(attributesOf('The association is registered in the register of associations under number 4471.')).not.toContain('Number:4471');
    expect(attributesOf('The Council employs 4471 people.')).toContain('Number:4471');
  });
  it('a slashed number after "No." and a code', () => {
    expect(attributesOf('This is Contract No. LPW 2051/03 between the parties.')).not.toContain('Number:2051/03');
    expect(attributesOf('Contract No. 2051/03 governs the supply.')).not.toContain('Number:2051/03');
  });
  it('a telephone number after "ring us on", in two groups', () => {
    expect(attributesOf('If the engine overheats, stop and ring us on 23 456.')).not.toContain('Number:23 456');
    expect(attributesOf('If the engine overheats, call us on 0800 123 456.').filter((a) => a.startsWith('Number'))).toEqual([]);
  });
});

describe('places and spans', () => {
  it('a court named with its seat after "in" keeps it, named by its place first or not (facts set 45; docs/contracts.md)', () => {
    expect(attributesOf('Any dispute is settled by the Åland District Court in Mariehamn.')).toContain('Organization:Åland District Court in Mariehamn');
    expect(attributesOf('Any dispute is settled by the District Court in Kranj.')).toContain('Organization:District Court in Kranj');
  });
  it('"more than a week", "within a month" are Durations; "twice a week" is none', () => {
    expect(attributesOf('Check the oil if you hire the car for more than a week.')).toContain('Duration:more than a week');
    expect(attributesOf('We answer complaints within a month.')).toContain('Duration:within a month');
    expect(attributesOf('We clean the boat twice a week.').filter((a) => a.startsWith('Duration'))).toEqual([]);
  });
  it('Tokelau\'s atolls, Åland\'s municipalities and Norfolk Island\'s town are places', () => {
    for (const town of ['Fakaofo', 'Nukunonu', 'Atafu', 'Jomala', 'Eckerö', 'Saltvik', 'Burnt Pine']) expect(attributesOf(`The Buyer lives in ${town}.`)).toContain(`Location:${town}`);
  });
  it('left out: "Sund" and "Rincon", a surname each, are no places', () => {
    expect(attributesOf('The Buyer lives with Maria Rincon.')).not.toContain('Location:Rincon');
    expect(attributesOf('The Seller is Lars Sund of the bakery.')).not.toContain('Location:Sund');
  });
  it('every attribute\'s offsets slice back to its text', () => {
    fc.assert(fc.property(fc.constantFrom('230567-912K', 'under number 4471', 'No. LPW 2051/03', 'ring us on 23 456', 'more than a week', 'the Åland District Court in Mariehamn', 'Fakaofo'), fc.constantFrom('The Buyer names ', 'See '), (piece, head) => {
      const text = `${head}${piece} and the Seller pays GBP 400 within 10 days.`;
      for (const a of classifyContract(elements(text)).elements[0].attributes) {
        expect(a.begin).toBeGreaterThanOrEqual(0);
        expect(a.end).toBeLessThanOrEqual(text.length);
        expect(text.slice(a.begin, a.end).trim()).toBe(text.slice(a.begin, a.end));
      }
    }), { numRuns: 30 });
  });
  it('reads the new shapes repeated in linear time', () => {
    for (const unit of ['ring us on 23 ', 'No. LPW 20/', 'more than a ', 'Åland District Court in ']) {
      readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))} 456.`;
        return () => classifyContract(elements(text)).elements.length;
      });
    }
  });
});

describe('a time after its date, and a body before a period', () => {
  it('"12 March 2044 at 10 am" is one DateTime, as "10 am on 12 March 2044" is', () => {
    expect(attributesOf('The hire runs from 14 May 2043 at 9 am.')).toContain('DateTime:14 May 2043 at 9 am');
    expect(attributesOf('The hire runs from 9 am on 14 May 2043.')).toContain('DateTime:9 am on 14 May 2043');
  });
  it('near miss: a time with no date before "at" stays alone', () => {
    expect(attributesOf('The office opens at 9 am.')).toContain('DateTime:9 am');
  });
  it('near misses (h105fixN): a 24-hour time after "at", and a 12-hour time opening a span of hours, stay apart from the date', () => {
    const dateTimes = (text: string) => attributesOf(text).filter((a) => a.startsWith('DateTime'));
    expect(dateTimes('The boat is handed over on 4 June 2043 at 14:30.')).toEqual(['DateTime:4 June 2043', 'DateTime:14:30']);
    expect(dateTimes('The hall is open on 4 June 2043 at 8 am until 6 pm.')).not.toContain('DateTime:4 June 2043 at 8 am');
    expect(dateTimes('The hall is booked from 4 June 2043 at 8 am to 6 June 2043 at 6 pm.')).toEqual(['DateTime:4 June 2043 at 8 am', 'DateTime:6 June 2043 at 6 pm']);
  });
  it('a "for" tail ending on a period\'s word is no part of the body\'s name', () => {
    expect(attributesOf('The Scholar shall serve the Ministry of Health for the Bond Period.')).toContain('Organization:Ministry of Health');
    expect(attributesOf('The grant comes from the Department for Education.')).toContain('Organization:Department for Education');
  });
});

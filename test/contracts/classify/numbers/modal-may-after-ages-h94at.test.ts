/**
 * Issue 18, h94at: the modal "may" after an age's or a count's word and a figure ("under 12 may") is no date "12 May";
 * "by 12 may", "on 12 May" stay dates. Sentences written for this test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('"may" after an age or a count', () => {
  it('reads the figure as a Number, no date', () => {
    expect(attributesOf('Children under 12 may enter the pool only with an adult.')).toEqual(['Number:12']);
    expect(attributesOf('Riders aged 16 may ride the trail alone.')).toEqual(['Number:16']);
    expect(attributesOf('Guests older than 65 may ask for a seat.')).toEqual(['Number:65']);
  });
  it('property: any age after "under", "over", "above" or "aged" and "may" is a Number', () => {
    fc.assert(fc.property(fc.constantFrom('under', 'over', 'above', 'below', 'aged'), fc.integer({ min: 2, max: 28 }), (word, age) => {
      expect(attributesOf(`Pupils ${word} ${age} may use the small kiln.`)).toEqual([`Number:${age}`]);
    }));
  });
  it('near misses: a date after "by" or "on" stays a date', () => {
    expect(attributesOf('The Tenant shall return the keys by 12 may.')).toEqual(['DateTime:12 may']);
    expect(attributesOf('The hall is booked on 12 May 2031.')).toEqual(['DateTime:12 May 2031']);
  });
});

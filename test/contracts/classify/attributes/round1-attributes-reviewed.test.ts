/**
 * Round 1's attribute rules of session 36 on ordinary contract language (review hrev51), with sentences written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a figure with thousands commas before a unit of time (durations.ts COUNT, review hrev51)', () => {
  it('is one Duration, the whole figure its count', () => {
    expect(attributesOf('The Contractor shall complete the Works within 1,000 days of the Start Date.')).toEqual(['Duration:within 1,000 days']);
    expect(attributesOf('The Supplier shall hold 3,000 hours of support time for 2 years.')).toEqual(['Duration:3,000 hours', 'Duration:2 years']);
  });
  it('keeps an age as a compound adjective no Duration, its figure a Number', () => {
    expect(attributesOf('The Seller shall deliver 2,000 day-old chicks to the Farm.')).toEqual(['Number:2,000']);
    expect(attributesOf('The warranty period is 2.5 years from delivery.')).toEqual(['Duration:2.5 years']);
  });
});

/**
 * A decimal comma before a unit of time (review hrev51's Left; issue 18, h68left): "10,5 years" is one Duration, as
 * "10.5 years" is. Sentences of our own; the near misses kept.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a decimal comma before a unit of time is one Duration (numbers/durations.ts COUNT, h68left)', () => {
  it('reads "10,5 years" and "2,5 hours" whole, as "10.5 years" is', () => {
    expect(attributesOf('The warranty period is 10,5 years from delivery.')).toEqual(['Duration:10,5 years']);
    expect(attributesOf('The Contractor shall respond within 2,5 hours.')).toContain('Duration:within 2,5 hours');
    expect(attributesOf('The warranty period is 10.5 years from delivery.')).toEqual(['Duration:10.5 years']);
  });

  it('keeps a thousands group a whole count, and a list of figures apart', () => {
    expect(attributesOf('The Supplier shall keep 1,000 days of logs.')).toContain('Duration:1,000 days');
    expect(attributesOf('The works last 12,500 days.')).toEqual(['Duration:12,500 days']);
    // Three figures after the comma are a group, no decimals: "5,100 days" is five thousand one hundred days.
    expect(attributesOf('The works last 5,100 days.')).toEqual(['Duration:5,100 days']);
  });
});

/**
 * A range of counts before one unit is one Duration from its first count (issue 18, h81t62; numbers/durations.ts,
 * rangeStart), as sets 26 and 62 label "one to three months" and "30 to 15 days". Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a range of counts before one unit (h81t62)', () => {
  it('figures, words and a bound before the range: one Duration', () => {
    expectReads(attributesOf, [
      ['20 to 10 days before the hire | 40%', ['Duration:20 to 10 days', 'Percentage:40%']],
      ['You may pause your plan for two to six weeks each year.', ['Duration:two to six weeks']],
      ['The Carrier shall deliver within 3 to 5 working days.', ['Duration:within 3 to 5 working days']],
    ]);
  });

  it('no range: a decimal, a single count, a word count before "to" that is no count', () => {
    expect(attributesOf('The Tenant may stay for 14 days.')).toEqual(['Duration:14 days']);
    expect(attributesOf('Delivery takes 1.5 to 3 days.')).not.toContain('Duration:1.5 to 3 days');
    expect(attributesOf('The Supplier shall reply to requests within 5 days.')).toEqual(['Duration:within 5 days']);
  });
});

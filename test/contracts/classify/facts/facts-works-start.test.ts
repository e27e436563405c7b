/**
 * The works, the installation or the construction that "shall start" on a date is the contract's start, as "shall
 * commence the Works on" is (sets 11, 12 and 27 count the works' start): facts.ts WORKS_START (h45f31, facts set 31's
 * cause 10). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const effective = (...texts: string[]) => classifyContract(elements(...texts)).effective_dates.map((d) => d.text_normalized);

describe('the works that start on a date (h45f31)', () => {
  it('gives the contract\'s start', () => {
    expect(effective('Construction shall begin on 2 March 2032.')).toEqual(['2032-03-02']);
    expect(effective('Work on site will start on 9 March 2032.')).toEqual(['2032-03-09']);
    expect(effective('The Builder shall start the works on 16 March 2032.')).toEqual(['2032-03-16']);
  });
  it('a start of something else stays none', () => {
    expect(effective('The training shall start on 1 May 2032.')).toEqual([]);
    expect(effective('The Supplier shall start deliveries on 1 May 2032.')).toEqual([]);
  });
});

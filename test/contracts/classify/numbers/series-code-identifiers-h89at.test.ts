/**
 * An identifier with a series code in capitals between slashes (issue 18, h89at; set 67's "Licence No.: …"): its figures
 * are parts of one identifier, no Numbers (C28). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a series code between slashes', () => {
  it('makes the figures on both sides one identifier', () => {
    expect(attributesOf('Licence No.: 2031/KIO/012')).toEqual([]);
    expect(attributesOf('Permit 14/TRD/2030 allows 3 stalls.')).toEqual(['Number:3']);
  });
  it('leaves a figure before a single letter or a word a Number', () => {
    expect(attributesOf('The desk is staffed 24/7 for 2 guests.')).toContain('Number:2');
  });
});

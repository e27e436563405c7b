/** Attributes the twelfth blind set showed (issue 18, h18e12); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from './helpers.js';

describe('signatories of other forms (h18e12)', () => {
  it('the Chinese form\'s "Authorised representative:" names the signatory, in either spelling and in capitals', () => {
    expect(attributesOf('Authorised representative: Li Jianguo')).toEqual(['Person:Li Jianguo']);
    expect(attributesOf('Authorized Representative: MARGARET OYELARAN')).toEqual(['Person:MARGARET OYELARAN']);
  });
  it('"SIGNED by" in capitals, the name in capitals, before its post', () => {
    expect(attributesOf('SIGNED by CHAN TAI MAN, director, for and on behalf of HARBOUR LIGHT LIMITED'))
      .toEqual(['Person:CHAN TAI MAN', 'Organization:HARBOUR LIGHT LIMITED']);
  });
  it('a post after the label is no name', () => {
    expect(attributesOf('Authorised representative: the Director')).toEqual([]);
  });
});

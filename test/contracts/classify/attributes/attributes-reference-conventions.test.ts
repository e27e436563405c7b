/**
 * Attribute conventions decided by the reference's visible half (issue 18, h21attr2), each with sentences written for
 * the test: a count in words is a Number of its words ("any one" before a noun or "of" included), and a country's
 * abbreviation is a Location, an adjective included.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('"any one" before a noun or "of" counts', () => {
  it('"for any one incident", "at any one time", "any one of the sites" each hold the Number "one"', () => {
    expect(attributesOf('The insurer covers losses up to £2,000,000 for any one incident.'))
      .toEqual(['Currency:£2,000,000', 'Number:one']);
    expect(attributesOf('No more than 12 visitors may be on the roof at any one time.')).toEqual(['Number:12', 'Number:one']);
    expect(attributesOf('The Contractor may close any one of the depots on notice.')).toEqual(['Number:one']);
  });
  it('in capitals too', () => {
    expect(attributesOf('LIMIT OF INDEMNITY FOR ANY ONE CLAIM')).toEqual(['Number:ONE']);
  });
  it('before a verb "any one" is a pronoun, no count', () => {
    expect(attributesOf('If a trustee resigns, any one may sign in his place.')).toEqual([]);
    expect(attributesOf('Any one who enters the yard must wear boots.')).toEqual([]);
  });
  it('other counts in words stay a Number of the word alone', () => {
    expect(attributesOf('The Lessee shall return two keys and one copy of the inventory.')).toEqual(['Number:two', 'Number:one']);
  });
});

describe('a country\'s abbreviation is a Location, as an adjective too', () => {
  it('"UK", "U.S." before a noun', () => {
    expect(attributesOf('The Processor shall comply with UK data protection law and U.S. export rules.'))
      .toEqual(['Location:UK', 'Location:U.S.']);
  });
});

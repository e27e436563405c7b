/**
 * A body with no legal form described after a comma as a registered body (names/bodies-described-after.ts; issue 18,
 * h93at). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a name described as a registered body', () => {
  it('reads the name before the description', () => {
    expect(orgs('The Rider joins Harbour Basketball Club, an association registered in Lebanon.')).toEqual(['Harbour Basketball Club']);
    expect(orgs('The Printer sponsors Greyfield Rowing Club, an association registered with the Ministry of Sport.')).toEqual(['Greyfield Rowing Club', 'Ministry of Sport']);
    expect(orgs('This agreement is made between Westmoor Arts, a charity registered in England, and the artist.')).toEqual(['Westmoor Arts']);
  });
  it('cuts the sentence\'s article off', () => {
    expect(orgs('The Kestrel Rowing Club, a non-profit association incorporated in Wales, hires the boat.')).toEqual(['Kestrel Rowing Club']);
  });
  it('reads no one word, no role, and no description without a registering act', () => {
    expect(orgs('Greyfield, a company incorporated in England, hires the boat.')).toEqual([]);
    expect(orgs('The Supplier, a company incorporated in England, hires the boat.')).toEqual([]);
    expect(orgs('Greyfield Rowing, a club for young people, hires the boat.')).toEqual([]);
  });
});

describe('a name in capitals', () => {
  it('is left to the capitals\' readers (none cuts its article here)', () => {
    expect(orgs('The boat is hired by HARBOUR ROWING TRUST, a charity registered in England.')).toEqual([]);
  });
});

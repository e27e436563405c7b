/**
 * A party's list number after the preamble's colon, "PARTIES: (1) …", "BETWEEN: (1) …", numbers the parties as
 * "between (1) …" does: no Number (C29 leaves a heading's number bare; issue 18, h67n54, from set 54's miss, with
 * sentences written for the test).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a party\'s list number after "PARTIES:" or "BETWEEN:" is no Number', () => {
  it('"PARTIES: (1) Ardmore Boatworks Limited …; and (2) …", "BETWEEN: (1) …"', () => {
    expect(attributesOf('PARTIES: (1) Ardmore Boatworks Limited, whose registered office is at Oban (the Builder); and (2) Kessock Ferries Limited (the Owner).').filter((a) => a.startsWith('Number')))
      .toEqual([]);
    expect(attributesOf('BETWEEN: (1) Tarn Valley Mills Limited; and (2) Corrie Bakeries Limited.').filter((a) => a.startsWith('Number')))
      .toEqual([]);
  });
  it('a figure in brackets before a word in small letters stays a Number', () => {
    expect(attributesOf('The parties: (3) copies are signed.').filter((a) => a.startsWith('Number'))).toHaveLength(1);
  });
});

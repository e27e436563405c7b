import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a leading clause number belongs to the clause, not to the words after it', () => {
  it('a heading "N.N.N Word" gives no Duration or address from its number', () => {
    expectReads(attributesOf, [
      ['4.3.2 Days', []],
      ['7.1.4 Road and access', []],
      ['6.2 Weeks of closure', []],
    ]);
  });

  it('a quantity after the clause number is still found', () => {
    expect(attributesOf('5.2 Notice of 30 days is required.')).toEqual(['Duration:30 days']);
    expect(attributesOf('9.1.2 Shifts last 12 hours each.')).toEqual(['Duration:12 hours']);
  });

  it('a list marker before a quantity leaves the quantity whole', () => {
    expect(attributesOf('(b) 14 days after delivery;')).toEqual(['Duration:14 days']);
  });

  it('a heading "Article (N)" numbers the article, no Number; a reference to one in a sentence is (h18s15b)', () => {
    expectReads(attributesOf, [
      ['Article (7)', []],
      ['Article (11) Penalties for Delay', []],
      ['The Contractor shall pay the penalties set out in Article (11).', ['Number:11']],
    ]);
  });
});

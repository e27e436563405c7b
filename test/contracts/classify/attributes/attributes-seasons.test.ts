/**
 * A season, an academic or a financial year written "2027/28" (issue 18, h39a), with sentences written for these tests:
 * named alone it is the name of one period, no Number; several named together stay Numbers, as C26's "2027–2028" does.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a season named alone', () => {
  it('leaves "2027/28", "2026-27" and "2029–30" bare', () => {
    expect(attributesOf('The Hall Fee for the 2027/28 Academic Year is £210 per week.')).toEqual(['Currency:£210']);
    expect(attributesOf('PITCH HIRE AGREEMENT – WINTER SEASON 2026-27')).toEqual([]);
    expect(attributesOf('The Grower shall sell its whole crop of the 2029–30 season to the Mill.')).toEqual([]);
  });
  it('still counts what the sentence counts around it', () => {
    expect(attributesOf('The Club may hire the pitch on 12 Saturdays of the 2028/29 season.')).toEqual(['Number:12']);
  });
});

describe('near misses: not one season alone', () => {
  it('keeps seasons named together as Numbers (C26)', () => {
    expect(attributesOf('The Licence covers the 2027/28, 2028/29 and 2029/30 seasons.'))
      .toEqual(['Number:2027/28', 'Number:2028/29', 'Number:2029/30']);
    expect(attributesOf('The Licence covers the 2027–28 and 2028–29 seasons.')).toEqual(['Number:2027–28', 'Number:2028–29']);
  });
  it('keeps two full years joined by a dash as two Numbers (C26)', () => {
    expect(attributesOf('The Licence covers the 2027–2028 season.')).toEqual(['Number:2027', 'Number:2028']);
  });
  it('keeps a figure whose second part is no next year, and a share', () => {
    expect(attributesOf('The parties divide the net receipts 2027/14 between them.')).toContain('Number:2027/14');
    expect(attributesOf('The parties share the net profit on a 60/40 basis.')).toEqual(['Number:60/40']);
  });
});

describe('a season needs its period word (hrev29)', () => {
  it('leaves a financial year and a title\'s year bare', () => {
    expect(attributesOf('The budget for FY 2026/27 is EUR 40,000.')).toEqual(['Currency:EUR 40,000']);
    expect(attributesOf('STUDENT ROOM LICENCE AGREEMENT 2027/28')).toEqual([]);
  });
  it('keeps an order\'s number, a clause, pages and units as the Numbers they were', () => {
    expect(attributesOf('Purchase Order 2026-27 covers 40 units.')).toEqual(['Number:2026-27', 'Number:40']);
    expect(attributesOf('See clause 2026/27 of the Framework.')).toEqual(['Number:2026/27']);
    expect(attributesOf('Pages 1998-99 of the record.')).toEqual(['Number:1998-99']);
    expect(attributesOf('Units 2026-27 of the Building are let to the Tenant.')).toEqual(['Number:2026-27']);
  });
});

/**
 * An order answered within a time is Communication (C82; categories/cues/category-cues-information.ts;
 * issue 18, h73left): sets 1–56 label 10 of the 11 duties to confirm, acknowledge, or accept or reject each order within a
 * time Communication. Sentences written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('an order answered within a time (h73left)', () => {
  it('confirmed, acknowledged, or accepted or declined within days or hours: a Communication cue', () => {
    for (const text of [
      'The Mill shall confirm each work order within two working days of its receipt.',
      'The Printer must accept or decline a Print Order within five Working Days.',
      'The Bakery acknowledges each call-off order in writing within 24 hours.',
      'The Supplier shall accept or reject every purchase order within three (3) business days.',
    ]) {
      expect(cueOf('Communication', text), text).toBe('strong');
      expect(one(text), text).toContain('Communication');
    }
  });
  it('near misses: the choice to buy with no time to answer, a period that is no reply\'s, an order placed within a time', () => {
    for (const text of [
      'The Manufacturer may accept or reject any purchase order in its sole discretion.',
      'The Vendor shall accept every purchase order placed within the validity period.',
      'The Buyer shall place each order within the first week of the month.',
      'The Carrier shall accept the goods within two hours of their arrival at the depot.',
    ]) {
      expect(cueOf('Communication', text), text).not.toBe('strong');
      expect(one(text), text).not.toContain('Communication');
    }
  });
});

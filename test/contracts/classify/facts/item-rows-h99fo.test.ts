/**
 * Facts set 58's cause 11 (issue 18, h99fo): an order's item row "<item> × <quantity> — <sum>" prices the items with no
 * price word (amount-cues.ts ITEM_ROW), as "… × 1 — ¥8,800 each" does. Sentences written for this change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { amounts } from '../facts-readers.js';

describe('an item row with one figure and no price word (cause 11)', () => {
  it('gives the row\'s sum', () => {
    expect(amounts('Order Confirmation', 'Hand-thrown matcha bowl, glazed × 1 — ¥12,400')).toEqual(['12400 JPY']);
    expect(amounts('Order Confirmation', 'Linen apron (natural) × 2 — €64.00')).toEqual(['64 EUR']);
  });
  it('near misses: a size with a letter x, a quantity without a sum', () => {
    expect(speaksOfMoney('Board 2 x 4 - €12 in stock')).toBe(false);
    expect(speaksOfMoney('Matcha bowl × 1 — glazed in blue')).toBe(false);
  });
  it('property: any quantity and sum of a row is a money cue', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 99999 }), (qty, sum) => {
      expect(speaksOfMoney(`Tea canister × ${qty} — ¥${sum.toLocaleString('en-US')}`)).toBe(true);
    }));
  });
});

describe('hostile size (cause 11)', () => {
  it('a long run of times signs and dashes stays fast', () => {
    const text = '× 1 — '.repeat(20000) + 'x';
    const t0 = performance.now();
    speaksOfMoney(text);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('an en dash or a hyphen after the quantity (cause 11, left)', () => {
  it('is no item-row cue: the number reader takes "2 – €64.00" for a range', () => {
    expect(speaksOfMoney('Linen apron (natural) × 2 – €64.00')).toBe(false);
  });
});

// bench/contracts-relabel-imperatives.mjs (issue 18, h120t94): an order to the reader binds no party (docs/contract-labels.md,
// "No type"); the sets' minority (82, 94) relabelled by the majority of sets 1–93.
import { describe, expect, it } from 'vitest';
import { orderUnbound, ordersReader } from '../../bench/contracts-relabel-imperatives.mjs';
import { readsLinearly } from '../security/linear-time.js';

const label = (nature: string, party: string) => ({ nature, party });
const doc = (...elements: { text: string; types?: { nature: string; party: string }[] }[]) => ({ name: 'd', elements });

describe('ordersReader (a clause that opens on a bare verb, no subject)', () => {
  it('reads an order opening the element, after its mark, after a condition, a colon or a semicolon', () => {
    expect(ordersReader('Return the car at the agreed time, with a full tank.')).toBe(true);
    expect(ordersReader('✘ Don\'t bring alcohol on the walk.')).toBe(true);
    expect(ordersReader('✔ Do carry your passport at all times.')).toBe(true);
    expect(ordersReader('If you have an accident, tell the police at once.')).toBe(true);
    expect(ordersReader('Cattle graze on the road: slow down and let them cross.')).toBe(true);
    expect(ordersReader('We lend child seats; ask for them when you book.')).toBe(true);
  });
  it('near misses: a subject before the verb, an item under a lead-in, a verb word as a noun', () => {
    expect(ordersReader('You return the car at the agreed time.')).toBe(false);
    expect(ordersReader('(a) keep your room clean and tidy;')).toBe(false);
    expect(ordersReader('Call-outs outside the opening hours are charged at £95 per hour.')).toBe(false);
    expect(ordersReader('Check-in counters shall open three hours before departure.')).toBe(false);
  });
});

describe('orderUnbound (the "you" party\'s Obligation and Exclusion of an order dropped)', () => {
  it('drops the "you" party\'s labels, keeps the writer\'s', () => {
    const e = { text: 'Do not smoke in the car.', types: [label('Exclusion', 'You')] };
    expect(orderUnbound(e, doc(e))).toEqual([]);
    const both = { text: 'If you are unhappy with anything, tell us first, and we will reply within five days.', types: [label('Obligation', 'You'), label('Obligation', 'Pine Valley')] };
    expect(orderUnbound(both, doc(both))).toEqual([label('Obligation', 'Pine Valley')]);
    const hirer = { text: 'Keep the car locked.', types: [label('Obligation', 'Hirer')] };
    expect(orderUnbound(hirer, doc({ text: 'You pay the hire.', types: [label('Obligation', 'Hirer')] }, hirer))).toEqual([]);
  });
  it('leaves "you" as a main clause\'s subject too, an element with no labels and a lead-in\'s item', () => {
    const main = { text: 'Keep the car locked, and you must return the keys.', types: [label('Obligation', 'You')] };
    expect(orderUnbound(main, doc(main))).toBeUndefined();
    const none = { text: 'Please keep a copy of this agreement.', types: [] };
    expect(orderUnbound(none, doc(none))).toBeUndefined();
    const item = { text: '(c) keep the receipts for 18 months;', types: [label('Obligation', 'You')] };
    expect(orderUnbound(item, doc(item))).toBeUndefined();
  });
  it('reads a long run of marks, conditions and clause openings in linear time', () => {
    for (const unit of ['✔ ', 'If you, ', 'a: b; ', 'do not do not ']) {
      expect(readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => ordersReader(text);
      })).toBe(false);
    }
  });
});

// bench/contracts-relabel-{free-of-charge,goods-made,party-begins-work}.mjs (issue 18, h121conv): the sets' minority
// relabelled by C312 ("free of charge" alone is no Pricing), C313 (goods made named as the work are no Deliverables)
// and docs/contracts.md's written rule (a party's own start of the work on a date gives neither start nor end).
// Sentences written for these tests, none taken from a set.
import { describe, expect, it } from 'vitest';
import { freeOfChargeUnpriced } from '../../bench/contracts-relabel-free-of-charge.mjs';
import { goodsMadeUndelivered } from '../../bench/contracts-relabel-goods-made.mjs';
import { isoDate, partyBeginsWorkDates } from '../../bench/contracts-relabel-party-begins-work.mjs';
import { readsLinearly } from '../security/linear-time.js';

const PRICING = 'Pricing & Taxes';

describe('freeOfChargeUnpriced (C312)', () => {
  it('drops the Pricing that only the words give', () => {
    expect(freeOfChargeUnpriced({ text: 'The Club lends each rower a life jacket free of charge.', categories: ['Asset Use', PRICING] })).toEqual(['Asset Use']);
    expect(freeOfChargeUnpriced({ text: 'We re-cut the key at no extra charge.', categories: [PRICING] })).toEqual([]);
    expect(freeOfChargeUnpriced({ text: 'You may cancel without charge up to a day before.', categories: [PRICING, 'Term & Termination'] })).toEqual(['Term & Termination']);
  });
  it('leaves a price or fee named, a rate card\'s row, an element without Pricing and one without the words', () => {
    expect(freeOfChargeUnpriced({ text: 'The first bag travels free of charge, and each further bag costs EUR 5.', categories: [PRICING] })).toBeUndefined();
    expect(freeOfChargeUnpriced({ text: 'We move the meter once for a fee of $40, or remove it without charge.', categories: [PRICING] })).toBeUndefined();
    expect(freeOfChargeUnpriced({ text: 'Second fitting: no charge', categories: [PRICING] })).toBeUndefined();
    expect(freeOfChargeUnpriced({ text: 'Second fitting | no charge', categories: [PRICING] })).toBeUndefined();
    expect(freeOfChargeUnpriced({ text: 'We re-cut the key free of charge.', categories: ['Warranties'] })).toBeUndefined();
    expect(freeOfChargeUnpriced({ text: 'We re-cut the key at our cost.', categories: [PRICING] })).toBeUndefined();
  });
});

describe('goodsMadeUndelivered (C313)', () => {
  it('drops the Deliverables of goods made named by their count', () => {
    expect(goodsMadeUndelivered({ text: 'We make three woven baskets for the hotel lobby.', categories: ['Deliverables'] })).toEqual([]);
    expect(goodsMadeUndelivered({ text: 'The Potter also makes 40 bowls in the blue glaze.', categories: ['Deliverables'] })).toEqual([]);
    expect(goodsMadeUndelivered({ text: '[02/05/2047, 10:01] Ana: You knit ten scarves for us, in grey.', categories: ['Deliverables', 'Delivery'] })).toEqual(['Delivery']);
  });
  it('leaves a sample, a specification or an acceptance named, a modal, no count and another label', () => {
    expect(goodsMadeUndelivered({ text: 'You make one sample basket first and bring it to us.', categories: ['Deliverables'] })).toBeUndefined();
    expect(goodsMadeUndelivered({ text: 'We make three baskets to the specification in the Annex.', categories: ['Deliverables'] })).toBeUndefined();
    expect(goodsMadeUndelivered({ text: 'We make three baskets, and you accept them on delivery.', categories: ['Deliverables'] })).toBeUndefined();
    expect(goodsMadeUndelivered({ text: 'We shall make three baskets for the hotel.', categories: ['Deliverables'] })).toBeUndefined();
    expect(goodsMadeUndelivered({ text: 'We make the baskets for the hotel.', categories: ['Deliverables'] })).toBeUndefined();
    expect(goodsMadeUndelivered({ text: 'We make three baskets for the hotel.', categories: ['Scope of Work'] })).toBeUndefined();
    expect(goodsMadeUndelivered({ text: 'The Licensee may make one back-up copy.', categories: ['Deliverables'] })).toBeUndefined();
  });
});

describe('partyBeginsWorkDates (docs/contracts.md: a party\'s act on the work gives neither)', () => {
  const doc = (paragraphs: string[], effective: string[], termination: string[]) => ({ paragraphs, expected: { effective_dates: effective, termination_dates: termination } });
  it('reads the written dates', () => {
    expect(isoDate('10th March 2047')).toBe('2047-03-10');
    expect(isoDate('April 1, 2037')).toBe('2037-04-01');
    expect(isoDate('31st July 2047')).toBe('2047-07-31');
  });
  it('gives the start and the completion after it that the set labels', () => {
    const d = doc(['Made this 3rd day of March 2047.', '(c) The Joiner begins the work on 12th May 2047 and shall hand over the boat not later than 30th June 2047.'], ['2047-03-03', '2047-05-12'], ['2047-06-30']);
    expect(partyBeginsWorkDates(d)).toEqual({ effective: ['2047-05-12'], termination: ['2047-06-30'] });
    const we = doc(['We will start the repairs on June 2, 2047 and finish them by June 20, 2047.'], ['2047-06-02'], []);
    expect(partyBeginsWorkDates(we)).toEqual({ effective: ['2047-06-02'], termination: [] });
  });
  it('leaves the works, "commence", the intransitive start, a date written elsewhere and a date not labelled', () => {
    expect(partyBeginsWorkDates(doc(['The Contractor shall start the works on 1 May 2047.'], ['2047-05-01'], []))).toEqual({ effective: [], termination: [] });
    expect(partyBeginsWorkDates(doc(['The Contractor shall commence the work on 1 May 2047.'], ['2047-05-01'], []))).toEqual({ effective: [], termination: [] });
    expect(partyBeginsWorkDates(doc(['I will start on 1 May 2047.'], ['2047-05-01'], []))).toEqual({ effective: [], termination: [] });
    expect(partyBeginsWorkDates(doc(['The Builder begins the work on 1 May 2047.', 'This agreement starts on 1 May 2047.'], ['2047-05-01'], []))).toEqual({ effective: [], termination: [] });
    expect(partyBeginsWorkDates(doc(['The Builder begins the work on 1 May 2047.'], [], []))).toEqual({ effective: [], termination: [] });
  });
  // Growth in CPU time, not a wall budget.
  it('reads long hostile runs in linear time', () => {
    readsLinearly((n) => { const text = `${'free of at no '.repeat(n / 14)}`; return () => freeOfChargeUnpriced({ text, categories: [PRICING] }); });
    readsLinearly((n) => { const text = `We ${'also '.repeat(n / 5)}make`; return () => goodsMadeUndelivered({ text, categories: ['Deliverables'] }); });
    readsLinearly((n) => { const text = `[${'1'.repeat(n / 2)}`; return () => goodsMadeUndelivered({ text, categories: ['Deliverables'] }); });
    readsLinearly((n) => { const p = `The Builder ${'begins the work on '.repeat(n / 18)}`; return () => partyBeginsWorkDates({ paragraphs: [p], expected: { effective_dates: [], termination_dates: [] } }); });
    readsLinearly((n) => { const p = `The Builder begins the work on 1 May 2047 and ${'by 1 May '.repeat(n / 9)}`; return () => partyBeginsWorkDates({ paragraphs: [p], expected: { effective_dates: [], termination_dates: [] } }); });
  });
});

/**
 * "invoiced" of a measure of goods ("below the weight invoiced", "the invoiced quantity") says what the invoice counts:
 * no payment, so a period in that sentence is no payment term (facts.ts PAYMENT; facts set 38's cause 16, issue 18,
 * h70money). An invoice, "the amount invoiced" and "sums invoiced" stay payment words. Contracts of my own.
 */
import { describe, expect, it } from 'vitest';
import { paymentTerms } from '../facts-readers.js';

const supply = 'This Supply Agreement is made on 2 March 2034 between Nakheel Farms LLC (the "Seller") and Batinah Foods LLC (the "Buyer").';

describe('a measure invoiced states no payment (h70money)', () => {
  it('a rejection or claim period beside "the weight invoiced", "the invoiced quantity", "the goods invoiced"', () => {
    expect(paymentTerms(supply, 'The Buyer may reject a delivery whose weight is below the weight invoiced, by written notice within five (5) days of delivery.')).toEqual([]);
    expect(paymentTerms(supply, 'Any shortfall against the invoiced quantity must be notified within ten (10) days of delivery.')).toEqual([]);
    expect(paymentTerms(supply, 'Missing goods invoiced shall be claimed within seven (7) days.')).toEqual([]);
    expect(paymentTerms(supply, 'The Buyer may return a batch of a poorer quality than invoiced, by notice within eight (8) days of receipt.')).toEqual([]);
    expect(paymentTerms(supply, 'Goods not as invoiced may be returned within four (4) days.')).toEqual([]);
  });

  it('invoices and sums invoiced stay payments (near misses)', () => {
    expect(paymentTerms(supply, 'The Buyer shall settle each invoice within thirty (30) days of its date.')).toEqual(['30 days']);
    expect(paymentTerms(supply, 'The amount invoiced is due within twenty (20) days of delivery.')).toEqual(['20 days']);
    expect(paymentTerms(supply, 'Each delivery is invoiced within five (5) days.')).toEqual(['5 days']);
  });
});

describe('"as invoiced" of a sum, and goods "paid for within" a time, state payments (review hrev61)', () => {
  it('a sum as invoiced and goods invoiced paid for within a time', () => {
    expect(paymentTerms(supply, 'The Buyer shall settle each amount as invoiced within thirty (30) days.')).toEqual(['30 days']);
    expect(paymentTerms(supply, 'Fees are charged as invoiced within fifteen (15) days.')).toEqual(['15 days']);
    expect(paymentTerms(supply, 'The goods invoiced must be paid for within thirty (30) days.')).toEqual(['30 days']);
  });
  it('near misses: goods not as invoiced, a grade as invoiced, a weight invoiced stay no payment', () => {
    expect(paymentTerms(supply, 'Goods not as invoiced may be returned within four (4) days.')).toEqual([]);
    expect(paymentTerms(supply, 'A lot whose grade is not the grade as invoiced may be rejected within six (6) days.')).toEqual([]);
    expect(paymentTerms(supply, 'The Buyer may claim for a weight below the weight invoiced within ten (10) days.')).toEqual([]);
  });
});

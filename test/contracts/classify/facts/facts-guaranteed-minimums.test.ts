/**
 * Minimum sales by the period and a minimum one party guarantees the other are contract amounts (h61facts; facts sets
 * 16, 19 and 30 each missed one): "minimum annual sales of GBP 250,000" is the sales target "minimum sales of" already
 * was, and "guarantees the Agent a minimum of £9,000.00" money the guarantor owes. Contracts of my own; a guarantee of
 * another's obligations, a minimum of no money and a minimum stock give none.
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

const contract = (...clause: string[]) =>
  amounts(
    'AGENCY AGREEMENT',
    'This Agreement is made on 3 March 2031 between Alder Foods Ltd (the "Principal") and Birch Trading Ltd (the "Agent").',
    ...clause,
  );

describe('minimum sales by the period and a guaranteed minimum (h61facts)', () => {
  it('"minimum annual sales of GBP 250,000" is a contract amount', () => {
    expect(contract('The Agent undertakes to achieve minimum annual sales of GBP 250,000.')).toEqual(['250000 GBP']);
  });
  it('so are "minimum monthly sales" the agent guarantees', () => {
    expect(contract('The Agent guarantees minimum monthly sales of GBP 40,000.')).toEqual(['40000 GBP']);
  });
  it('a minimum the principal guarantees the agent is money it owes', () => {
    expect(contract('The Principal guarantees the Agent a minimum of £9,000.00 for the season.')).toEqual(['9000 GBP']);
  });
});

describe('near misses give no amount (h61facts)', () => {
  it('a guarantee of another\'s obligations up to a sum', () => {
    expect(contract('The Guarantor guarantees the obligations of the Agent up to GBP 50,000.')).toEqual([]);
  });
  it('a guaranteed minimum of no money, and a minimum stock', () => {
    expect(contract('The Principal guarantees a minimum of 95% availability.', 'The Agent shall keep a minimum stock of GBP 20,000.')).toEqual([]);
  });
});

// hrev50: a minimum of insurance a party guarantees to hold is cover, not money it owes.
describe('a guaranteed minimum of insurance is no amount (hrev50)', () => {
  it('"guarantees a minimum sum insured of" is cover', () => {
    expect(contract('The Agent guarantees a minimum sum insured of EUR 1,000,000 for each event.')).toEqual([]);
  });
  it('"a minimum of <sum> of liability insurance cover" is cover', () => {
    expect(contract('The Agent guarantees a minimum of EUR 5,000,000 of liability insurance cover.')).toEqual([]);
  });
  it('a minimum guaranteed to the other party stays its amount (the near miss kept)', () => {
    expect(contract('The Principal guarantees the Agent a minimum of EUR 14,000 for the season.')).toEqual(['14000 EUR']);
  });
});

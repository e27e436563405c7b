/**
 * Sentences h18def's rules (natures.ts: a party discharged of liability, money a party receives, holding a licence)
 * should not fire on (review hrev9): each was labelled before the fix.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const clause = (text: string): string[] => typesOf(PREAMBLE, text).slice(1)[0];

describe('a release denied is no Disclaimer: the party stays bound', () => {
  it('"Neither party shall be released from liability", "No party is released from its obligations" → Obligation', () => {
    expect(clause('Neither party shall be released from liability for any breach committed before termination.')).toEqual(['Obligation/Multiple Parties']);
    expect(clause('No party is released from its obligations under Clause 5 by the expiry of this Agreement.')).toEqual(['Obligation/Multiple Parties']);
  });
  it('a release given stays a Disclaimer', () => {
    expect(clause('The Supplier shall be released from all liability unless suit is brought within nine months.')).toEqual(['Disclaimer/Supplier']);
  });
});

describe('receiving a document about money is no right to money', () => {
  it('an invoice for the fees, a copy of the fee schedule, payment instructions, a credit note', () => {
    expect(clause('The Customer will receive an invoice for the fees each month.')).toEqual(['Obligation/Customer']);
    expect(clause('The Customer will receive a copy of the fee schedule on request.')).toEqual(['Obligation/Customer']);
    expect(clause('The Supplier shall receive the payment instructions from the Customer in writing.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Customer shall receive the credit note within 10 days.')).toEqual(['Obligation/Customer']);
  });
  it('the money itself is still a right', () => {
    expect(clause('The Supplier shall receive a fee of 2% of the price.')).toEqual(['Right/Supplier']);
    expect(clause('The Customer will receive a service credit, calculated monthly.')).toEqual(['Right/Customer']);
  });
});

describe('holding the licences a law requires is a duty, not a licence granted', () => {
  it('"shall have all licences required by law", "the necessary licences and permits"', () => {
    expect(clause('The Supplier shall have all licences required by law to perform the Services.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Supplier shall have the necessary licences and permits.')).toEqual(['Obligation/Supplier']);
  });
  it('a licence to do something, or under a right, is still a right', () => {
    expect(clause('The Customer has a non-exclusive licence under the Supplier\'s patents.')).toEqual(['Right/Customer']);
    expect(clause('The Customer shall have a perpetual licence to use the Reports.')).toEqual(['Right/Customer']);
  });
});

/**
 * What sets 23 and 24 left in party bindings (issue 18, h23s23), each rule with sentences written for it (none from a
 * set): "the Party" qualified by a relative clause opened by a preposition or a pronoun is whichever party it befalls;
 * a paragraph caption closed by a dash ("Sole Paragraph – ") does not hide the subject a second modal after "and" shares.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('"the Party" with a relative clause', () => {
  it('opened by a preposition and "which"/"whom": each party it may befall', () => {
    expect(typesOf(PREAMBLE, 'The Party for which delivery became impossible is obliged to inform the other Party at once.')[1]).toEqual(['Obligation/Multiple Parties']);
    expect(typesOf(PREAMBLE, 'The party to whom the invoice is addressed shall query it within 10 days.')[1]).toEqual(['Obligation/Multiple Parties']);
    expect(typesOf(PREAMBLE, 'The Party against which the claim is brought may defend it.')[1]).toEqual(['Right/Multiple Parties']);
  });
  it('opened by "that" or "who"', () => {
    expect(typesOf(PREAMBLE, 'The party that terminates early shall repay any advance.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
  it('"the Party" alone, in a two-party contract, still names no one', () => {
    expect(typesOf(PREAMBLE, 'The Party shall notify the Supplier.')[1]).toEqual([]);
  });
});

describe('a dash-closed caption before the subject', () => {
  it('"Sole Paragraph –", "Clause 4 –", "Second Paragraph –": the second modal after "and" keeps the subject', () => {
    expect(typesOf(PREAMBLE, 'Sole Paragraph – The Customer may not sublet the premises and must keep them in good repair.')[1]).toEqual(['Exclusion/Customer', 'Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'Clause 4 – The Supplier may not hire staff of the Customer and must report any approach to the Customer.')[1]).toEqual(['Exclusion/Supplier', 'Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'Second Paragraph – The Customer may not assign the lease and must notify the Supplier of any sale.')[1]).toEqual(['Exclusion/Customer', 'Obligation/Customer']);
  });
});

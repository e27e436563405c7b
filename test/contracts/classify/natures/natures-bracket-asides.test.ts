import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';
import { bracketAsides } from '../../../../src/contracts/classify/natures/bracket-asides.js';

/** Types of each clause after the preamble (Northwind "Customer", Contoso "Supplier"). */
const clauses = (...texts: string[]): string[][] => typesOf(PREAMBLE, ...texts).slice(1);

// C16 (issue 18, h22nat): a duty or right stated in round brackets is an aside; the clause's type is its own text's.
describe('a duty or right in brackets adds no type (C16)', () => {
  it('an item keeps its lead-in\'s duty; the bracketed duty of the other party adds nothing', () => {
    expect(clauses('The Supplier shall:', '1. keep the site tidy;', '2. at the Customer\'s request, replace any team member (the Customer is required to give a reason for the request);'))
      .toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier']]);
  });
  it('a right with a bracketed consequence is the right alone', () => {
    expect(clauses('Either party may ask for the goods to be returned (in which case the Supplier shall refund the price paid for them).'))
      .toEqual([['Right/Multiple Parties']]);
    expect(clauses('The Customer shall pay the invoice (the Supplier may charge interest on late payment) within 30 days.'))
      .toEqual([['Obligation/Customer']]);
  });
  it('the clause outside the brackets is read as usual', () => {
    expect(clauses('The Supplier shall (and shall procure that its subcontractors shall) keep the site tidy.')).toEqual([['Obligation/Supplier']]);
    expect(clauses('The Customer may (by notice) terminate this Agreement.')).toEqual([['Right/Customer']]);
  });
  it('a bracket the layout left open hides nothing after it', () => {
    expect(clauses('The Supplier may suspend the work for up to ten days (and the Customer shall pay the standby rate.'))
      .toEqual([['Right/Supplier', 'Obligation/Customer']]);
  });
  it('a clause wholly in brackets is the clause, not an aside (hrev14)', () => {
    expect(clauses('(The Supplier shall deliver the goods to the Customer\'s warehouse by 1 May.)')).toEqual([['Obligation/Supplier']]);
    expect(clauses('(b) (the Customer may inspect the goods before acceptance);')).toEqual([['Right/Customer']]);
    // A marker's clause with an aside at its end keeps the aside one.
    expect(clauses('(c) the Supplier may suspend the work (the Customer shall pay the standby rate);')).toEqual([['Right/Supplier']]);
  });
});

describe('bracketAsides', () => {
  it('marks positions inside closed pairs, nested or not, and nothing after an open one', () => {
    const text = 'a (b (c) d) e (f ) g ( h';
    const inside = bracketAsides(text);
    expect([...text].map((_, i) => (inside(i) ? '1' : '0')).join('')).toBe('001111111110001111000000');
  });
  it('a stray closing bracket closes nothing', () => {
    const inside = bracketAsides('a ) b ( c ) d');
    expect([0, 2, 4, 8, 12].map(inside)).toEqual([false, false, false, true, false]);
  });
});

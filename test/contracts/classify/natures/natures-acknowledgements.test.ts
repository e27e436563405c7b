import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

/** Types of each clause after the preamble (Northwind "Customer", Contoso "Supplier"). */
const clause = (text: string): string[] => typesOf(PREAMBLE, text)[1];

// C15 (issue 18, h22nat): "acknowledges and agrees that" records what a party accepts as so; it is no promise.
describe('an acknowledgement is no promise (C15)', () => {
  it('"acknowledges and agrees that" a fact gives no type', () => {
    expect(clause('The Customer acknowledges and agrees that the Supplier has made no promise about the speed of the network.')).toEqual([]);
    expect(clause('The parties acknowledge and agree that the delivery schedule in Annex B is an estimate only.')).toEqual([]);
    expect(clause('The Supplier recognises and agrees that the Customer operates a public tender process.')).toEqual([]);
    expect(clause('The Customer acknowledges, and agrees that the hosting centre is in Ireland.')).toEqual([]);
  });
  it('a party that is not the subject of a duty inside the acknowledged clause stays unbound', () => {
    expect(clause('The parties acknowledge and agree that any review of the timesheets by the Customer shall not be acceptance of the work.')).toEqual([]);
  });
  it('a duty stated inside the acknowledged clause is read as usual', () => {
    expect(clause('The Supplier acknowledges and agrees that it shall keep the source code in escrow.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Customer acknowledges and agrees that it will not resell the licences.')).toEqual(['Exclusion/Customer']);
    expect(clause('The Customer acknowledges and agrees that the Supplier may suspend the service for maintenance.')).toEqual(['Right/Supplier']);
  });
  it('"agrees to" after the acknowledgement, and "agree that" alone, are still promises', () => {
    expect(clause('The Customer acknowledges and agrees to pay the set-up fee before the launch.')).toEqual(['Obligation/Customer']);
    expect(clause('The parties agree that the fees in Schedule 2 are fixed for the first year.')).toEqual(['Obligation/Multiple Parties']);
    expect(clause('The Customer acknowledges that it has read the service description and agrees that it is complete.')).toEqual(['Obligation/Customer']);
  });
});

/**
 * The main contract's party guaranteeing in a guarantee recites that contract, no sum secured (h63left), but a party
 * that "hereby" guarantees, or guarantees another's obligations, gives the guarantee, whatever its role is named
 * (secured-sum.ts MAIN_PARTY_GUARANTEES; hrev53's review of round 1). Documents of my own; the recital stays no sum.
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

const byCustomer = 'This Guarantee is given on 3 February 2031 by Brightwell Ltd (the "Customer") to Ostrava Systems s.r.o. (the "Beneficiary").';
const opening = 'This Guarantee is given on 3 March 2031 by Alder Bank plc (the "Guarantor") in favour of Birch Homes Ltd (the "Beneficiary").';

describe('a guarantor named by a main contract\'s role secures its sum (hrev53)', () => {
  it('"The Customer hereby guarantees …", "The Customer guarantees the obligations of …"', () => {
    expect(amounts('GUARANTEE', byCustomer, 'The Customer hereby guarantees the obligations of its subsidiary up to EUR 100,000.')).toEqual(['100000 EUR']);
    expect(amounts('GUARANTEE', byCustomer, 'The Customer guarantees the obligations of Kolin Trade Ltd up to EUR 100,000.')).toEqual(['100000 EUR']);
  });
});

describe('the recital stays no sum (hrev53, near misses)', () => {
  it('"Under the Supply Agreement the Supplier guarantees delivery …", "The Contractor has guaranteed the performance …"', () => {
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'Under the Supply Agreement the Supplier guarantees delivery of goods up to EUR 1,000,000 in value.')).toEqual([]);
    expect(amounts('PERFORMANCE GUARANTEE', opening, 'The Contractor has guaranteed the performance of the works up to EUR 50,000.')).toEqual([]);
  });
});

/**
 * A present letting is the lessee's right (issue 18, h21s21), as a present appointment or facility is the appointee's
 * (object-natures.ts): sets 13, 20 and 21 label "X leases/subleases to Y" Right/Y; set 1 (written before the
 * conventions) labels its "Landlord hereby leases to Tenant" Obligation/Landlord. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const LEASE = 'This Lease is made between Hollow Creek Orchards LLC ("Landlord") and Amos Pruitt ("Tenant").';

describe('a present letting is the lessee\'s right', () => {
  it('"leases to", "hereby lets to", "subleases to"', () => {
    expect(typesOf(LEASE, 'Landlord leases to Tenant the north orchard of 40 acres.', 'The Landlord hereby lets to the Tenant the packing shed.').slice(1))
      .toEqual([['Right/Tenant'], ['Right/Tenant']]);
  });
  it('not under a modal nor in a condition', () => {
    expect(typesOf(LEASE, 'If Landlord leases to Tenant any further land, the rent rises.', 'Landlord may lease to Tenant the south orchard.').slice(1))
      .toEqual([[], ['Right/Landlord']]);
  });
});


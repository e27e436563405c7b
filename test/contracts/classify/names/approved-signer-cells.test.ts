/**
 * Issue 18, h94at: a signing row's cell names its signer after the party's label and the formula "(read and approved)",
 * or after "for" and the company with its legal form (names/approved-signer-cells.ts). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { persons, places } from '../found-names.js';

describe('signers in "read and approved" cells', () => {
  it('reads the signer after the formula, and after the company signed for', () => {
    const row = 'The Landlord (read and approved): Kouadio Serge | The Tenant (read and approved): for BATIR PLUS SARL, Bamba Awa';
    expect(persons(row)).toEqual(['Kouadio Serge', 'Bamba Awa']);
    expect(places(row)).toEqual([]);
  });
  it('reads the signer after a label and "for" the company, with no formula', () => {
    expect(persons('The Tenant: for BATIR PLUS SARL, Bamba Awa')).toEqual(['Bamba Awa']);
  });
  it('near misses: a bare label before a name, a company after the formula, a long text', () => {
    expect(persons('The Supplier: Harbour Foods')).toEqual([]);
    expect(persons('The Tenant (read and approved): BATIR PLUS SARL')).toEqual([]);
  });
});

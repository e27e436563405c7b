/**
 * Set 53's natures (issue 18, h63n53), with sentences written for these tests (none of the set's): the operative formula
 * with the parties named by their roles is untyped as "The parties agree as follows:" is (natures.ts, assentsAsParties;
 * sets 30 and 53); an easement, a servitude, a wayleave or a rent-free period granted, and the deed's "grants and
 * conveys", are the grantee's Right as a discount granted is (object-natures.ts, GRANTS and GRANTED; sets 13 and 53),
 * while "hereby assigns" and a conveyance of a defined thing stay no promise (C20); an entrustment inside a relative
 * clause confers nothing (object-natures.ts, ENTRUSTER_IN_RELATIVE).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...items: string[]) => typesOf(...preamble, ...items).slice(preamble.length);
const DEED = ['This Deed is made between Martha Quill ("Owner") and Fenland Water Ltd ("Company").'];
const LEASE = ['This Lease is made between Harbour Row Estates Ltd ("Landlord") and Pemberton Books Ltd ("Tenant").'];
const HAULAGE = ['This contract is made between Ostrava Fresh s.r.o. ("Sender") and Moravia Trucking a.s. ("Haulier").'];

describe('the operative formula with the parties named (natures.ts, assentsAsParties)', () => {
  it('is untyped when two or more parties assent together', () => {
    expect(after(LEASE,
      'NOW, THEREFORE, Landlord and Tenant agree as follows:',
      'In consideration of the rent, the Landlord and the Tenant agree as follows:'))
      .toEqual([[], []]);
  });
  it('keeps one party\'s formula over its items, and the parties\' agreement to a term', () => {
    expect(after(LEASE, 'The Tenant agrees as follows:')).toEqual([['Obligation/Tenant']]);
    expect(after(LEASE, 'The Landlord and the Tenant agree that the rent is fair.')).toEqual([['Obligation/Landlord', 'Obligation/Tenant']]);
  });
});

describe('a grant of an easement or a rent-free period (object-natures.ts, GRANTED)', () => {
  it('is the grantee\'s Right', () => {
    expect(after(DEED,
      'The Owner grants the Company an easement across the north meadow for a water main.',
      'The Owner hereby grants and conveys to the Company a permanent wayleave along the track.',
      'The Owner grants to the Company a right of way over the lane.'))
      .toEqual([['Right/Company'], ['Right/Company'], ['Right/Company']]);
    expect(after(LEASE, 'The Landlord grants the Tenant a rent-free period of three months for its shopfitting.')).toEqual([['Right/Tenant']]);
  });
  it('leaves an assignment, a conveyance of a defined thing, a denied grant and a bare period untyped', () => {
    expect(after(DEED,
      'The Owner hereby assigns the Lease to the Company.',
      'The Owner hereby grants and conveys to the Company the Property.',
      'Nothing in this Deed grants the Company an easement over the garden.'))
      .toEqual([[], [], []]);
    expect(after(LEASE, 'The Landlord grants the Tenant a period of grace.')).toEqual([[]]);
  });
});

describe('an entrustment in a relative clause (object-natures.ts, ENTRUSTER_IN_RELATIVE)', () => {
  it('confers nothing', () => {
    expect(after(HAULAGE,
      'The object of this contract is the road carriage of the chilled goods that the Sender entrusts to the Haulier.',
      'The Haulier shall carry the pallets which the Sender entrusts to the Haulier.'))
      .toEqual([[], ['Obligation/Haulier']]);
  });
  it('keeps a present entrustment the receiver\'s Right', () => {
    expect(after(HAULAGE, 'The Sender hereby entrusts to the Haulier the carriage of its chilled goods.')).toEqual([['Right/Haulier']]);
  });
});

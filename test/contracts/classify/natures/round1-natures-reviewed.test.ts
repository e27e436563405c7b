/**
 * Round 1's nature rules of session 36 on ordinary contract language (review hrev51), with sentences written for these
 * tests: an easement or a rent-free period is the grantee's Right when it is what is granted, named at most two words
 * after its article, not when a warranty, an indemnity or a lease granted only speaks of one (object-natures.ts
 * GRANTED).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...items: string[]) => typesOf(...preamble, ...items).slice(preamble.length);
const DEED = ['This Deed is made between Martha Quill ("Grantor") and Fenland Water Ltd ("Grantee").'];
const LEASE = ['This Lease is made between Harbour Row Estates Ltd ("Landlord") and Pemberton Books Ltd ("Tenant").'];
const SALE = ['This Agreement is made between Oakridge Farms Ltd ("Seller") and Brightwater Foods Ltd ("Buyer").'];

describe('an easement or a rent-free period granted (object-natures.ts GRANTED, review hrev51)', () => {
  it('is the grantee\'s Right when it is the thing granted', () => {
    expect(after(DEED,
      'The Grantor grants the Grantee an easement across the north meadow for a water main.',
      'The Grantor hereby grants and conveys to the Grantee a perpetual, non-exclusive easement over the strip shown on the Plan.'))
      .toEqual([['Right/Grantee'], ['Right/Grantee']]);
    expect(after(LEASE,
      'The Landlord grants the Tenant a rent-free period of three months.',
      'The Landlord grants the Tenant a rent-free fit-out period of 45 days.'))
      .toEqual([['Right/Tenant'], ['Right/Tenant']]);
  });
  it('is no Right when a warranty, an indemnity, a guarantee or a lease granted only speaks of it', () => {
    expect(after(SALE,
      'The Seller grants the Buyer a warranty that the Land is free of easements and restrictive covenants.',
      'The Seller grants the Buyer an indemnity against any claim arising from an easement over the Land.'))
      .toEqual([[], []]);
    expect(after(LEASE,
      'The Landlord grants the Tenant a lease of the Premises subject to the easement in favour of the adjoining owner.',
      'The Landlord grants the Tenant an indemnity against any service charge falling due during the rent-free period.',
      'The Tenant grants the Landlord a guarantee of the rent payable after the rent-free period ends.'))
      .toEqual([[], [], []]);
  });
});

describe('"grants and conveys" (object-natures.ts CONVEYS, CONVEYED_RIGHT, review hrev51)', () => {
  it('confers a right, an easement or a wayleave named at the head of what is conveyed', () => {
    expect(after(DEED,
      'The Grantor hereby grants and conveys to the Grantee a permanent wayleave along the track.',
      'The Grantor hereby grants and conveys to the Grantee a right of way over the lane.'))
      .toEqual([['Right/Grantee'], ['Right/Grantee']]);
  });
  it('passes title, no Right, when land or "the entire right, title and interest" is conveyed (C20)', () => {
    expect(after(SALE,
      'The Seller hereby grants and conveys to the Buyer the land described in Schedule 1 together with all rights attached to it.',
      'The Seller hereby grants and conveys to the Buyer the entire right, title and interest in and to the Land.',
      'The Seller hereby grants and conveys to the Buyer the Property, free of all encumbrances.'))
      .toEqual([[], [], []]);
  });
});

const HOTEL = ['This Management Agreement is made between Lakeside Hotels Ltd ("Owner") and Crestline Hospitality LLC ("Manager").'];

describe('an entrustment after "that" (object-natures.ts ENTRUSTER_IN_RELATIVE, review hrev51)', () => {
  it('is the receiver\'s Right after a verb of agreeing or stating: a complement clause, no relative one', () => {
    expect(after(HOTEL,
      'It is agreed that the Owner hereby entrusts to the Manager the management of the Hotel.',
      'The Owner confirms that the Owner entrusts to the Manager the management of the Hotel.',
      'It is further agreed that Owner entrusts to Manager the operation of the spa.'))
      .toEqual([['Right/Manager'], ['Right/Manager'], ['Right/Manager']]);
  });
  it('confers nothing in a relative clause on a noun', () => {
    expect(after(HOTEL,
      'The Manager shall keep safe all keys which the Owner entrusts to the Manager.',
      'The Manager shall insure the furniture that the Owner entrusts to the Manager.'))
      .toEqual([['Obligation/Manager'], ['Obligation/Manager']]);
  });
});

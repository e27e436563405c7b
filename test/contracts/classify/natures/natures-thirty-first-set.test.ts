/**
 * Set 31's party bindings (issue 18, h26n31), each with sentences written for the test (not the set's): a letting whose
 * lessee is the verb's first object ("We let you the plot"), a warranty given in the present tense ("gives a warranty of
 * twelve months"), and "either … or" / "neither … nor" of two named parties read as "either party" is (C28).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const LEASE = 'This Lease is made between Hollow Creek Orchards LLC ("Landlord") and Amos Pruitt ("Tenant").';
const SERVICE = 'This Agreement is made between Fjordline Pumps AS ("Service Provider") and Kvarven Fisk AS ("Customer").';
const AGENCY = 'This agreement is made between Ruth and Owen Pryce ("the Owners") and Coastline Cottages Ltd ("the Agency").';

describe('a letting with the lessee first is the lessee\'s right', () => {
  it('"lets the Tenant the shed", "leases the Tenant a berth"', () => {
    expect(typesOf(LEASE, 'The Landlord lets the Tenant the packing shed beside the north orchard.', 'Landlord leases Tenant a cold store bay for the picking season.').slice(1))
      .toEqual([['Right/Tenant'], ['Right/Tenant']]);
  });
  it('"we let you" in plain English, the reader the lessee', () => {
    expect(typesOf('These terms are between Greenhill Parish Council ("we", "us") and the plot holder ("you").', 'We let you the garden plot marked on the plan for growing vegetables.').slice(1))
      .toEqual([['Right/You']]);
  });
  it('not "lets the Tenant know", not under a modal, not in a condition', () => {
    // "lets the Tenant know" is no letting (no Right/Tenant); since h118t91 it informs, a present-tense duty as "tells"
    // is (nature-present-duties.ts LETS_KNOW, set 91's cause 1): Obligation/Landlord, changed on purpose (was none).
    expect(typesOf(LEASE, 'The Landlord lets the Tenant know of any spraying a week ahead.', 'If the Landlord lets the Tenant the barn, the rent rises by 10%.', 'The Landlord may let the Tenant the barn in winter.').slice(1))
      .toEqual([['Obligation/Landlord'], [], ['Right/Landlord']]);
  });
});

describe('a warranty given now is the giver\'s promise', () => {
  it('"gives a warranty of", "provides a 24-month guarantee", "offers the Customer a warranty"', () => {
    expect(typesOf(SERVICE, 'The Service Provider gives a warranty of six (6) months on all repairs.', 'The Service Provider provides a 24-month guarantee on replaced pumps.', 'The Service Provider offers the Customer a warranty on each new impeller.').slice(1))
      .toEqual([['Obligation/Service Provider'], ['Obligation/Service Provider'], ['Obligation/Service Provider']]);
  });
  it('not "gives no warranty", not a warranty certificate, not "shall give" read twice', () => {
    expect(typesOf(SERVICE, 'The Service Provider gives no warranty for pumps it did not install.', 'The Service Provider gives a warranty certificate with each pump.', 'The Service Provider shall give a warranty of one year.').slice(1))
      // A certificate given with each pump is no warranty given (no Warranties promise), but handing it over is a duty in
      // the present tense (C34, proposed by h28s35n).
      .toEqual([['Disclaimer/Service Provider'], ['Obligation/Service Provider'], ['Obligation/Service Provider']]);
  });
});

describe('"either … or" and "neither … nor" of named parties are Multiple Parties (C28)', () => {
  it('either, neither, with or without articles', () => {
    expect(typesOf(AGENCY, 'Either the Owners or the Agency may cancel a booking made in error.', 'Neither the Owners nor the Agency may let the cottage to more than six guests.', 'Either Owners or Agency can ask for a meeting.').slice(1))
      .toEqual([['Right/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Right/Multiple Parties']]);
  });
  it('"and" still names each party; one named party stays itself', () => {
    expect(typesOf(AGENCY, 'The Owners and the Agency shall meet each March.', 'Either the Agency may cancel the booking or it may move it.').slice(1))
      .toEqual([['Obligation/Owners', 'Obligation/Agency'], ['Right/Agency']]);
  });
});

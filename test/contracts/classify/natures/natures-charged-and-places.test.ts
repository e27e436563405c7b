/**
 * Party bindings of set 23's defects (issue 18, h22s23), each a rule of drafting: one "charged", "billed" or
 * "invoiced" with no agent is acted on and owes nothing (docs/contracts.md, "Agentless passives bind no one"); a party
 * after a preposition of place or motion ("into the Harbour") is no subject of the verb after "and". Sentences written
 * for these tests.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Mooring Agreement is made between Tidewater Harbour Ltd (the "Harbour") and Ines Moreau (the "Owner").';
const WE_YOU = 'These terms are between Paws Retreat Ltd ("we", "us") and you, the owner of the dog ("you").';

describe('an agentless "be charged" binds no one', () => {
  it.each([
    ['If the Owner leaves before the end of the month, the Owner will still be charged for the whole month.', []],
    ['The Owner will not be billed for any day the pontoon is closed.', []],
    ['The Owner will be invoiced each quarter and shall pay within 14 days.', ['Obligation/Owner']],
    ['The Harbour will charge the Owner for electricity at cost.', ['Obligation/Harbour']],
  ])('%s', (text, want) => {
    expect(typesOf(PREAMBLE, text)[1]).toEqual(want);
  });

  it('in plain-English terms, beside the provider\'s own bar', () => {
    expect(typesOf(WE_YOU, 'We will not groom a dog that bites, and you will also be charged for the booked session.')[1]).toEqual(['Exclusion/we']);
  });
});

describe('a party after "into", "onto", "through" is no subject', () => {
  it.each([
    ['The Owner must not pump fuel into the Harbour and must report any spill at once.', ['Obligation/Owner', 'Exclusion/Owner']],
    ['The Owner must not tow another boat through the Harbour and must keep to the marked channel.', ['Obligation/Owner', 'Exclusion/Owner']],
  ])('%s', (text, want) => {
    expect([...typesOf(PREAMBLE, text)[1]].sort()).toEqual([...want].sort());
  });
});

describe('"rents to" and "hires to" let, as "leases to" does', () => {
  it.each([
    ['The Harbour rents to the Owner a storage locker on the quay for the season.', ['Right/Owner']],
    ['The Harbour hires to the Owner a tender with its outboard motor.', ['Right/Owner']],
    ['Rents to be paid under this agreement are due monthly.', []],
  ])('%s', (text, want) => {
    expect(typesOf(PREAMBLE, text)[1]).toEqual(want);
  });
});

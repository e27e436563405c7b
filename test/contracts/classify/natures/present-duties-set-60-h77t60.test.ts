/**
 * Issue 18, h77t60: natures set 60 lost — "you" in we/you terms with a bare present verb (C34), a plural party's verb of
 * effort ("try to"), "A <noun> that the parties cannot …" (a relative clause, as "Any dispute that …"), "owes … nothing"
 * (a Disclaimer) and "keeps ownership of" (a Right, as "retains ownership of"). Sentences written for these tests, in
 * other trades' wording.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TERMS = 'These rental terms apply between Velo Rent SIA ("Velo Rent", "we", "us" or "our") and you, the rider ("you").';
const LEASE = 'This barn lease is made between Talu OÜ (the "Lessor") and Mets ja Põld OÜ (the "Lessee").';

describe('C34: "you" with a bare present verb in we/you terms', () => {
  it('binds "you" on an action verb, with or without "us" in the predicate', () => {
    expect(typesOf(TERMS, 'You pay the hourly rate shown in the app when the ride ends.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(TERMS, 'If you lose a bike, you pay its replacement value of EUR 600.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(TERMS, 'You lock the bike at a Velo Rent station after each ride.')[1]).toEqual(['Obligation/You']);
  });
  it('near misses: "we" offering describes the service (what "we" does binds it since h78we); "you" keeping or receiving binds nothing', () => {
    expect(typesOf(TERMS, 'We offer city bikes and e-bikes at every station.')[1]).toEqual([]);
    expect(typesOf(TERMS, 'We keep ride data for 12 months.')[1]).toEqual(['Obligation/Velo Rent']);
    expect(typesOf(TERMS, 'You keep the rights in the photos you upload.')[1]).toEqual([]);
    expect(typesOf(TERMS, 'You receive a receipt by e-mail after each ride.')[1]).toEqual([]);
    expect(typesOf(TERMS, 'When you start a ride, the app unlocks the bike.')[1]).toEqual([]);
    expect(typesOf(TERMS, 'You provide your route suggestions on an "AS IS" basis, without warranties of any kind.')[1]).toEqual([]);
  });
});

describe('C34: a plural party\'s verb of effort with an infinitive', () => {
  it('"The parties try to settle …" binds both, as "shall try to" does', () => {
    expect(typesOf(LEASE, 'The parties first try to resolve any disagreement by talking to each other.')[1]).toEqual(['Obligation/Multiple Parties']);
    expect(typesOf(LEASE, 'The parties endeavour to agree the new rent before the end of March.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
  it('near misses: another verb with an infinitive and a plural noun with no verb stay unread', () => {
    expect(typesOf(LEASE, 'The parties wish to extend the lease.')[1]).toEqual([]);
    expect(typesOf(LEASE, 'The parties\' attempts to settle the matter are recorded in the minutes.')[1]).toEqual([]);
  });
});

describe('a relative clause on a noun with "a" and "cannot"', () => {
  it('"A dispute that the parties cannot settle is decided by …" bars no one', () => {
    expect(typesOf(LEASE, 'A disagreement that the parties cannot resolve is decided by the Tartu County Court.')[1]).toEqual([]);
    expect(typesOf(LEASE, '12.2 A disagreement that the parties cannot resolve is decided by the Tartu County Court.')[1]).toEqual([]);
  });
  it('near miss: inside the predicate the relative clause keeps its bar (hrev58)', () => {
    expect(typesOf(LEASE, 'The Lessor grants a right of way that the Lessee cannot transfer.')[1]).toEqual(['Exclusion/Lessee']);
  });
  it('near miss: the parties\' own "cannot" in a main clause stays their bar', () => {
    expect(typesOf(LEASE, 'The parties cannot change this lease orally.')[1]).toEqual(['Exclusion/Multiple Parties']);
  });
});

describe('"owes … nothing" and "keeps ownership of"', () => {
  it('"owes the Lessee nothing" is the Lessor\'s Disclaimer', () => {
    expect(typesOf(LEASE, 'If the barn burns down, the Lessor owes the Lessee nothing for the hay stored in it.')[1]).toEqual(['Disclaimer/Lessor']);
    expect(typesOf(LEASE, 'The Lessee owes the Lessor nothing for ordinary wear.')[1]).toEqual(['Disclaimer/Lessee']);
  });
  it('near misses: money owed as a sanction stays a promise; "no later than" is a deadline', () => {
    expect(typesOf(LEASE, 'The Lessee owes interest at 8% a year on late rent.')[1]).toEqual(['Obligation/Lessee']);
    expect(typesOf(LEASE, 'The Lessee pays the rent no later than the fifth day of each month.')[1]).toEqual(['Obligation/Lessee']);
  });
  it('"keeps ownership of" is a Right, as "retains ownership of" is (C43)', () => {
    expect(typesOf(LEASE, 'The Lessor keeps ownership of the fences and gates.')[1]).toEqual(['Right/Lessor']);
  });
  it('near miss: keeping records stays a duty', () => {
    expect(typesOf(LEASE, 'The Lessee keeps a record of every load of manure spread.')[1]).toEqual(['Obligation/Lessee']);
  });
});

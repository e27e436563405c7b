/**
 * Natures set 21 showed missing or wrong (issue 18, h21s21), each rule with sentences written for it (none from the set):
 * naming sentences and the operative formula bind no one, a signature field under closing definitions is no
 * definition, a cost split by shares binds each agent, and a party qualified
 * after its noun ("the Party affected by …", "a party whose …", "a Partner wishing to …") is whichever party it befalls.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const LEASE = 'This Lease is made between Hollow Creek Orchards LLC ("Landlord") and Amos Pruitt ("Tenant").';

describe('sentences that name or introduce, and bind no one', () => {
  it('"shall be referred to individually as a "Party"" names the parties', () => {
    expect(typesOf(LEASE, 'The Landlord and the Tenant shall be referred to individually as a "Party" and together as the "Parties".', 'The Tenant shall hereinafter be called the "Grower".').slice(1))
      .toEqual([[], []]);
  });
  it('"NOW, THEREFORE, the parties agree as follows:" and "The parties agree:" over the clauses are the operative formula', () => {
    expect(typesOf(LEASE, 'NOW, THEREFORE, the parties agree as follows:', { text: '1. THE ORCHARD', kind: 'title' }, 'The parties agree:', 'Both parties agree as follows:').slice(1))
      .toEqual([[], [], [], []]);
  });
  it('a party\'s own "agrees as follows:" and the parties\' "agree to" stay promises', () => {
    expect(typesOf(LEASE, 'The Tenant agrees as follows:', { text: '(a) to prune the trees each winter;', kind: 'listItem' }, 'The parties agree to meet each March.').slice(1))
      .toEqual([['Obligation/Tenant'], ['Obligation/Tenant'], ['Obligation/Multiple Parties']]);
  });
});

describe('signature fields after definitions that close the contract', () => {
  it('"LANDLORD: <name>" under the definitions heading is a signature line; a row with a meaning is a definition', () => {
    expect(typesOf(LEASE, { text: 'SCHEDULE 3 – DEFINITIONS', kind: 'title' }, '"Orchard" means the land in Schedule 1.', 'Harvest Season: the period from August 1 to October 31.', 'LANDLORD: Hollow Creek Orchards LLC By: Ruth Pruitt, Member', 'Tenant: Amos Pruitt').slice(2))
      .toEqual([['Definition/None'], ['Definition/None'], [], []]);
  });
});

describe('a cost split between agents by shares', () => {
  it('each agent of "shared 60% by … and 40% by …" bears its share', () => {
    expect(typesOf(LEASE, 'The cost of spraying is to be shared 60% by Landlord and 40% by Tenant.', 'Irrigation water shall be paid one-half by the Landlord and the other half by the Tenant.', 'Fencing shall be borne equally by the Tenant.').slice(1))
      .toEqual([['Obligation/Landlord', 'Obligation/Tenant'], ['Obligation/Landlord', 'Obligation/Tenant'], ['Obligation/Tenant']]);
  });
  it('a second party after "and" without a share is no agent', () => {
    expect(typesOf(LEASE, 'Water is to be supplied by Landlord and metered for Tenant.').slice(1)).toEqual([['Obligation/Landlord']]);
  });
});

describe('a party qualified after its noun is whichever party it befalls', () => {
  const JV = ['THIS AGREEMENT is made between Alder Holdings Ltd ("Alder") and Birch Ventures Ltd ("Birch"), each a "Partner" and together the "Partners".'];
  it('"The Party affected by …", "the party in breach", "A party whose … must"', () => {
    expect(typesOf(...JV, 'The Party affected by a strike shall inform the other Party within 3 days.', 'The party in breach shall pay the costs of the other.', 'A party whose shareholding falls below 5% must sell its shares to the other party.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('"A Partner wishing to sell its shares must first offer them …"', () => {
    expect(typesOf(...JV, 'A Partner wishing to sell its shares must first offer them to the other Partner.').slice(1)).toEqual([['Obligation/Multiple Parties']]);
  });
  it('"the party" with no qualifier after it names no one', () => {
    expect(typesOf(...JV, 'The party shall be notified.').slice(1)).toEqual([[]]);
  });
});

describe('subjects joined by a comma alone are no list', () => {
  it('"after leaving the Clinic, the Associate shall not": the Associate only; "A, B and C shall" all three', () => {
    const pre = 'This Agreement is made between Harbour Dental LLP ("Clinic") and Priya Nair ("Associate").';
    expect(typesOf(pre, 'For a year after leaving the Clinic, the Associate shall not treat its patients.', 'The Clinic, the Associate and the Agent shall meet monthly.').slice(1))
      .toEqual([['Exclusion/Associate'], ['Obligation/Clinic', 'Obligation/Associate', 'Obligation/Agent']]);
  });
  it('"entitles the other Partner to" is the other member\'s Right', () => {
    const jv = 'THIS AGREEMENT is made between Alder Ltd ("Alder") and Birch Ltd ("Birch"), each a "Partner" and together the "Partners".';
    expect(typesOf(jv, 'A change of control of a Partner entitles the other Partner to buy its shares.').slice(1)).toEqual([['Right/Multiple Parties']]);
  });
});

/**
 * Set 45's party bindings (issue 18, h36n45), with sentences written for the test (not the set's): a party named as the
 * object of a modal right before "and" and a second modal is no second subject; a grant to two grantees gives each that
 * is a party its Right (table 2.1), and none to a grantee that is no party.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...sentences: string[]) => typesOf(...preamble, ...sentences).slice(preamble.length);
const CHARTER = ['This Charter Party is made between Fjordline Tankers AS ("Owners") and Sunda Petroleum Pte Ltd ("Charterers").'];
const OUTSOURCING = ['This Agreement is made between the Borough Council (the "Council") and Penrose Systems Limited (the "Contractor").'];

describe('a party that is the object of a modal before "and" and a second modal', () => {
  it('binds only the subject of the first modal', () => {
    expect(after(CHARTER,
      'If the vessel is detained, Owners shall inform the port agent and Charterers promptly and shall keep a log.',
      'Owners shall notify Charterers and shall cooperate with the surveyor.'))
      .toEqual([['Obligation/Owners'], ['Obligation/Owners']]);
  });
  it('still binds a second party that has a modal of its own', () => {
    expect(after(CHARTER,
      'Owners shall load the cargo and Charterers shall pay the freight.',
      'Owners shall inform Charterers, and Charterers shall reply within two days.',
      'Owners shall ask Charterers whether Charterers agree and shall then wait.'))
      .toEqual([['Obligation/Owners', 'Obligation/Charterers'], ['Obligation/Owners', 'Obligation/Charterers'], ['Obligation/Owners']]);
  });
});

describe('a grant to two grantees (table 2.1: a grant is the grantee\'s Right)', () => {
  it('gives the grantee that is a party its Right, the other grantee none', () => {
    expect(after(OUTSOURCING,
      'The Contractor hereby grants the Council and the Incoming Contractor a non-exclusive licence to use the tools for six months.'))
      .toEqual([['Right/Council']]);
  });
  it('gives both parties their Right when both are parties', () => {
    expect(after(['This Agreement is made between Alder Labs Ltd ("Alder"), Birch Data Ltd ("Birch") and Cedar Media Ltd ("Cedar").'],
      'Cedar hereby grants Alder and Birch a licence to use the footage.'))
      .toEqual([['Right/Alder', 'Right/Birch']]);
  });
  it('gives no Right where what is granted is no right ("grants the Council and the Contractor time")', () => {
    expect(after(OUTSOURCING, 'The Contractor grants the Council and the Auditor free entry tickets to the show.')).toEqual([[]]);
  });
});

describe('a liability kept after a right ("may … and shall remain liable")', () => {
  const AGENCY = ['This Agreement is made between Duarte Sports, S.L. (the "Agent") and Marco Ruiz (the "Player").'];
  it('is the right holder\'s Obligation beside its Right', () => {
    expect(after(AGENCY,
      'The Agent may engage a scout only with the Player\'s consent and shall remain liable for the scout\'s conduct.',
      'The Agent may engage a scout and shall remain fully responsible for its work.'))
      .toEqual([['Right/Agent', 'Obligation/Agent'], ['Right/Agent', 'Obligation/Agent']]);
  });
  it('leaves another duty joined to a right by a bare "and" unread, as before', () => {
    expect(after(AGENCY, 'The Agent may withhold taxes and shall remit them.')).toEqual([['Right/Agent']]);
  });
});

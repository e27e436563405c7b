/**
 * Issue 18, h109n86 (set 86's causes 1 and 2; rules written for this test): C80's collective bracket closing a "We, the
 * …" subject names every speaker (C219), and the offices those members fill from among themselves are parties by their
 * own names (C220).
 */
import { describe, expect, it } from 'vitest';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { electedOffices, roleDefinitions } from '../../../../src/contracts/classify/parties/role-definitions.js';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const WE = 'We, the ten women whose names appear at the end of these rules (each a "Member" and together the "Members"), set up a savings club in Leeds and agree to these rules.';
const GROUP_MAP = [['Member', 'Multiple Parties'], ['Members', 'Multiple Parties']];

describe('a first-person preamble\'s collective bracket (C80, C219)', () => {
  it('"We, the … (each a "Member" …)" names all the speakers', () => {
    expect([...groupAliases([WE])]).toEqual(GROUP_MAP);
    expect([...groupAliases(['We, the undersigned (each a "Partner" and together the "Partners"), agree as follows.'])])
      .toEqual([['Partner', 'Multiple Parties'], ['Partners', 'Multiple Parties']]);
    expect(typesOf('CLUB RULES', WE, 'Each Member pays GBP 20 a month to the Treasurer.', 'No Member may leave the club before the end of the cycle.', 'A Member who pays late pays a fine of GBP 2.').slice(2))
      .toEqual([['Obligation/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });

  it('near misses: a bracket after the first sentence, another speaker, a bracket of things', () => {
    // The bracket is in a later sentence: it names whatever that sentence speaks of.
    expect([...groupAliases(['We, the members of the club, agree to these rules. The rooms we hire (each a "Venue") are listed below.'])]).toEqual([]);
    // Not the speakers: "We" without "the" describing them.
    expect([...groupAliases(['We sell through our resellers (each a "Reseller" and together the "Resellers").'])]).toEqual([]);
    // A bracket after another bracket of the subject is not read past it.
    expect([...groupAliases(['We, the Club (the "Club"), and our sponsors (each a "Sponsor"), agree as follows.'])]).toEqual([]);
  });

  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `We, the ${'women of the town '.repeat(n / 17)}(each a "Member" and together the "Members"), agree.`;
      return () => groupAliases([text]);
    });
  });
});

describe('offices the parties fill from among themselves (C220)', () => {
  const RULES = ['CLUB RULES', WE, '1.1 The Members elect a Chair, a Treasurer and a Secretary from among themselves for one year.'];

  it('each office is a party by its name', () => {
    expect(electedOffices(RULES[2], new Set(['Member', 'Members']))).toEqual(['Chair', 'Treasurer', 'Secretary']);
    expect(electedOffices('A Treasurer is elected from among the Members.', new Set(['Members']))).toEqual(['Treasurer']);
    expect(electedOffices('We shall appoint a Club Captain from among ourselves.', new Set())).toEqual(['Club Captain']);
    expect(typesOf(...RULES, 'The Treasurer keeps the club\'s book.', 'The Chair calls each meeting by text message.', 'The Secretary writes the minutes of each meeting.').slice(3))
      .toEqual([['Obligation/Treasurer'], ['Obligation/Chair'], ['Obligation/Secretary']]);
  });

  it('near misses: filled from others, no "from among", electors who are no party', () => {
    // From among people who are no party.
    expect(electedOffices('The Members elect a Chair from among the Directors.', new Set(['Members']))).toEqual([]);
    // No pool: an office the document only mentions.
    expect(electedOffices('The Members elect a Chair each year.', new Set(['Members']))).toEqual([]);
    // The electors are no party.
    expect(electedOffices('The Directors appoint a Secretary from among themselves.', new Set(['Members']))).toEqual([]);
    expect(roleDefinitions(['The Board appoints a Treasurer from among the Members.'], ['Members'])).toEqual(new Map());
    // Without the election the office word binds nothing of its own.
    expect(typesOf('CLUB RULES', WE, 'The Treasurer keeps the club\'s book.').slice(2)).not.toEqual([['Obligation/Treasurer']]);
  });

  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `The Members elect ${'a Chair , '.repeat(n / 10)}from among`;
      return () => electedOffices(text, new Set(['Members']));
    });
  });
});

describe('the election itself and a casting vote (cause 3)', () => {
  const RULES = ['CLUB RULES', WE, '1.1 The Members elect a Chair, a Treasurer and a Secretary from among themselves for one year.'];
  it('the members electing their officers act; the office\'s casting vote is its Right', () => {
    expect(typesOf(...RULES)[2]).toEqual(['Obligation/Multiple Parties']);
    expect(typesOf(...RULES, 'Decisions are taken by a majority of the Members present, and the Chair has a casting vote.')[3]).toEqual(['Right/Chair']);
  });
  it('near misses: an election with no office filled from among them; a vote that decides nothing', () => {
    expect(typesOf('CLUB RULES', WE, 'The Members elect to meet on Sundays.')[2]).toEqual([]);
    expect(typesOf(...RULES, 'The Chair has a vote like every Member.')[3]).not.toContain('Right/Chair');
  });
});

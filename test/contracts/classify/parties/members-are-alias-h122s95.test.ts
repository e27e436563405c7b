/**
 * Set 95's cause 1 (issue 18, h122s95; C329), in organ-aliases.ts: bylaws that have named their body go on `Its members
 * (the "Members") are …`; the alias is the subject of its own sentence and names a party, so "Each new Member
 * subscribes …", "Members may use …" and "No Member may …" bind the Members, not a role of the word "Member". Not a
 * party's employees or things aliased so, nor a bracket that closes no subject. Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBERS_ARE, memberAliases } from '../../../../src/contracts/classify/parties/organ-aliases.js';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const BODY = 'The cooperative is called the Ely Oyster Cooperative (the "Cooperative") and its seat is the old quay at Ely.';

describe('a body\'s members aliased as the subject of their own sentence (C329)', () => {
  it('binds the clauses\' Member and Members to the alias', () => {
    expect(typesOf(BODY,
      'Its members (the "Members") are the farmers who hold a concession on the estuary.',
      'Each new Member subscribes at least ten shares.',
      'Members may use the purification tanks in their turns.',
      'No Member may sell seed oysters outside the Cooperative.',
      'The Cooperative buys seed oysters in common.').slice(2))
      .toEqual([['Obligation/Members'], ['Right/Members'], ['Exclusion/Members'], ['Obligation/Cooperative']]);
  });
  it('reads "Their members", "The Cooperative\'s members" and "is"/"comprise" too', () => {
    expect([...memberAliases(['Their members (the "Members") comprise the growers.']).keys()]).toEqual(['Members']);
    expect([...memberAliases(['The Ely Cooperative\'s members ("Members") are the farmers.']).keys()]).toEqual(['Members']);
    expect([...memberAliases(['Its members (the "Members") are the farmers.']).values()]).toEqual(['Members']);
  });
  it('near misses: employees, another alias, a bracket that closes no subject, or later than the opening', () => {
    expect([...memberAliases(['Its employees (the "Staff") are trained by the Cooperative.']).keys()]).toEqual([]);
    expect([...memberAliases(['Its members (the "Growers") are the farmers.']).keys()]).toEqual([]);
    expect([...memberAliases(['The Cooperative sells to its members (the "Members") at cost.']).keys()]).toEqual([]);
    expect([...memberAliases(['Its members (the "Members"), once admitted, vote.']).keys()]).toEqual([]);
    expect([...memberAliases([...Array(30).fill('The Cooperative buys oysters.'), 'Its members (the "Members") are the farmers.']).keys()]).toEqual([]);
    // With no such sentence, "Member" stays the role word it was.
    expect(typesOf(BODY, 'Each new Member subscribes at least ten shares.')[1]).toEqual(['Obligation/Member']);
  });
  it('near miss (h122mendS, review82 #13): members said NOT to be parties name no party', () => {
    const bylaws = [{ text: 'BYLAWS OF THE BAY OYSTER COOPERATIVE', kind: 'title' as const },
      'The Bay Oyster Cooperative (the "Cooperative") is a cooperative of oyster farmers.'];
    expect(typesOf(...bylaws,
      'Its members (the "Members") are not parties to these bylaws and are bound only by the rules of the harbour.',
      'Members may use the tanks.')[3]).toEqual([]);
    expect([...memberAliases(['Its members (the "Members") are not parties to these bylaws.']).keys()]).toEqual([]);
    expect([...memberAliases(['Its members (the "Members") are  not bound by them.']).keys()]).toEqual([]);
    // The sentence C329 was made for still reads, "not" later in it or not.
    expect(typesOf(...bylaws,
      'Its members (the "Members") are the farmers who hold a concession and are not employees of the Cooperative.',
      'Members may use the tanks.')[3]).toEqual(['Right/Members']);
    expect([...memberAliases(['Its members (the "Members") are notified farmers.']).keys()]).toEqual(['Members']);
  });
  it('any possessive body name before "members" reads the same alias', () => {
    fc.assert(fc.property(fc.constantFrom('Ely', 'Riec Oyster', 'Marsh Seed Library'), fc.constantFrom('are', 'is', 'comprise'), (name, verb) => {
      expect(MEMBERS_ARE.exec(`The ${name}'s members (the "Members") ${verb} the farmers.`)?.[1]).toBe('Members');
      expect(MEMBERS_ARE.exec(`The ${name}'s members (the "Members") and staff ${verb} the farmers.`)).toBeNull();
    }));
  });
  it('hostile input: the pattern runs in linear time', () => {
    const found = readsLinearly((n) => {
      const text = `The ${'Aa '.repeat(n)}members ${'( '.repeat(n)}x`;
      return () => MEMBERS_ARE.test(text);
    });
    expect(found).toBe(false);
  });
});

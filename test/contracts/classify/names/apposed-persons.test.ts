/**
 * Persons named between commas after a person's role or after "I," (names/apposed-persons.ts; issue 18, h93at).
 * Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { persons } from '../found-names.js';

describe('a person named after a role and a comma', () => {
  it('reads the name after a possessive and the role', () => {
    expect(persons('The Publisher\'s lawyer, Nadia Kassab, shall receive a copy.')).toEqual(['Nadia Kassab']);
    expect(persons('The Rider was brought to the team by his agent, Omar Fakhoury, whose fee the Club pays.')).toEqual(['Omar Fakhoury']);
  });
  it('reads the writer named after "I,"', () => {
    expect(persons('I, Lucia Marte Olivo, Notary Public of Dajabón, certify the signatures above.')).toEqual(['Lucia Marte Olivo']);
  });
  it('reads no firm: common words, or a role a firm fills', () => {
    expect(persons('Its agent, Harbour Shipping, shall collect the books.')).toEqual([]);
    expect(persons('Its auditor, Kassab Mercer, shall sign the accounts.')).toEqual([]);
  });
  it('reads the name whatever the role and possessive', () => {
    fc.assert(fc.property(fc.constantFrom('his', 'her', 'the', 'The Buyer\'s'), fc.constantFrom('agent', 'lawyer', 'accountant', 'doctor'), (owner, role) => {
      expect(persons(`Notice goes to ${owner} ${role}, Rania Abboud, at the address above.`)).toEqual(['Rania Abboud']);
    }), { numRuns: 16 });
  });
});

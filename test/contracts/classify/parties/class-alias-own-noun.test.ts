/**
 * A class's alias that is the class's own noun in the singular names the class as a party, though the word is too short
 * for an agent noun: "its users (each a "User")" (parties/described-parties.ts namesItsClass; review hrev46's Left,
 * h62names). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const typesOfLast = (...texts: string[]) => classifyContract(elements(...texts)).elements[texts.length - 1].types.map((t) => `${t.label.nature}/${t.label.party}`);
const parties = (...texts: string[]) => classifyContract(elements(...texts)).parties.map((p) => `${p.party}/${p.role}/${p.importance}`);

describe('a class named by its own noun in the singular (h62names)', () => {
  const preamble = 'These Terms are entered into by Brightline Media Ltd (the "Provider"), which makes the platform available to its users (each a "User").';
  it('"its users (each a "User")" is a party, and "The User shall" binds it', () => {
    expect(parties(preamble, 'The User shall keep the password secret.')).toEqual(['BRIGHTLINE MEDIA/Supplier/Primary', 'USERS/Buyer/Primary']);
    expect(typesOfLast(preamble, 'The User shall keep the password secret.')).toEqual(['Obligation/User']);
  });
  it('near misses: a thing\'s alias or another noun\'s is none; a clause\'s class (no maker before it) is none', () => {
    expect(parties('These Terms are entered into by Brightline Media Ltd (the "Provider"), which lists the goods of its members (each a "Listing").'))
      .toEqual(['BRIGHTLINE MEDIA/Supplier/Primary']);
    expect(parties('This Agreement is made between Acme Ltd (the "Seller") and Birch Ltd (the "Buyer").', 'The Buyer may grant access to its users (each a "User").'))
      .not.toContain('USERS/Buyer/Primary');
  });
});

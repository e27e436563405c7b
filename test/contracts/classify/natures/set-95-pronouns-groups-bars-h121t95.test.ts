/**
 * Set 95's causes 3 and 4 (issue 18, h121t95; bench/log.md "Set 95's pronouns of two people, group subjects and bars";
 * C315): "she" and "he" between two people, told apart by the document's own possessives (personal-pronouns.ts
 * genderedParties); "he"/"she" after an opening phrase with no party (natures.ts PERSON_PRONOUN_OPENS); "either/neither/
 * each of them" before a modal (roles.ts GROUP_SUBJECTS); "lets X <verb> the thing" (object-natures.ts
 * VERB_AFTER_LESSEE); "pays no <thing>" (nature-present-duties.ts PAYS_NO). Sentences written for this test, in
 * documents of their own, none from the set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { genderedParties, personalAntecedent, type PersonalParties } from '../../../../src/contracts/classify/parties/personal-pronouns.js';
import type { PartyMention } from '../../../../src/contracts/classify/parties/party-lexicon.js';

const TWO = 'This agreement is made on 3 March 2041 between Agnese Rossi, of Lucca ("the Landowner"), and Bruno Conti, shepherd, of Pescia ("the Shepherd").';
const last = (types: string[][]) => types[types.length - 1];
const inTwo = (...lines: string[]) => last(typesOf(TWO, ...lines));

describe('"she" and "he" between two people (C315, genderedParties)', () => {
  it('the document\'s "his" makes the Shepherd "he", so "she" is the Landowner, past his sentence', () => {
    const types = typesOf(TWO, 'The Landowner lets the Shepherd graze his sheep in the upper meadow.', 'She keeps the right to cut hay in the lower meadow.');
    expect(types[1]).toEqual(['Right/Shepherd']);
    expect(types[2]).toEqual(['Right/Landowner']);
  });
  it('and "he" after her sentence is the Shepherd', () => {
    expect(inTwo('The Shepherd brings his dogs to the meadow every day.', 'She may walk the meadow at any time.', 'He may give the Landowner a cheese.')).toEqual(['Right/Shepherd']);
  });
  it('"her own" and "herself" tell a woman as "his" tells a man', () => {
    expect(inTwo('The Landowner cuts the hay herself.', 'The Landowner may sell the hay.', 'He may keep the dogs in the barn.')).toEqual(['Right/Shepherd']);
    expect(inTwo('The Landowner keeps the orchard for her own use.', 'The Landowner may sell the hay.', 'He may keep the dogs in the barn.')).toEqual(['Right/Shepherd']);
  });
  it('near miss: with no possessive of either, the sentence before names the pronoun\'s party (C23\'s earlier reading)', () => {
    expect(inTwo('The Landowner may walk the meadow at any time.', 'He may give the Landowner a cheese.')).toEqual(['Right/Landowner']);
  });
  it('near miss: "her" alone may be another\'s object, and tells nothing', () => {
    expect(inTwo('The Shepherd pays her the rent in May.', 'The Shepherd may keep the dogs in the barn.', 'She may sell the wool.')).toEqual(['Right/Shepherd']);
  });
  it('near miss: a possessive after another pronoun is that pronoun\'s', () => {
    expect(inTwo('The Shepherd tells the Landowner that she must fence her own orchard.', 'The Shepherd may keep the dogs in the barn.', 'She may sell the wool.')).toEqual(['Right/Shepherd']);
  });
  it('near miss: one person and a company keep C23\'s person', () => {
    const PRE = 'This agreement is made between Lucca Dairy Srl ("the Dairy") and Bruno Conti, of Pescia ("the Shepherd").';
    expect(last(typesOf(PRE, 'The Dairy may refuse the milk.', 'He must deliver the milk by 7 am.'))).toEqual(['Obligation/Shepherd']);
  });
});

describe('genderedParties and personalAntecedent', () => {
  const find = (parties: readonly string[]) => (text: string): PartyMention[] => {
    const out: PartyMention[] = [];
    for (const party of parties) {
      const at = text.indexOf(`the ${party}`);
      if (at >= 0) out.push({ begin: at + 4, end: at + 4 + party.length, party, negative: false });
    }
    return out.sort((a, b) => a.begin - b.begin);
  };
  it('counts a possessive for the nearest party before it, and none for a party with both', () => {
    const persons = ['Owner', 'Herder'];
    expect([...genderedParties(['If the Herder falls ill, his brother keeps the pigs.'], persons, find(persons))]).toEqual([['Herder', 'he']]);
    expect([...genderedParties(['the Herder and his pigs', 'the Herder for her own use'], persons, find(persons))]).toEqual([]);
    expect([...genderedParties(['the Owner lets the Herder put his pigs'], persons, find(persons))]).toEqual([['Herder', 'he']]);
  });
  it('a pronoun the person fits replaces the other person\'s reading, never a person of its own', () => {
    const personal: PersonalParties = { impersonal: new Set(), persons: ['Owner', 'Herder'], genders: new Map([['Herder', 'he']]) };
    expect(personalAntecedent('She', undefined, 'Herder', true, personal)).toBe('Owner');
    expect(personalAntecedent('He', undefined, 'Owner', true, personal)).toBe('Herder');
    expect(personalAntecedent('he', 'Herder', undefined, false, personal)).toBe('Herder');
    expect(personalAntecedent('they', undefined, 'Herder', true, personal)).toBe('Herder');
  });
  it('property: without evidence, every reading stays the one given', () => {
    fc.assert(fc.property(fc.constantFrom('he', 'she', 'He', 'She'), fc.constantFrom(undefined, 'Owner', 'Herder'), fc.constantFrom(undefined, 'Owner', 'Herder'), (word, own, previous) => {
      const personal: PersonalParties = { impersonal: new Set(), persons: ['Owner', 'Herder'], genders: new Map() };
      expect(personalAntecedent(word, own, previous, true, personal)).toBe(own ?? previous);
    }));
  });
  it('property: the party read is one of the document\'s people or the reading given', () => {
    fc.assert(fc.property(fc.constantFrom('he', 'she'), fc.constantFrom(undefined, 'Owner', 'Herder', 'Company'), fc.constantFrom<'he' | 'she'>('he', 'she'), (word, previous, herder) => {
      const personal: PersonalParties = { impersonal: new Set(['Company']), persons: ['Owner', 'Herder'], genders: new Map([['Herder', herder]]) };
      const got = personalAntecedent(word, undefined, previous, true, personal);
      expect(got === previous || got === 'Owner' || got === 'Herder').toBe(true);
      expect(got).toBe(word === herder ? 'Herder' : 'Owner');
    }));
  });
});

describe('"he"/"she" after an opening phrase with no party (PERSON_PRONOUN_OPENS)', () => {
  it('the sentence before names the pronoun\'s party', () => {
    expect(inTwo('The Shepherd pays the Landowner EUR 400 for the season.', 'Instead of part of the rent, he may give the Landowner two cheeses.')).toEqual(['Right/Shepherd']);
    expect(inTwo('The Shepherd pays the Landowner EUR 400 for the season.', 'In return for the grazing, he must mend the fences.')).toEqual(['Obligation/Shepherd']);
  });
  it('near miss: "it" and "they" after such a phrase keep their own reading', () => {
    expect(inTwo('The Shepherd may keep the dogs in the barn.', 'In case of a conflict between these documents, they shall prevail in the order listed.')).toEqual([]);
  });
  it('near miss: a phrase naming a party is no such opening', () => {
    expect(inTwo('The Landowner may walk the meadow.', 'Instead of the Landowner\'s dogs, he may use his own.')).toEqual([]);
  });
});

describe('"either/neither/each of them" before a modal (GROUP_SUBJECTS)', () => {
  it('is Multiple Parties, negated by "neither"', () => {
    expect(inTwo('Either of them may end this agreement by letter with a month\'s notice.')).toEqual(['Right/Multiple Parties']);
    expect(inTwo('Neither of them may sell the wool of the other.')).toEqual(['Exclusion/Multiple Parties']);
    expect(inTwo('Each of them must keep a copy of the grazing map.')).toEqual(['Obligation/Multiple Parties']);
  });
  it('near misses: "of them" as an object or in a condition without a modal', () => {
    expect(inTwo('This agreement may be changed only in a writing signed by both of them.')).toEqual([]);
    expect(inTwo('The Shepherd tells the Landowner at once if either of them falls ill.')).toEqual(['Obligation/Shepherd']);
  });
});

describe('"lets X <verb> the thing" (VERB_AFTER_LESSEE)', () => {
  it('is the leave\'s Right', () => {
    expect(inTwo('The Landowner lets the Shepherd put his dogs in the old barn.')).toEqual(['Right/Shepherd']);
    expect(inTwo('The Landowner lets the Shepherd keep the fleeces in her shed until June.')).toEqual(['Right/Shepherd']);
  });
  it('near misses: "know" (a telling, set 91\'s LETS_KNOW), a preposition, a bare "let" joined to another\'s duty', () => {
    expect(inTwo('The Landowner lets the Shepherd know the dates of the hay cut.')).toEqual(['Obligation/Landowner']);
    expect(inTwo('The Landowner hires the Shepherd for the season.')).toEqual([]);
    const TERMS = 'These terms are between Hill Wireless Ltd ("we") and each customer ("you").';
    expect(last(typesOf(TERMS, 'When the service ends, you must return the router to our shop within 14 days, or let us collect the aerial.'))).toEqual(['Obligation/You']);
  });
});

describe('"pays no <thing>" (PAYS_NO)', () => {
  const CLUB = 'The Lakeside Bowls Club Incorporated ("we", "us" or the "Club") sets these rules for its members ("you").';
  const inClub = (line: string) => last(typesOf(CLUB, line));
  it('is the payer\'s bar, as "does not pay" is', () => {
    expect(inClub('We pay no cash prizes.')).toEqual(['Exclusion/Club']);
    expect(inClub('Trophies are given at the dinner, and we pay no cash prizes.')).toEqual(['Exclusion/Club']);
    expect(inClub('The Club pays no travel costs of its players.')).toEqual(['Exclusion/Club']);
  });
  it('near misses: a price waived, a deadline, "nothing"', () => {
    expect(inTwo('The Shepherd pays no rent for the lower meadow.')).toEqual([]);
    expect(inClub('You pay no fee in your first season.')).toEqual([]);
    expect(inClub('You pay no later than the 5th of each month.')).toEqual(['Obligation/You']);
    expect(inClub('We pay nothing for a late entry.')).toEqual([]);
  });
});

describe('hostile runs of set 95\'s readings (h121t95)', () => {
  itClassifiesRepeatedLinearly('the Herder his ');
  itClassifiesRepeatedLinearly('the Owner her own herself ');
  itClassifiesRepeatedLinearly('Instead of the money, he may ');
  itClassifiesRepeatedLinearly('in the ');
  itClassifiesRepeatedLinearly('Either of them may ');
  itClassifiesRepeatedLinearly('The Owner lets the Herder put the ');
  itClassifiesRepeatedLinearly('lets you take ');
  itClassifiesRepeatedLinearly('We pay no cash ');
  itClassifiesRepeatedLinearly('pays no rent no ');
});

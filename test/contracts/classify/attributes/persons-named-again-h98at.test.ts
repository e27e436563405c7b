/**
 * Issue 18, h98at: a person named once by the craft they practise ("the singer Marisol Vance": names/apposed-persons.ts
 * CRAFT_THEN_NAME) and the same words named again elsewhere (attributes/persons-named-again.ts). Sentences written for
 * this test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Harbour Events Ltd (the "Promoter") and Blue Reef Music LLC, for the services of the singer Tessa Marlowe and her band (the "Artist").';
const persons = (...texts: string[]): string[][] => typesAndAttributesOf(PREAMBLE, ...texts).map((e) => e.attributes.filter((a) => a.startsWith('Person')));

describe('a person named by the craft and named again', () => {
  it('reads the name after the craft, and its later mentions', () => {
    expect(persons('The Artist may not replace Tessa Marlowe with another singer.', '(a) one hotel room for Tessa Marlowe;'))
      .toEqual([['Person:Tessa Marlowe'], ['Person:Tessa Marlowe'], ['Person:Tessa Marlowe']]);
  });
  it('near misses: inside a longer name, a name never read as a person, a craft with a company after it', () => {
    expect(persons('Tessa Marlowe Productions Ltd will invoice the fee.')[1]).toEqual([]);
    expect(persons('Harbour Lights shall open at 8 pm.')[1]).toEqual([]);
    expect(attributesOf('The photographer Harbour Studio Services Ltd shall attend.').filter((a) => a.startsWith('Person'))).toEqual([]);
  });
  it('any craft before a person\'s name reads the name (property)', () => {
    fc.assert(fc.property(fc.constantFrom('singer', 'pianist', 'illustrator', 'photographer', 'author', 'chef'), (craft) => {
      expect(attributesOf(`The Promoter engages the ${craft} Ines Valdor for the evening.`)).toContain('Person:Ines Valdor');
    }), { numRuns: 6 });
  });
});

describe('a post read as a person is not looked for again', () => {
  it('common English words only stay unread elsewhere', () => {
    const found = typesAndAttributesOf('Printed Name Printed Name Procurement Advisor - Harbour Events Limited', 'The brief goes to the buyer (Procurement Advisor).');
    expect(found[1].attributes.filter((a) => a.startsWith('Person'))).toEqual([]);
  });
});

describe('several mentions in one element (session 62: one sort per element)', () => {
  it('each mention is a Person, in text order, beside the element\'s other attributes', () => {
    const found = typesAndAttributesOf(PREAMBLE, 'Tessa Marlowe sings two sets; between them Tessa Marlowe rests for 30 minutes, and Tessa Marlowe leaves by 11 pm.')[1];
    expect(found.attributes).toEqual(['Person:Tessa Marlowe', 'Number:two', 'Person:Tessa Marlowe', 'Duration:30 minutes', 'Person:Tessa Marlowe', 'DateTime:11 pm']);
  });
});


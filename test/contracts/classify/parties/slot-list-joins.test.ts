/**
 * A name a list joins to the one before it shares that name's slot (parties/unaliased-slot-parties.ts LIST_JOIN;
 * issue 18, hrev55): a company a description or a "made by" phrase names, and the one "and" joins to it, are no
 * Primary party; the middle of a list the slot opens is. Sentences written for the review, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

const primaries = (...items: string[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => p.party).sort();

describe('a name "and" or a list\'s comma joins shares the slot of the name before it (hrev55)', () => {
  it('a company a bracketed description names, and the one "and" joins to it, are no Primary party', () => {
    const preamble = 'This Agreement is made between Acme Ltd (a company owned by Sigma Ltd and Tau Ltd) and Beta Ltd.';
    expect(primaries(preamble)).toEqual(['ACME', 'BETA']);
    expect(typesOf(preamble, 'Tau Ltd shall consent to the sale.').slice(1)).toEqual([[]]);
  });
  it('the makers of the goods a preamble names after "by" are no Primary party', () => {
    expect(primaries('This Agreement is made between Acme Ltd and Beta Ltd for the supply of goods made by Gamma Ltd and Delta Ltd.'))
      .toEqual(['ACME', 'BETA']);
    expect(primaries('This Agreement is made between Acme Ltd and Beta Ltd for goods made by Gamma Ltd, Delta Ltd, and Epsilon Ltd.'))
      .toEqual(['ACME', 'BETA']);
  });
  it('every name of a list the slot opens is a Primary party, the middle one too', () => {
    expect(primaries('This Agreement is made among Alpha Ltd, Bravo Ltd and Charlie Ltd.')).toEqual(['ALPHA', 'BRAVO', 'CHARLIE']);
    expect(primaries('This Guarantee is made between Acme Ltd, Beta Ltd, and Gamma plc.')).toEqual(['ACME', 'BETA', 'GAMMA']);
  });
  it('near miss kept: ", and" after a description opens the next party\'s slot', () => {
    expect(primaries('This Agreement is made between Acme Ltd, a subsidiary of Omega Holdings Ltd, and Beta Ltd.')).toEqual(['ACME', 'BETA']);
    expect(primaries('This Agreement is made between Acme Ltd and Beta Ltd.')).toEqual(['ACME', 'BETA']);
  });
});

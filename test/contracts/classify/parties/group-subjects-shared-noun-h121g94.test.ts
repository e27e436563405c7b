/**
 * Issue 18, h121g94, taken over by h122s95 (C328): where the parties' labels share a head noun ("the East Farm", "the
 * West Farm"), "each farm", "neither farm", "both farms" and "the two farms" are the parties together, as "each party"
 * is. h121g94's second rule (a present-tense act after a negated group subject, "Neither party opens …", read as its
 * bar) is not taken: it lowered contracts.mjs's reference and h117t91 decided that tense is left unread
 * (causative-and-neither-h117t91.test.ts); "neither farm" follows "neither party" there. Sentences written for these
 * tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedHeads, partyLexicon } from '../../../../src/contracts/classify/parties/party-lexicon.js';
import { TWO_PARTIES, typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const FARMS = 'This agreement is made between Alder Orchard Ltd (the "East Farm") and Birch Field Ltd (the "West Farm").';
const typeOf = (preamble: string, sentence: string): string[] => typesOf(preamble, sentence)[1];

describe('the parties\' shared head noun as a group subject (h121g94, h122s95)', () => {
  it('reads each/neither/both/the two <noun> as the parties together', () => {
    expect(typeOf(FARMS, 'Each farm keeps its own gate locked.')).toEqual(['Obligation/Multiple Parties']);
    expect(typeOf(FARMS, 'Neither farm shall drain its pond into the stream.')).toEqual(['Exclusion/Multiple Parties']);
    expect(typeOf(FARMS, 'The two farms share the cost of the new gate.')).toEqual(['Obligation/Multiple Parties']);
    expect(typeOf(FARMS, 'Both farms mend the boundary fence each autumn.')).toEqual(['Obligation/Both Parties']);
    expect(typeOf(FARMS, 'The East Farm mows the lane in June.')).toEqual(['Obligation/East Farm']);
  });
  it('near misses: no shared head, the noun with no group word, or a present tense after "neither" (as "Neither party opens", h117t91)', () => {
    expect(typeOf(FARMS, 'Neither farm drains its pond into the stream.')).toEqual([]);
    expect(typeOf(TWO_PARTIES, 'Each farm keeps its own gate locked.')).toEqual([]);
    expect(typeOf(FARMS, 'The farm keeps its own gate locked.')).toEqual([]);
    expect(typeOf(FARMS, 'Each field keeps its own gate locked.')).toEqual([]);
  });
  it('near misses (h122mendS, review82 #9): "no/any/every <noun>" keeps the noun\'s own sense, no group', () => {
    const HOUSES = 'This agreement is made between Alder Holdings Ltd (the "Upper House") and Birch Holdings Ltd (the "Lower House").';
    expect(typeOf(HOUSES, 'No house may be built within ten metres of the channel.')).toEqual([]);
    expect(typeOf(HOUSES, 'Any house on the island must have a rain tank.')).toEqual([]);
    expect(typeOf(HOUSES, 'Every house keeps a bucket by the door.')).toEqual([]);
    // The forms C328 was made for still read.
    expect(typeOf(HOUSES, 'Each house keeps one copy of the register.')).toEqual(['Obligation/Multiple Parties']);
    expect(typeOf(HOUSES, 'Neither house shall open the other\'s sluice.')).toEqual(['Exclusion/Multiple Parties']);
    expect(typeOf(HOUSES, 'Both houses clean the channel each spring.')).toEqual(['Obligation/Both Parties']);
    const lexicon = partyLexicon(new Map([['Upper House', 'Upper House'], ['Lower House', 'Lower House']]));
    expect(lexicon.find('No house may be built here.')).toEqual([]);
  });
  it('sharedHeads: the head two labels or more share, never "party"', () => {
    expect(sharedHeads(['Upper House', 'Lower House'])).toEqual(['house']);
    expect(sharedHeads(['Upper House', 'Lower House', 'You'])).toEqual(['house']);
    expect(sharedHeads(['Disclosing Party', 'Receiving Party'])).toEqual([]);
    expect(sharedHeads(['Buyer', 'Seller'])).toEqual([]);
    expect(sharedHeads(['Upper House', 'Birch Farm'])).toEqual([]);
    expect(sharedHeads(['Upper House', 'Upper House'])).toEqual([]);
  });
  it('the lexicon marks the negated group and the plural', () => {
    const lexicon = partyLexicon(new Map([['Upper House', 'Upper House'], ['Lower House', 'Lower House']]));
    expect(lexicon.find('Neither house opens the sluice.').map((m) => [m.party, m.negative])).toEqual([['Multiple Parties', true]]);
    expect(lexicon.find('Both houses clean it.').map((m) => m.party)).toEqual(['Both Parties']);
    expect(lexicon.find('The two houses repair it.').map((m) => m.party)).toEqual(['Multiple Parties']);
    expect(lexicon.find('The house repairs it.')).toEqual([]);
  });
  it('any two labels sharing a head give that head as a group, and only then', () => {
    fc.assert(fc.property(fc.constantFrom('Upper', 'Lower', 'North', 'South'), fc.constantFrom('Mill', 'Yard', 'Barn'), (first, head) => {
      expect(sharedHeads([`${first} ${head}`, `Other ${head}`])).toEqual([head.toLowerCase()]);
      expect(sharedHeads([`${first} ${head}`, 'Other Party'])).toEqual([]);
    }));
  });
  it('hostile input: the group patterns run in linear time', () => {
    const lexicon = partyLexicon(new Map([['Upper House', 'Upper House'], ['Lower House', 'Lower House']]));
    const found = readsLinearly((n) => {
      const text = `${'each '.repeat(n)}${'both  '.repeat(n)}x`;
      return () => lexicon.find(text).length;
    });
    expect(found).toBe(0);
    const labels = readsLinearly((n) => {
      const label = `${'Aa '.repeat(n)}House`;
      return () => sharedHeads([label, label.replace('Aa', 'Bb')]).length;
    });
    expect(labels).toBe(0);
  });
});

/**
 * Issue 18, h120conv: the patterns of the contract's copy kept (nature-present-duties.ts CONTRACT_COPIES, COPY_KEPT) and
 * of "one" that counts nothing (not-quantities.ts PARTY_IDIOM_*, CLAUSE_OPENER_BEFORE, VERB_AFTER_ONE), on their near
 * misses repeated: linear.
 */
import { describe } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

describe("h120conv's patterns on hostile input", () => {
  itClassifiesRepeatedLinearly('This contract is made in two two two ');
  itClassifiesRunsLinearly(['(4) identical ', 'two '], (unit) => `"This contract is made in", "${unit}" repeated, then the copy kept: linear`,
    (run) => [{ text: `This contract is made in ${run}copies, and each party keeps one.`, kind: 'sentence' }]);
  itClassifiesRepeatedLinearly('and each party keeps one copy of a copy of ');
  itClassifiesRepeatedLinearly('each party keeps two (2) ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'on the one on one side side ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'if one if one is ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'when one drowns classes ');
  // h120rr #5 and #6: the predicate joined after the copy kept; the idiom before a capitalised name.
  itClassifiesRepeatedLinearly('made in duplicate; the Supplier keeps one copy and sends ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'on one part the on one hand of on one side  ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'on the one part ALDER ');
});

describe("h120conv's ticket patterns on hostile input (AT_PLACE_BEFORE, ANSWERS_BUT_NOT_FOR)", () => {
  itClassifiesRunsLinearly(['at the quay the quay ', '30 minutes 30 '], (unit) => `"You are at the", "${unit}" repeated: linear`,
    (run) => [{ text: 'These terms apply between Puffin Ltd ("we") and you ("you").', kind: 'sentence' }, { text: `You are at the ${run} before departure.`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['and and not ', 'for the bags, '], (unit) => `"The Carrier answers for", "${unit}" repeated: linear`,
    (run) => [{ text: 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Carrier").', kind: 'sentence' }, { text: `The Carrier answers for ${run} not at all for cash.`, kind: 'sentence' }]);
});

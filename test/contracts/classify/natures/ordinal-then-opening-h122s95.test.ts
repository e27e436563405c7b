/**
 * Set 94's cause 4 (issue 18, h122s95; C330), in nature-present-duties.ts: an ordinal adverb ("Thirdly,") may stand
 * before another opening of the clause, and a phrase of time on "in" that ends on a noun of time opens it with no comma
 * as "during" does: "Thirdly, in the apricot blossom weeks the Lower House gives …" is the Lower House's duty. Near
 * misses: "in the event", a party inside a phrase a later comma closes. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const LOOM = 'This agreement is between Loom House Ltd ("the Shop") and Ana Ruiz ("the Weaver").';

describe('an ordinal adverb before another opening; "in" and a noun of time (C330)', () => {
  it('reads the subject after both openings', () => {
    expect(typesOf(LOOM,
      'Thirdly, in the blossom weeks the Weaver gives the Shop one extra rug.',
      'Secondly, during the winter the Weaver keeps the loom dry.',
      'In the first year the Weaver weaves six rugs for the Shop.',
      'Fourthly, on request, the Shop sends the Weaver the wool.',
      'Thirdly, the Weaver gives the Shop one extra rug.').slice(1))
      .toEqual([['Obligation/Weaver'], ['Obligation/Weaver'], ['Obligation/Weaver'], ['Obligation/Shop'], ['Obligation/Weaver']]);
  });
  it('near misses: a case, not a time; a party inside a phrase a later comma closes', () => {
    expect(typesOf(LOOM,
      'In the event the Weaver leaves the Shop keeps the loom.',
      'Thirdly, in the month the Weaver moves out, the Shop returns the loom.',
      'In accordance with the plan the Weaver weaves the rugs.').slice(1))
      .toEqual([[], ['Obligation/Shop'], []]);
  });
  itClassifiesRepeatedLinearly('Thirdly, in the weeks ');
  itClassifiesRepeatedLinearly('in the blossom blossom ');
});

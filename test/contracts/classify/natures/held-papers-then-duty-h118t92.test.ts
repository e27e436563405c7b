/**
 * Set 92's cause 3 (issue 18, h118t92), in nature-present-duties.ts: a paper the party holds or is entered in, then "and"
 * and a present-tense duty, binds the party (HOLDS_PAPER, IS_REGISTERED: the holding is a state, the joined predicate the
 * same subject's duty, as after a grant). A joined object may open on "his" as on "her" (JOINED_PREDICATE). Sentences
 * written for the rules.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const PARTIES = 'This agreement is made between Kaspar Oja of Tartu ("the Lender") and Mari Tamm of Voru ("the Owner").';

describe('a paper held, then "and" and a duty (HOLDS_PAPER, IS_REGISTERED)', () => {
  it('binds the holder on the joined duty', () => {
    expect(typesOf(PARTIES,
      'The Lender holds a licence from the Council and shows it on request.',
      'The Owner has a permit from the town and keeps it in the van.',
      'The Lender holds a valid food business registration with the Inspection Body and shows it to any inspector.',
      'The Lender is registered for VAT and pays her own taxes.',
      'The Lender is registered with the tax office of Tartu and pays his own taxes on the price.',
      'The Owner is licensed by the Council and does not sell alcohol.').slice(1))
      .toEqual([['Obligation/Lender'], ['Obligation/Owner'], ['Obligation/Lender'], ['Obligation/Lender'], ['Obligation/Lender'],
        ['Exclusion/Owner']]);
  });
  it('near misses: a paper held alone, a description, a thing that is no paper, another subject, a relative clause', () => {
    expect(typesOf(PARTIES,
      'The Lender holds a licence from the Council.',
      'The Lender is registered for VAT.',
      'The Lender is a company registered in Estonia and exports fresh fruit.',
      'The Lender has a long history and builds boats.',
      'The Lender has a licence which the Owner shows to guests.',
      'The Lender holds a licence from the Council and the permit is shown on request.',
      'If the Lender holds a licence and shows it, the Owner may sell the boats.').slice(1))
      .toEqual([[], [], [], [], [], [], ['Right/Owner']]);
  });
  it('the holder of a sum or of cover reads as before', () => {
    expect(typesOf(PARTIES,
      'The Lender holds the deposit and returns it at the end.',
      'The Owner is registered with the tax office and the Lender pays the fee.').slice(1))
      .toEqual([['Obligation/Lender'], ['Obligation/Lender']]);
  });
});

describe('hostile runs of the held papers (h118t92)', () => {
  itClassifiesRepeatedLinearly('The Lender holds a licence ');
  itClassifiesRepeatedLinearly('The Lender is registered with ');
  itClassifiesRunsLinearly(['a ', 'a a ', 'food ', 'licence ', 'holds a licence and '], (unit) => `"The Lender holds a ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The Lender holds a ${run}and shows it.`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['registered ', 'with ', 'is registered with ', 'and '], (unit) => `"The Lender is registered ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The Lender is registered ${run}and pays his`, kind: 'sentence' }]);
});

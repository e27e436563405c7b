/**
 * (issue 18, h121mendQ; the second opinion h121rr #11) C305's Term & Termination beside an ending in writing with no
 * object names none only by a word that is no object ("it", "by", "with", "at any time"), not a bare noun ("cancel
 * direct debits by e-mail"). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ENDED_IN_WRITING, ENDED_IN_WRITING_TERM, WRITTEN_ACT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-written-acts.js';
import { expectCueListsReadLinearly } from './set-cue-helpers.js';

describe('C305: no object after the ending (h121mendQ)', () => {
  it.each([
    'The booking runs for a year unless either side cancels it in writing.',
    'It may be terminated by either party by registered letter.',
    'You may cancel at any time by e-mail.',
    'Either side may end with immediate effect by registered letter.',
    'The Member may cancel only by letter.',
  ])('Term & Termination: %s', (text) => {
    expect(ENDED_IN_WRITING_TERM.test(text)).toBe(true);
  });
  it.each([
    'The Client may cancel direct debits by e-mail.',
    'The Customer may terminate standing orders in writing.',
    'The Tenant may end payments by e-mail.',
    'The Bank may cancel cards by registered letter.',
  ])('near miss, a bare noun ended (Communication only): %s', (text) => {
    expect(ENDED_IN_WRITING_TERM.test(text)).toBe(false);
    expect(ENDED_IN_WRITING.test(text)).toBe(true);
  });
  it('property: a bare lowercase plural after "may cancel" is never the contract ended', () => {
    const noun = fc.constantFrom('debits', 'cards', 'payments', 'vouchers', 'permits', 'passes', 'tickets', 'keys');
    fc.assert(fc.property(noun, (n) => !ENDED_IN_WRITING_TERM.test(`The Client may cancel ${n} by e-mail.`) && ENDED_IN_WRITING.test(`The Client may cancel ${n} by e-mail.`)));
  });
  it.each(['cancel it it ', 'terminate by by ', 'end  with  '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([WRITTEN_ACT_CUES], unit);
  });
});

/**
 * C319 (issue 18, h121m95): a form's signing declaration — "I have read these terms and agree to them: [x] yes", "I agree
 * to these terms." — is the writer's assent at the document's foot, no duty (sets 79, 94 and 95 label all three such
 * sentences no type). natures.ts SIGNED_ASSENT, read only on "agree to" and "accept". Sentences written for the rule,
 * none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { SIGNED_ASSENT } from '../../../../src/contracts/classify/natures/natures.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';

const OPENING = 'I, the undersigned (the "Hirer"), hire a canoe from the Fen Canoe Club (the "Club") on the terms below.';

describe('a first-person signing declaration (C319)', () => {
  it('gives no type to "I (have read …) agree to / accept these terms" after a first-person opening', () => {
    expect(typesOf(
      OPENING,
      '1. I return the canoe by 6 pm.',
      'I have read the rules above and agree to them: [x] yes',
      'I accept these conditions.',
      '2. I hereby agree to the terms and conditions.',
      'I have read and understood the club rules and accept them.',
    ).slice(1)).toEqual([['Obligation/Hirer'], [], [], [], []]);
  });
  it('reads "We have read … and agree to them." as well', () => {
    expect(SIGNED_ASSENT.test('We have read the house rules and agree to them.')).toBe(true);
    expect(SIGNED_ASSENT.test('I have read the DOs and DON\'Ts and accept this agreement.')).toBe(true);
  });
  it('near misses: an acceptance by an act, a promise after "agree to", more after the terms', () => {
    expect(typesOf(
      OPENING,
      'By signing below, I accept these terms.',
      'I agree to return the canoe clean.',
      'I accept these terms and will pay the hire fee by 1 May.',
      'I agree to the terms below and will keep to them:',
    ).slice(1)).toEqual([['Obligation/Hirer'], ['Obligation/Hirer'], ['Obligation/Hirer'], ['Obligation/Hirer']]);
    expect(SIGNED_ASSENT.test('By signing below, I accept these terms.')).toBe(false);
    expect(SIGNED_ASSENT.test('The Hirer accepts these terms.')).toBe(false);
    expect(SIGNED_ASSENT.test('I agree to pay the fee.')).toBe(false);
    expect(SIGNED_ASSENT.test('You have read these terms and agree to them.')).toBe(false);
  });
  it('keeps C136: "By paying the fee, you accept these terms" is an Obligation', () => {
    expect(typesOf('This agreement is between the Fen Canoe Club ("we") and you ("you").',
      'By paying the hire fee, you accept these terms.')[1]).toEqual(['Obligation/You']);
  });
});

describe('hostile text: a signing declaration', () => {
  itClassifiesRunsLinearly(
    ['and ', 'read ', 'x ', '  ', 'I have read '],
    (unit) => `"${unit}" repeated in a signing declaration: linear`,
    (run) => [
      { text: OPENING, kind: 'sentence' },
      { text: `I have read ${run}and agree to them: [x] yes`, kind: 'sentence' },
    ],
  );
  it('SIGNED_ASSENT reads runs of words and blanks in linear time', () => {
    expect(readsLinearly((n) => {
      const text = `I have read ${'the and '.repeat(n)}accept`;
      return () => SIGNED_ASSENT.test(text);
    })).toBe(false);
    expect(readsLinearly((n) => {
      const text = `I accept these terms:${' '.repeat(n)}x`;
      return () => SIGNED_ASSENT.test(text);
    })).toBe(false);
  });
});

/**
 * The phrases that do not say a category (NOT_SAID) read per category (category-cue-evidence.ts `withoutNotSaid`,
 * `onlyNotSaid`): only the category's own phrases, in NOT_SAID's order, and none when the sentence holds none of their
 * literals. The same answers as walking every phrase and keeping the category's (the loops before, here as oracles).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { notSaidPhrases } from '../../../../src/contracts/classify/categories/categories.js';
import { onlyNotSaid, withoutNotSaid } from '../../../../src/contracts/classify/categories/category-cue-evidence.js';
import { ALL_CUES } from '../../../../src/contracts/classify/categories/category-cue-lists.js';
import { foldedForPrefilter, mayMatch, prefilteredTestAny, runnable } from '../../../../src/common/regex-prefilter.js';
import { CATEGORIES, type CategoryLabel } from '../../../../src/contracts/wire.js';

/** The loop before: every phrase walked, the category's run where the prefilter lets them. */
function walkedAll(category: CategoryLabel, text: string): { read: string; folded: string } {
  let read = text;
  let folded = foldedForPrefilter(text);
  for (const [re, c] of notSaidPhrases()) {
    if (c !== category || !mayMatch(re, folded)) continue;
    const next = read.replace(runnable(re), ' ');
    if (next !== read) {
      read = next;
      folded = foldedForPrefilter(read);
    }
  }
  return { read, folded };
}

/** onlyNotSaid before, for a category with no licensed names (its cues read as `walkedAll` leaves the text). */
function onlyNotSaidBefore(category: CategoryLabel, text: string): boolean {
  const folded = foldedForPrefilter(text);
  if (!notSaidPhrases().some(([re, c]) => c === category && mayMatch(re, folded) && text.search(runnable(re)) >= 0)) return false;
  const reading = walkedAll(category, text);
  const cues = ALL_CUES.filter(([, c]) => c === category).map(([re]) => re);
  return !(cues.length > 0 && prefilteredTestAny(cues, reading.read, reading.folded));
}

const WORDS = [
  'without', 'prior', 'written', 'notice', 'of', 'default', 'no', 'shall', 'be', 'required', 'Communications', 'Act',
  'outstanding', 'statutory', 'penalty', 'upon', 'final', 'payment', 'in', 'full', 'price', 'paid', 'insurance',
  "patients'", 'coverage', 'each', 'patient', 'liability', 'public', 'covers', 'term', 'terminate', 'invoice', 'fee',
  'the', 'Supplier', 'may', 'inform', 'confidential', 'nature', 'tax', 'included', 'damage', 'data', 'privacy',
];
const word = fc.constantFrom(...WORDS).chain((w) => fc.constantFrom(w, w.toUpperCase()));
const separator = fc.constantFrom(' ', ' ', '', ', ', '. ', '\n');
const sentence = fc.array(fc.tuple(word, separator), { maxLength: 24 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
// Categories with phrases and without (their reading is the text itself).
const category = fc.constantFrom(...CATEGORIES.filter((c) => c !== 'Intellectual Property'));

describe('NOT_SAID read per category', () => {
  it('takes out what walking every phrase took out, and leaves a sentence none of whose phrases it holds as it is', () => {
    expect(withoutNotSaid('Communication', 'The Supplier may terminate without notice.', 'the supplier may terminate without notice.')).toEqual(
      walkedAll('Communication', 'The Supplier may terminate without notice.'),
    );
    // Near misses: no phrase of the category (Audits' words only), and a category with none.
    const plain = 'The Supplier shall pay each invoice in full.';
    expect(withoutNotSaid('Audits', plain, foldedForPrefilter(plain))).toEqual({ read: plain, folded: foldedForPrefilter(plain) });
    expect(withoutNotSaid('Confidentiality', plain, foldedForPrefilter(plain))).toEqual({ read: plain, folded: foldedForPrefilter(plain) });
    fc.assert(
      fc.property(category, sentence, (c, text) => {
        expect(withoutNotSaid(c, text, foldedForPrefilter(text))).toEqual(walkedAll(c, text));
        expect(onlyNotSaid(text, c, foldedForPrefilter(text))).toBe(onlyNotSaidBefore(c, text));
      }),
      { numRuns: 400 },
    );
  });
});

/**
 * The sentence as a category's cues read it (categories.ts `cueReading`): the phrases that do not say the category
 * (NOT_SAID) taken out, each checked by the literal prefilter against the fold of the text as the earlier removals left
 * it. The prefilter may only skip work: the reading equals the one every phrase's pattern gives run unfiltered.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cueReading, notSaidPhrases } from '../../../../../src/contracts/classify/categories/categories.js';
import { withoutLicensedNames } from '../../../../../src/contracts/classify/categories/cues/category-cues-performance.js';
import { foldedForPrefilter } from '../../../../../src/common/regex-prefilter.js';
import type { CategoryLabel } from '../../../../../src/contracts/wire.js';

const read = (category: CategoryLabel, text: string) => cueReading(category, text, foldedForPrefilter(text));

/** The reading with every phrase of the category run, no prefilter. */
function unfiltered(category: CategoryLabel, text: string): string {
  let out = category === 'Intellectual Property' ? withoutLicensedNames(text) : text;
  for (const [re, c] of notSaidPhrases()) if (c === category) out = out.replace(re, ' ');
  return out;
}

const CATEGORIES: readonly CategoryLabel[] = [...new Set(notSaidPhrases().map(([, c]) => c))];

/** Words of the phrases and around them, cased three ways, so that texts hold phrases, parts of them and near misses. */
const WORDS = [
  'without', 'any', 'further', 'prior', 'written', 'notice', 'notices', 'of', 'default', 'no', 'is', 'shall', 'be',
  'required', 'Communications', 'Act', 'Commission', 'Office', 'outstanding', 'statutory', 'enforcement', 'charge',
  'penalty', 'upon', 'on', 'after', 'final', 'payment', 'in', 'full', 'instructions', 'data', 'this', 'the', 'licence',
  'license', 'to', 'use', 'granted', 'patient', "patients'", 'insurance', 'coverage', 'each', 'Licensed', 'Products',
  'LICENSED', 'SOFTWARE', 'Supplier', 'may', 'terminate', 'invoice',
];
const word = fc.constantFrom(...WORDS).chain((w) => fc.constantFrom(w, w.toUpperCase(), w.toLowerCase()));
const separator = fc.constantFrom(' ', ' ', ' ', '', ', ', '. ', '\n', '  ');
const sentence = fc.array(fc.tuple(word, separator), { maxLength: 24 }).map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('cueReading', () => {
  it('takes out the phrases that do not say the category, and gives the fold of what is left', () => {
    expect(read('Communication', 'The Supplier may terminate without notice, or on written notice.')).toEqual({
      read: 'The Supplier may terminate  , or on written notice.',
      folded: 'the supplier may terminate  , or on written notice.',
    });
    expect(read('Payment Terms & Billing', 'Title passes upon payment. Payment instructions are in Schedule 2.').read).toBe(
      'Title passes  .   are in Schedule 2.',
    );
    expect(read('Intellectual Property', 'This licence is governed by the Licensed Products terms.').read).toBe(
      '  is governed by the   terms.',
    );
  });

  it('leaves a text without the phrases as it is, with the fold it was given', () => {
    const text = 'The Customer shall pay each invoice within 30 days.';
    expect(read('Payment Terms & Billing', text)).toEqual({ read: text, folded: foldedForPrefilter(text) });
    // The fold given is trusted when nothing changed: the reading does not fold the text again.
    expect(cueReading('Communication', 'Any notice shall be in writing.', 'given fold')).toEqual({
      read: 'Any notice shall be in writing.',
      folded: 'given fold',
    });
  });

  it('equals the reading of every phrase run without the prefilter, on texts built from their words', () => {
    fc.assert(
      fc.property(sentence, fc.constantFrom(...CATEGORIES), (text, category) => {
        const r = read(category, text);
        expect(r.read).toBe(unfiltered(category, text));
        expect(r.folded).toBe(foldedForPrefilter(r.read));
      }),
      { numRuns: 1500 },
    );
  });
});

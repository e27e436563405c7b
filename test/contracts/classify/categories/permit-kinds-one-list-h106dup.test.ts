/**
 * One list of permit kinds (category-cues-regulatory-licences.ts PERMIT_KIND): category-not-said.ts reads "<kind>
 * licence" out of the Intellectual Property cues with it, a kind h105c82 named ("a skipper's licence") and one the
 * regulatory licences named ("a telecom licence") alike, and still leaves a licence of a work (issue 18, h106dup).
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { cueReading } from '../../../../src/contracts/classify/categories/category-cue-evidence.js';
import { foldedForPrefilter } from '../../../../src/common/regex-prefilter.js';

const read = (text: string): string => cueReading('Intellectual Property', text, foldedForPrefilter(text)).read;

describe('permit kinds, one list (h106dup)', () => {
  it('reads a permit licence of either former list out of the Intellectual Property cues', () => {
    for (const text of [
      'The Charterer shall hold a valid skipper\'s licence.',
      'The Vendor keeps its food hygiene licence on display.',
      'The Operator shall keep its telecom licence in force.',
      'The Agency holds a recruitment licence from the Ministry.',
      'Each driver shows a current driving licence.',
    ]) expect(read(text)).not.toMatch(/licen[cs]e/i);
  });

  it('reads a licence number out, and the permit before it too', () => {
    expect(read('We keep your name and agency licence number.')).not.toMatch(/licen[cs]e/i);
    expect(read('We keep your name and driving licence number.')).not.toMatch(/licen[cs]e/i);
  });

  it('leaves a licence of a work, and a kind that is none', () => {
    expect(read('The Licensor grants a licence to use the Software.')).toMatch(/licence/);
    expect(read('The Publisher grants a software licence for ten seats.')).toMatch(/licence/);
    expect(read('The Studio grants a music licence for the film.')).toMatch(/licence/);
  });
});

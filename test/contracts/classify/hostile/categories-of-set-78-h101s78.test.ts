/**
 * Hostile text for the category cues set 78's categories added or changed (issue 18, h101s78): each new or changed cue
 * file's patterns on a near-miss unit repeated without what ends a match, and runs of blanks.
 */
import { describe } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe("hostile text: set 78's objects, settlements, defects and share buyers (h101s78)", () => {
  itReadsCueFilesLinearly([
    // A sale's party words without "sells", an event's capitalised words without its kind, "not accept" without sponsorship.
    ['categories/cues/category-cues-object-without-services.js', 'The Aa Bb Cc will hold the Aa to Bb of Cc not accept any aa '],
    ['categories/cues/category-cues-object-without-services.js', ' '],
    // "enter judgment" without its object, "discontinuance of" runs.
    ['categories/cues/category-cues-settlement-effect.js', 'in full settlement of the aa bb enter a judgment discontinuance of the '],
    ['categories/cues/category-cues-settlement-effect.js', ' '],
    // "repair any defect" without its mark, "free of charge repair" without the defect.
    ['categories/cues/category-cues-defects-repaired.js', 'repair any aa defect free of charge repair any aa at its own cost, '],
    ['categories/cues/category-cues-defects-repaired.js', ' '],
    // A buyer's run before "sign a deed" without "bound by".
    ['categories/cues/category-cues-business-passing.js', 'buyer of shares sign a deed buyer to sign an aa agreement '],
  ]);
});

/**
 * Others engaged to do the work, for whom the engaging party stays answerable (issue 18, h60trn): "We may use
 * third-party service providers to operate the Store, and we remain responsible for their performance", "Agency staff
 * may be used to cover sickness, but the Provider remains responsible for their conduct", "The Manager shall remain
 * responsible for the performance of any contractor it engages". Table 2.3's Subcontracts is "hiring third parties to
 * perform"; the sentence says so without the word "subcontract", naming the others by what they are (hauliers, a
 * fabricator, the shipper, other teachers, the delegate). Sets 1–52 label 14 of 15 such sentences Subcontracts (the
 * other: set 21's "its own assistant brewers", Responsibilities alone); parley read 8 of them without it, the
 * engaging party's own responsibility outweighing the cue. Strong for that reason.
 *
 * Two readings, each needing both halves so that a party's own duties stay Responsibilities:
 * - a verb that engages others (use, engage, appoint, involve, delegate, entrust) and, after it in the same
 *   sentence, the engaging party remaining responsible or liable for their (its, the shipper's) work, performance,
 *   acts or conduct (or "the quality of" it) — not for "its own" anything;
 * - remaining responsible or liable for what is done "of any contractor", "of the delegate" (the others named).
 * Not "remains responsible for its nurses and other personnel" (its own staff), nor "may invite guests to use the
 * course … but remains responsible for their conduct" (no one engaged to work: a use "to use" is the others' own), nor
 * "remains liable for all charges". Sentences of their own in `category-cues-others-engaged.test.ts`. Gaps bounded
 * ({1,160} without a stop, {1,6} words, {1,8} in the lookbehind): linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const OTHERS_ENGAGED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:(?<!\bto\s{1,8})use[ds]?|using|engag(?:e|es|ed|ing)|appoint(?:s|ed|ing)?|involv(?:e|es|ed|ing)|delegat(?:e|es|ed|ing)|entrust(?:s|ed|ing)?)\b[^.;]{1,160}?\bremain(?:s|ing)?\s+(?:fully\s+)?(?:responsible|liable)\s+(?:(?:to|towards)\s+(?:the\s+)?[\w-]+\s+)?for\s+(?:the\s+(?:[\w-]+\s+){1,2}?of\s+)?(?:(?:their|its)(?!\s+own\b)|the\s+[\w-]+['’]s)\s+(?:work|performance|acts|conduct|services)\b|\bremain(?:s|ing)?\s+(?:fully\s+)?(?:responsible|liable)\s+for\s+the\s+(?:[\w-]+,?\s+){1,6}?of\s+(?:any|each|every|the)\s+(?:[\w-]+\s+)?(?:contractors?|delegates?)\b/i, 'Subcontracts'],
];

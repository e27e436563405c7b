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
 * Not an effort, the party's own people or a thing after the verb (NONE_ENGAGED), nor "remains responsible for its
 * nurses and other personnel" (its own staff), nor "may invite guests to use the
 * course … but remains responsible for their conduct" (no one engaged to work: a use "to use" is the others' own), nor
 * "remains liable for all charges". Sentences of their own in `category-cues-others-engaged.test.ts`. Gaps bounded
 * ({1,160} without a stop, {1,6} words, {1,8} in the lookbehind): linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * What follows the engaging verb where no one else is engaged (issue 18, hrev45): an effort ("use reasonable
 * endeavours to deliver on time and remains responsible for its performance"), the party's own people ("may use its
 * own employees", "engage its staff": set 21's "its own assistant brewers" is Responsibilities alone), or a thing used
 * ("Where the Customer uses the Equipment, it remains responsible for its performance"). Read right after the verb;
 * bounded.
 */
const NONE_ENGAGED = String.raw`\s{1,8}(?:(?:all\s{1,8})?(?:(?:commercially\s{1,8})?reasonable|best|its\s{1,8}best|their\s{1,8}best|due|every)\s{1,8}(?:[\w-]{1,20}\s{1,8})?(?:endeavou?rs?|efforts?|care|skill|diligence)|(?:its|their|his|her|our|your)\s{1,8}(?:own|employees|staff|personnel|workers)|(?:the|its|their|any|such)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:equipment|software|services?|system|systems|premises|site|vehicles?|goods|products?|materials|data|marks?|name|platform|facilities|information|licen[cs]es?|rights?)\b)`;

export const OTHERS_ENGAGED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h96cat) The work delegated to another ("shall not delegate any of the services to another person", "may delegate
  // the management of specific asset classes to another regulated asset manager", "will not delegate them to any other
  // person"): others engaged to perform, said by the verb alone. Sets 1–73 label all five such sentences Subcontracts
  // (sets 10, 11, 16, 22, 73; beside Assignments where the sentence assigns too); not "to anyone who is not listed" (set
  // 5's, Responsibilities), nor obligations delegated with no one named (set 43's, Assignments). Bounded: linear.
  [/\bdelegat(?:e|es|ed|ing)\s+(?:[\w'’-]{1,30}\s+){0,6}?to\s+(?:another|any\s+other|an?\s+third|any\s+third|other)\b/i, 'Subcontracts'],
  [new RegExp(String.raw`\b(?:(?<!\bto\s{1,8})use[ds]?|using|engag(?:e|es|ed|ing)|appoint(?:s|ed|ing)?|involv(?:e|es|ed|ing)|delegat(?:e|es|ed|ing)|entrust(?:s|ed|ing)?)\b(?!${NONE_ENGAGED})[^.;]{1,160}?\bremain(?:s|ing)?\s+(?:fully\s+)?(?:responsible|liable)\s+(?:(?:to|towards)\s+(?:the\s+)?[\w-]+\s+)?for\s+(?:the\s+(?:[\w-]+\s+){1,2}?of\s+)?(?:(?:their|its)(?!\s+own\b)|the\s+[\w-]+['’]s)\s+(?:work|performance|acts|conduct|services)\b|\bremain(?:s|ing)?\s+(?:fully\s+)?(?:responsible|liable)\s+for\s+the\s+(?:[\w-]+,?\s+){1,6}?of\s+(?:any|each|every|the)\s+(?:[\w-]+\s+)?(?:contractors?|delegates?)\b`, 'i'), 'Subcontracts'],
];

/**
 * The cue half of a category's evidence: whether a category's cue words occur in the sentence read in their sense
 * (without the phrases that do not say it, unless a veto takes them elsewhere), and whether one is strong. Each pattern
 * runs only when the prefilter finds its literal (common/regex-prefilter.ts).
 */
import { foldedForPrefilter, mayMatch, mayMatchAny, prefilteredTestAny, runnable } from '../../../common/regex-prefilter.js';
import { type CategoryLabel } from '../../wire.js';
import { PRESENT_ASSIGNMENT } from './cues/category-cues-ip-assignment.js';
import { withoutLicensedNames } from './cues/category-cues-performance.js';
import { ALL_CUES, STRONG_CUES } from './category-cue-lists.js';
import { ALL_VETOES } from './category-cue-vetoes.js';
import { NOT_SAID } from './category-not-said.js';

/**
 * Whether one of a list's patterns of `category` matches `text` (`folded`: its {@link foldedForPrefilter}). A pattern
 * runs only when the text holds one of the literal strings its source requires (common/regex-prefilter.ts): most cues
 * name words most sentences lack, and a pattern never run is never compiled.
 */
export function anyOf(list: CategoryPatterns, category: CategoryLabel, text: string, folded: string): boolean {
  const group = patternsOf(list, category);
  // Most categories' lists have none of their literals in a given sentence: one look at their union first, then each
  // member's own (prefilteredTestAny). A list with no pattern of the category has nothing to look at (its union would be
  // remembered anew for each call; hred18).
  return group.length > 0 && prefilteredTestAny(group, text, folded);
}

export type CategoryPatterns = readonly (readonly [RegExp, CategoryLabel])[];
/** Each list's patterns by category, in the list's order: a category's are found without walking every other's. */
const byCategory = new WeakMap<CategoryPatterns, ReadonlyMap<CategoryLabel, readonly RegExp[]>>();
/** A list's patterns of a category it has none of: one array for all, so that nothing keyed by a group's identity grows. */
const NO_PATTERNS: readonly RegExp[] = [];
function patternsOf(list: CategoryPatterns, category: CategoryLabel): readonly RegExp[] {
  let groups = byCategory.get(list);
  if (groups === undefined) {
    const built = new Map<CategoryLabel, RegExp[]>();
    for (const [re, c] of list) {
      const group = built.get(c);
      if (group) group.push(re);
      else built.set(c, [re]);
    }
    byCategory.set(list, built);
    groups = built;
  }
  return groups.get(category) ?? NO_PATTERNS;
}

/** A sentence as a category's cues read it (`read`) and its {@link foldedForPrefilter} (`folded`). */
export interface CueReading {
  readonly read: string;
  readonly folded: string;
}

/**
 * The sentence as a category's cues read it: without the phrases that do not say it is about the category
 * (`folded`: `text`'s {@link foldedForPrefilter}). Each phrase is checked against the fold of the text as the earlier
 * removals left it, re-folded after each change: a removal leaves a blank where the phrase was, and a pattern whose
 * literal holds a blank could find its literal across it (a phrase between "no" and "notice" taken out leaves
 * "no notice"), which the original's fold lacks. Today no NOT_SAID literal holds a blank, so the original's fold gave
 * the same answers (a pattern it let run that could no longer match cost time only); this keeps it so as phrases are added.
 */
export function cueReading(category: CategoryLabel, text: string, folded: string): CueReading {
  // A licence's defined names of its subject matter ("Licensed Products") are no IP cue of their own (category-cues-performance.ts).
  const read = category === 'Intellectual Property' ? withoutLicensedNames(text) : text;
  return withoutNotSaid(category, read, read === text ? folded : foldedForPrefilter(read));
}

/** `text` without the phrases of NOT_SAID of `category` (`folded`: its {@link foldedForPrefilter}), each read as {@link cueReading} says. */
export function withoutNotSaid(category: CategoryLabel, text: string, folded: string): CueReading {
  let read = text;
  let readFolded = folded;
  // The category's phrases only, in NOT_SAID's order (asked of every sentence for every category: walking all of
  // them for each cost more than the few a category has), and none when the sentence holds none of their literals
  // (then no phrase is taken out, so the fold never changes: the same answer as asking each).
  const phrases = patternsOf(NOT_SAID, category);
  if (phrases.length === 0 || !mayMatchAny(phrases, folded)) return { read, folded };
  for (const re of phrases) {
    // A phrase whose literal words the sentence lacks is not in it: nothing to take out.
    if (!mayMatch(re, readFolded)) continue;
    // Run as its guarded twin where the build derived one (the same matches; a lookbehind-led phrase otherwise reads
    // back at every position where V8 compiled it without its optimisations: bench/log.md, "The cold classify, part 16").
    const next = read.replace(runnable(re), ' ');
    if (next !== read) {
      read = next;
      readFolded = foldedForPrefilter(read);
    }
  }
  return { read, folded: readFolded };
}

/** Whether the sentence's only cue words of a category sit in a phrase that does not say it (NOT_SAID): the learned model's word then is no evidence either. */
export function onlyNotSaid(text: string, category: CategoryLabel, folded: string): boolean {
  if (!patternsOf(NOT_SAID, category).some((re) => mayMatch(re, folded) && text.search(runnable(re)) >= 0)) return false;
  const reading = cueReading(category, text, folded);
  return !anyOf(ALL_CUES, category, reading.read, reading.folded);
}

export function cueOf(text: string, category: CategoryLabel, folded: string): boolean | 'strong' {
  const { read, folded: readFolded } = cueReading(category, text, folded);
  if (!anyOf(ALL_CUES, category, read, readFolded) || anyOf(ALL_VETOES, category, text, folded)) return false;
  return anyOf(STRONG_CUES, category, read, readFolded) ? 'strong' : true;
}

/** "hereby assigns … all right, title and interest in the Patents": a present assignment whose sentence names intellectual property. */
export function assignsIntellectualProperty(text: string, folded: string): boolean {
  return PRESENT_ASSIGNMENT.test(text) && cueOf(text, 'Intellectual Property', folded) !== false;
}

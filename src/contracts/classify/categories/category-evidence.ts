/**
 * The evidence for each category of a sentence: the sentence model's log-odds, the learned model's, a cue word (or a
 * strong one) and the section title (or its parent's). categories.ts ranks it.
 */
import { foldedForPrefilter } from '../../../common/regex-prefilter.js';
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { categoryLogits } from './model/category-logistic.js';
import { categoryLogOdds, stemsOf } from './model/category-model.js';
import { isSharedTitle, titleCategoriesIn, type TitleCategories } from './category-titles.js';
import { cueOf } from './category-cue-evidence.js';
import { evidenceVetoed, type VetoedSentence } from './category-vetoes.js';
import type { HiredThings } from './category-hired-things.js';

/**
 * The learned model (`category-logistic.ts`) proposes a category on its own when it gives it even odds or better, and
 * that proposal, or its agreement with a cue or the title, weighs as a cue word (leave-one-set-out over the eight sets: mean 0.818 → 0.822; bench/log.md).
 */
export const LEARNED_ALONE = 0;

export interface CategoryEvidence {
  category: CategoryLabel;
  /** The sentence model's log-odds against no category. */
  modelLogOdds: number;
  /** The learned model's log-odds that the element carries the category (−∞ when an entry of EVIDENCE_VETOES vetoes its proposal). */
  learned: number;
  /** A cue word of the category occurs in the sentence (`true`), one that names the subject outright (`strong`), or none. */
  cue: boolean | 'strong';
  /** The section title names the category: as its one subject (`sole`), among others (`shared`), or not (`false`). */
  title: 'sole' | 'shared' | false;
}

/**
 * The evidence for each category, in the order of the closed set (to explain or correct a decision). `folded`: the
 * text's {@link foldedForPrefilter}, when the caller has it already; `hired`: the things the document hires or licenses
 * out, which some vetoes read.
 */
export function categoryEvidence(text: string, sectionTitle: string | undefined, parentTitle?: string, titles?: TitleCategories, folded = foldedForPrefilter(text), hired?: HiredThings): CategoryEvidence[] {
  const own = titleCategoriesIn(sectionTitle, titles);
  // The heading path: a clause under a sub-heading that names no subject ("5. Security" › "5.1 Safeguards", "13.3")
  // reads its parent's, as one subject among others (the nearer heading narrowed the parent's subject to a part), and
  // the learned model reads the parent's words beside the sub-heading's (docs/contracts.md, "The heading path").
  const fromParent = own.length === 0 ? titleCategoriesIn(parentTitle, titles) : [];
  const fromTitle = own.length > 0 ? own : fromParent;
  const strength = fromParent.length > 0 || (sectionTitle && isSharedTitle(sectionTitle, fromTitle)) ? 'shared' : 'sole';
  const sentence: VetoedSentence = { text, folded, heading: own.length > 0 ? sectionTitle : parentTitle, hired };
  // One stemming for both models.
  const stems = stemsOf(text);
  const odds = categoryLogOdds(stems);
  const logits = categoryLogits(stems, fromParent.length > 0 ? `${sectionTitle ?? ''} ${parentTitle}` : sectionTitle);
  // The special cases of each kind of evidence are the table's (category-vetoes.ts, EVIDENCE_VETOES): an exit plan's
  // item, a lone subletting, a licence of land, money as security, an acceptance inspection, a present assignment of
  // intellectual property (Assignments' every kind) …; an `unlessCued` entry reads the cue left after the cue vetoes.
  return CATEGORIES.map((category, i) => {
    const found = cueOf(text, category, folded);
    const cue = found !== false && evidenceVetoed(category, 'cue', sentence) ? false : found;
    return {
      category,
      modelLogOdds: odds[i],
      learned: logits[i] >= LEARNED_ALONE && evidenceVetoed(category, 'learned', sentence, cue !== false) ? -Infinity : logits[i],
      cue,
      title: fromTitle.includes(category) && !evidenceVetoed(category, 'title', sentence, cue !== false) ? strength : false,
    };
  });
}

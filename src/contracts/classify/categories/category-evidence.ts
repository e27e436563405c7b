/**
 * The evidence for each category of a sentence: the sentence model's log-odds, the learned model's, a cue word (or a
 * strong one) and the section title (or its parent's). categories.ts ranks it.
 */
import { foldedForPrefilter } from '../../../common/regex-prefilter.js';
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { isLandLicence } from './cues/category-cues-events.js';
import { LONE_SUBLETTING } from './cues/category-cues-assets.js';
import { isMoneySecurity } from './cues/category-cues-physical-safety.js';
import { isAcceptanceInspection } from './cues/category-cues-audits.js';
import { isBuyerBoundSale } from './cues/category-cues-business-passing.js';
import { isExitListItem } from './category-exit-titles.js';
import { categoryLogits } from './model/category-logistic.js';
import { categoryLogOdds, stemsOf } from './model/category-model.js';
import { isSharedTitle, titleCategoriesIn, type TitleCategories } from './category-titles.js';
import { assignsIntellectualProperty, cueOf } from './category-cue-evidence.js';

export interface CategoryEvidence {
  category: CategoryLabel;
  /** The sentence model's log-odds against no category. */
  modelLogOdds: number;
  /** The learned model's log-odds that the element carries the category. */
  learned: number;
  /** A cue word of the category occurs in the sentence (`true`), one that names the subject outright (`strong`), or none. */
  cue: boolean | 'strong';
  /** The section title names the category: as its one subject (`sole`), among others (`shared`), or not (`false`). */
  title: 'sole' | 'shared' | false;
}

/**
 * The evidence for each category, in the order of the closed set (to explain or correct a decision). `folded`: the
 * text's {@link foldedForPrefilter}, when the caller has it already.
 */
export function categoryEvidence(text: string, sectionTitle: string | undefined, parentTitle?: string, titles?: TitleCategories, folded = foldedForPrefilter(text)): CategoryEvidence[] {
  const own = titleCategoriesIn(sectionTitle, titles);
  // The heading path: a clause under a sub-heading that names no subject ("5. Security" › "5.1 Safeguards", "13.3")
  // reads its parent's, as one subject among others (the nearer heading narrowed the parent's subject to a part), and
  // the learned model reads the parent's words beside the sub-heading's (docs/contracts.md, "The heading path").
  const fromParent = own.length === 0 ? titleCategoriesIn(parentTitle, titles) : [];
  const fromTitle = own.length > 0 ? own : fromParent;
  const strength = fromParent.length > 0 || (sectionTitle && isSharedTitle(sectionTitle, fromTitle)) ? 'shared' : 'sole';
  const exitItem = isExitListItem(text, own.length > 0 ? sectionTitle : parentTitle);
  // One stemming for both models.
  const stems = stemsOf(text);
  const odds = categoryLogOdds(stems);
  const logits = categoryLogits(stems, fromParent.length > 0 ? `${sectionTitle ?? ''} ${parentTitle}` : sectionTitle);
  const evidence: CategoryEvidence[] = CATEGORIES.map((category, i) => ({
    category,
    modelLogOdds: odds[i],
    learned: logits[i],
    cue: cueOf(text, category, folded),
    // A licence over land under a licence heading: the heading's licence is that one, no intellectual property.
    // A security that is money under a bare "Security" heading: the heading's security is that one, no safety; an
    // acceptance inspection under "Inspection and Testing" is no audit (h29c38).
    // An item of a list under an exit title says what the exit plan holds or the supplier does then: the title's Term &
    // Termination only where its own words name the exit (category-exit-titles.ts). A lone subletting under an
    // "Assignment" heading is the asset's use (C12), not the heading's transfer (h42s47); nor is a buyer bound to take
    // the contract over on a sale (C76, h61conv: Business Continuity alone).
    title: fromTitle.includes(category) && !(category === 'Term & Termination' && exitItem) && !(category === 'Assignments' && (LONE_SUBLETTING.test(text) || isBuyerBoundSale(text))) && !(category === 'Intellectual Property' && isLandLicence(text)) && !(category === 'Safety and Security' && isMoneySecurity(text)) && !(category === 'Audits' && isAcceptanceInspection(text)) ? strength : false,
  }));
  // A present assignment of intellectual property passes the work, no contract (category-cues-ip-assignment.ts):
  // Intellectual Property alone, whatever its heading, its cue words or the learned model say of Assignments.
  return assignsIntellectualProperty(text, folded)
    ? evidence.map((e) => (e.category === 'Assignments' ? { ...e, cue: false, title: false, learned: -Infinity } : e))
    : evidence;
}

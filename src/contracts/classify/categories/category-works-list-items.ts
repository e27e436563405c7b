/**
 * The items of a works list (issue 18, h97c74; set 74 missed four): under a lead-in that says what the works or the
 * services include ("1.3. The works include:", "The Services comprise:", "The scope of the works covers:"), each item is
 * a part of the work the contract buys — its Scope of Work (the spec §3's Scope of Work row: "the work to be performed"),
 * as the lead-in is, whatever else the item's own words name ("keeping a work log": Audits beside it). Read alone, an item
 * ("mowing the Meadow once a year") names no subject, or a passing one ("replacing broken posts after they are reported":
 * Communication). At most two categories, the item's own first. Anchored, bounded: linear.
 */
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { OPTIONAL_ROW_NUMBER } from '../text/row-number.js';
import { MAX_CATEGORIES } from './category-limits.js';

/** A lead-in that lists what the works or the services include, ending on its colon. */
const WORKS_INCLUDE = new RegExp(String.raw`^\s{0,3}${OPTIONAL_ROW_NUMBER}(?:The\s{1,3})?(?:[Ss]cope\s{1,3}of\s{1,3}(?:the\s{1,3})?)?(?:[Ww]orks?|[Ss]ervices?)\s{1,3}(?:shall\s{1,3})?(?:include|includes|comprise|comprises|consist\s{1,3}of|consists\s{1,3}of|cover|covers)(?:\s{1,3}the\s{1,3}following)?\s{0,3}:\s{0,3}$`);

/**
 * (issue 18, h106c83) A lead-in by which a party provides or performs "the following services" (or "work", "works"),
 * ending on its colon: "2.1 The Provider will provide the following services to Employees referred by the Company:",
 * "The Contractor shall carry out the following works:" is Scope of Work (table 2.3's row, "part of the Services"; a
 * strong cue, category-cue-lists.ts). Its items take it as a lead-in's category when they name none of their own (sets
 * 20 and 41 give an item with words of its own, "(d) reporting on the performance of each campaign", only those), so
 * the pattern is not the works list's above. Not the following documents, information or reports provided. The
 * subject is one to four capitalised words; the words after the noun run to the colon. Anchored, bounded: linear.
 */
export const PROVIDES_FOLLOWING = new RegExp(String.raw`^\s{0,3}${OPTIONAL_ROW_NUMBER}(?:[A-Z][\w'’-]{0,30}\s{1,3}){1,4}(?:(?:shall|will|must|agrees\s{1,3}to|undertakes\s{1,3}to)\s{1,3})?(?:provides?|performs?|renders?|carry\s{1,3}out|carries\s{1,3}out)\s{1,3}the\s{1,3}following\s{1,3}(?:[Ss]ervices|[Ww]orks?)\b[^:\n]{0,100}:\s{0,3}$`);

/** The categories of an item under `lead`, given what it read on its own. */
export function worksListItemCategories(read: readonly CategoryLabel[], lead: string): readonly CategoryLabel[] {
  if (!runnable(WORKS_INCLUDE).test(lead) || read.includes('Scope of Work')) return read;
  const kept = read.slice(0, MAX_CATEGORIES - 1);
  return CATEGORIES.filter((c) => c === 'Scope of Work' || kept.includes(c));
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryWorksListItemsRunPatterns(): readonly RegExp[] {
  return [WORKS_INCLUDE];
}

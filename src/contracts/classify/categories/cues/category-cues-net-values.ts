/**
 * Liabilities as an accounting quantity (issue 18, h59c52): a fund's net asset value is "the value of its assets less
 * its liabilities", a guarantor's means are "a statement of his assets and liabilities". The word counts what is
 * owed on a balance sheet, no party answering for a loss (the Liability row of docs/contract-labels.md: limits and
 * exclusions of liability, answering for losses). Sets 3 and 52 label both such sentences without Liability.
 * category-not-said.ts' NOT_SAID takes the phrase out before the cues read the sentence, so a sentence that also limits a
 * party's liability keeps its Liability. Global, bounded: linear. Tests: `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The pair named together, either way round ("assets and liabilities", "liabilities or assets"). */
const ASSETS_WITH_LIABILITIES = String.raw`(?:assets\s{1,8}(?:and|or|&)\s{1,8}liabilities|liabilities\s{1,8}(?:and|or|&)\s{1,8}assets)`;

/**
 * A business's assets and liabilities assumed, retained, taken over or transferred are debts allocated between the
 * parties, no balance sheet (hrev45's Left; set 7 labels "Buyer shall assume only the Assumed Liabilities and shall not
 * assume any other liability" Liability): the pair is read out only where no such verb comes just before it ("The
 * Buyer shall not assume any liabilities or assets other than …") and no "shall pass/transfer/vest" follows it ("All
 * assets and liabilities of the Business shall transfer to the Buyer"). Bounded lookbehind and lookahead: linear.
 */
const ALLOCATED_BEFORE =
  String.raw`(?<!\b(?:assumes?|assumed|assuming|assumption\s{1,8}of|retains?|retained|retaining|retention\s{1,8}of|(?:takes?|taken|taking|took)\s{1,8}over|transfers?|transferred|transferring|transfer\s{1,8}of|acquires?|acquired|acquiring|acquisition\s{1,8}of|bears?|bore|borne|discharges?|discharged)\s{1,8}(?:(?:all|any|only|the|its|his|her|their|such|other|no|of|those)\s{1,8}){0,3})`;
const ALLOCATED_AFTER = String.raw`(?![^.;]{0,80}\b(?:shall|will|must|to)\s{1,8}(?:pass|transfer|vest|be\s{1,8}(?:transferred|assumed|retained|taken\s{1,8}over))\b)`;
/**
 * (hrev52) Whatever verb comes before, the pair that shall be accounted for, valued or shown ("The acquisition of
 * assets and liabilities shall be accounted for at fair value") is a balance sheet's: read out. Not the pair taken over
 * as recorded ("assume the assets and liabilities recorded in the Completion Accounts": no modal before the
 * participle, still allocated). Bounded lookahead: linear.
 */
const ACCOUNTED_AFTER = String.raw`(?=[^.;]{0,80}\b(?:shall|will|must|to|are|is)\s{1,8}(?:be\s{1,8})?(?:accounted|valued|recogni[sz]ed|measured|recorded|shown|stated|reported)\b)`;
const ASSETS_AND_LIABILITIES = new RegExp(
  String.raw`\b(?:less|minus|net\s{1,8}of|after\s{1,8}deducting|deducting)\s{1,8}(?:all\s{1,8}|its\s{1,8}|their\s{1,8}|the\s{1,8}|any\s{1,8}|his\s{1,8}|her\s{1,8})?(?:[\w-]{1,40}\s{1,8})?liabilities\b|` +
    String.raw`${ALLOCATED_BEFORE}\b${ASSETS_WITH_LIABILITIES}\b${ALLOCATED_AFTER}|` +
    String.raw`\b${ASSETS_WITH_LIABILITIES}\b${ACCOUNTED_AFTER}`,
  'gi',
);

export const NET_VALUE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [[ASSETS_AND_LIABILITIES, 'Liability']];

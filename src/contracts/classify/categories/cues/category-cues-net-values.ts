/**
 * Liabilities as an accounting quantity (issue 18, h59c52): a fund's net asset value is "the value of its assets less
 * its liabilities", a guarantor's means are "a statement of his assets and liabilities". The word counts what is
 * owed on a balance sheet, no party answering for a loss (the Liability row of docs/contract-labels.md: limits and
 * exclusions of liability, answering for losses). Sets 3 and 52 label both such sentences without Liability.
 * categories.ts' NOT_SAID takes the phrase out before the cues read the sentence, so a sentence that also limits a
 * party's liability keeps its Liability. Global, bounded: linear. Tests: `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const NET_VALUE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:less|minus|net\s{1,8}of|after\s{1,8}deducting|deducting)\s{1,8}(?:all\s{1,8}|its\s{1,8}|their\s{1,8}|the\s{1,8}|any\s{1,8}|his\s{1,8}|her\s{1,8})?(?:[\w-]{1,40}\s{1,8})?liabilities\b|\bassets\s{1,8}(?:and|or|&)\s{1,8}liabilities\b|\bliabilities\s{1,8}(?:and|or|&)\s{1,8}assets\b/gi, 'Liability'],
];

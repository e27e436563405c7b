/**
 * A bank known by its brand, with no bank word in its name ("BNI Madagascar", "BAC Credomatic", "BOA Mali"): a bank only
 * where the sentence says so, right after the words that name where an account is kept or paid at — "account with",
 * "account at", "any branch of", a "Bank:" field (facts set 60's cause 6, issue 18, h101p60; docs/contracts.md, "Other
 * parties"). The brand opens with its initials in capitals (two to six letters, no payment code: "IBAN", "SWIFT") and
 * goes on with one or two capitalised words, its country or its own word; a word of the account or the branch ends it
 * ("BNI Madagascar Branch"). A brand of one word alone ("account with BKT") and a name in ordinary words ("account with
 * Harbour Supplies") stay unread: initials alone name any company, and a company is read by its legal form.
 */
import type { AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { PAYMENT_CODE_WORDS } from './bank-names.js';

// The lead-in: an account kept "with" or "at", or "any branch of", or a bank details field's label. Literal words,
// bounded blanks: linear.
const KEPT_AT = String.raw`(?:(?<![\p{L}])(?:accounts?|a\/c)\s{1,3}(?:(?:held|kept|opened)\s{1,3})?(?:with|at)|(?<![\p{L}])(?:any|a|the|its|our|your)\s{1,3}branch(?:es)?\s{1,3}of|(?<![\p{L}])(?:Bank|BANK|Bank\s{1,3}name|Name\s{1,3}of\s{1,3}(?:the\s{1,3})?bank)\s{0,3}:)`;
// The initials, then one or two capitalised words; no letter or figure after the last.
const BRAND_AFTER_KEPT_AT = new RegExp(String.raw`${KEPT_AT}\s{1,3}(\p{Lu}{2,6})((?:\s\p{Lu}[\p{Ll}\p{M}'’-]{1,30}){1,2})(?![\p{L}\p{M}\p{N}])`, 'gu');
// A word of the account, the branch or the payment that is no part of the brand.
const NOT_A_BRANDS_WORD = /^(?:Accounts?|Branch(?:es)?|Office|Agency|Number|No|Transfers?|Cards?|Details|Head|Main|Online|Mobile)$/;

/** A bank named by its brand after an account's or a branch's words. */
export function addBanksByBrand(text: string, add: AddName): void {
  if (!/account|a\/c|branch|Bank|BANK|bank/.test(text)) return;
  for (const m of matchesOf(BRAND_AFTER_KEPT_AT, text)) {
    if (PAYMENT_CODE_WORDS.test(m[1])) continue;
    const words = m[2].trim().split(/\s/);
    const own = words.findIndex((w) => NOT_A_BRANDS_WORD.test(w) || PAYMENT_CODE_WORDS.test(w));
    const kept = own === -1 ? words : words.slice(0, own);
    if (kept.length === 0) continue;
    const begin = m.index + m[0].length - m[1].length - m[2].length;
    add('Organization', begin, begin + m[1].length + 1 + kept.join(' ').length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bankBrandsRunPatterns(): readonly RegExp[] {
  return [BRAND_AFTER_KEPT_AT];
}

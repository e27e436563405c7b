/**
 * A bank known by its brand, with no bank word in its name ("BNI Madagascar", "BAC Credomatic", "BOA Mali"): a bank only
 * where the sentence says so, right after the words that name where an account is kept or paid at — "account with",
 * "account at", "any branch of", a "Bank:" field (facts set 60's cause 6, issue 18, h101p60; docs/contracts.md, "Other
 * parties"). The brand opens with its initials in capitals (two to six letters, no payment code: "IBAN", "SWIFT") and
 * goes on with one or two capitalised words, its country or its own word; a word of the account or the branch ends it
 * ("BNI Madagascar Branch"). Initials alone ("account with BKT") and a name in ordinary words ("account with Harbour
 * Supplies") stay unread: initials alone name any company, and a company is read by its legal form. A brand of one word
 * in ordinary letters that is no English word is read where money is paid to or from the account (ONE_WORD_BRAND).
 */
import type { AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { PAYMENT_CODE_WORDS } from './bank-names.js';
import { isEnglishWord } from '../../../common/lexicon/english.js';
import { NATIONAL_ADJECTIVES } from '../lexicon/gazetteer.js';
import { PLACES, WORLD_COUNTRIES } from '../../../common/lexicon/places.js';

// The lead-in: an account kept "with" or "at", or "any branch of", or a bank details field's label. Literal words,
// bounded blanks: linear.
const KEPT_AT = String.raw`(?:(?<![\p{L}])(?:accounts?|a\/c)\s{1,3}(?:(?:held|kept|opened)\s{1,3})?(?:with|at)|(?<![\p{L}])(?:any|a|the|its|our|your)\s{1,3}branch(?:es)?\s{1,3}of|(?<![\p{L}])(?:Bank|BANK|Bank\s{1,3}name|Name\s{1,3}of\s{1,3}(?:the\s{1,3})?bank)\s{0,3}:)`;
// The initials, then one or two capitalised words; no letter or figure after the last.
const BRAND_AFTER_KEPT_AT = new RegExp(String.raw`${KEPT_AT}\s{1,3}(\p{Lu}{2,6})((?:\s\p{Lu}[\p{Ll}\p{M}'’-]{1,30}){1,2})(?![\p{L}\p{M}\p{N}])`, 'gu');
// A word of the account, the branch or the payment that is no part of the brand.
const NOT_A_BRANDS_WORD = /^(?:Accounts?|Branch(?:es)?|Office|Agency|Number|No|Transfers?|Cards?|Details|Head|Main|Online|Mobile)$/;

/**
 * A bank known by a brand of one word in ordinary letters ("Westpac", "Suncorp", "Revolut"), where a payment names the
 * account money goes to or from: "sent the deposit to your account with Westpac", "paid into our account at Suncorp",
 * "transfer it to your Suncorp account" (facts set 64's cause 6, issue 18, h104q64). A verb of paying in the 80
 * characters before ("log in to your Xero account" names no bank), a possessive ("the Supplier's") or "the" before the
 * account, the brand alone (no capitalised word after it: "account with Harbour Supplies" names a trading account with
 * a company, left to the company reader), no English word ("your Savings account", "account with Chase" stay unread)
 * and no country's adjective or place ("into your Kenyan bank account"). Literal words, bounded blanks and words: linear.
 */
const ACCOUNT_OWNER = String.raw`(?<![\p{L}])(?:to|into|in|from)\s{1,3}(?:your|our|my|his|her|their|its|the|(?:the\s{1,3})?\p{Lu}\p{Ll}{1,30}['’]s)\s{1,3}`;
const ONE_WORD_BRAND = String.raw`(\p{Lu}\p{Ll}{2,20})(?![\p{L}\p{M}\p{N}'’&-])`;
const ACCOUNT_WITH_BRAND = new RegExp(String.raw`${ACCOUNT_OWNER}(?:(?:bank|business|savings|cheque|checking|current|trust)\s{1,3})?account\s{1,3}(?:with|at)\s{1,3}${ONE_WORD_BRAND}(?!\s{1,3}\p{Lu})`, 'gu');
const BRAND_ACCOUNT = new RegExp(String.raw`${ACCOUNT_OWNER}${ONE_WORD_BRAND}\s{1,3}(?:bank\s{1,3})?account(?![\p{L}])`, 'gu');

/** A country's adjective or a place before "account" says where it is kept ("into your Kenyan bank account"): no brand. */
const NOT_A_BRAND: ReadonlySet<string> = new Set([...NATIONAL_ADJECTIVES, ...PLACES, ...WORLD_COUNTRIES]);
const PAYING_BEFORE = /\b(?:pa(?:y|ys|id|ying)|sen(?:d|ds|t|ding)|transfer\w{0,6}|deposit\w{0,3}|remit\w{0,6}|credit\w{0,3}|wir(?:e|ed|ing))\b/i;

/** A bank named by its one-word brand as the account a payment goes to or from is kept at. */
function addOneWordBrands(text: string, add: AddName): void {
  for (const pattern of [ACCOUNT_WITH_BRAND, BRAND_ACCOUNT]) for (const m of matchesOf(pattern, text)) {
    // A word of "bank" itself ("Bankası", "Banka") is the fused readers' (bank-names.ts), alone no bank's name.
    if (isEnglishWord(m[1].toLowerCase()) || PAYMENT_CODE_WORDS.test(m[1]) || NOT_A_BRAND.has(m[1]) || /ban[kc]/i.test(m[1])) continue;
    if (!PAYING_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index + 8))) continue;
    const begin = m.index + m[0].lastIndexOf(m[1]);
    add('Organization', begin, begin + m[1].length);
  }
}

/** A bank named by its brand after an account's or a branch's words. */
export function addBanksByBrand(text: string, add: AddName): void {
  if (!/account|a\/c|branch|Bank|BANK|bank/.test(text)) return;
  if (text.includes('account')) addOneWordBrands(text, add);
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

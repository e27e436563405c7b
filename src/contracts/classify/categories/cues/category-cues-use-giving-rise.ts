/**
 * (issue 18, h114cat, C260) A use named as what gives rise to a claim, a loss or goodwill — "indemnifies the Landlord
 * against any claim … arising from the Tenant's use of the Premises", "damages arising out of the use of the Software",
 * "All goodwill from a Party's use of the other Party's trademarks" — is the ground of an indemnity, a liability or an
 * owner's goodwill, no thing used under the contract: the Asset Use row is the use of a party's things or place as a
 * term ("may use the Premises only as a café"). Sets 1–89: none of the 22 sentences with "arising (out of|from) … use
 * of" nor the 8 with "goodwill (arising) from … use" is labelled Asset Use; parley read 6 of them so (sets 2, 11, 13,
 * 40, 44). category-not-said.ts' NOT_SAID takes the phrase up to "use of" out of what Asset Use's cues read (and,
 * being the only cue, out of what the learned model may propose alone); "the Tenant shall use the Premises only as a
 * shop, and indemnifies …" keeps its own use. Global; at most three words between the lead and "use": linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const USE_GIVING_RISE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:(?:arising|resulting)\s{1,8}(?:out\s{1,8}of|from)|goodwill\s{1,8}(?:arising\s{1,8})?from)\s{1,8}(?:[\w'’-]{1,40}\s{1,8}){0,3}?use\s{1,8}of\b/gi, 'Asset Use'],
];

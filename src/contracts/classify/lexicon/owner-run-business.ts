/**
 * A business with no legal form, described as one its owner runs: "Ti Bara, sole trader (EI) run by Mr. Alan Morvan, …"
 * (French drafting in English: the entreprise individuelle), "HARBOUR MARINE REPAIRS, a business owned and operated by Mr
 * Semu …" (Pacific drafting; facts sets 43 and 75, issue 18, h119q75). One home for the phrase (h119rr finding 6): the
 * business's name (names/company-names.ts), its owner as its contact (parties/representative-contacts.ts, read by
 * parties/party-details.ts) and the "and" that opens no slot (parties/preamble-names.ts) are all built from it.
 */

/** The second verb of "owned and operated by", and a verb alone: "run by", "operated by", "managed by". */
const OWNER_CO_VERBS = String.raw`operated|run|managed`;

/** "owned and operated" / "owned and run" / "owned and managed": one owner's two roles. No flags needed. */
export const OWNED_AND_RUN_WORDS = String.raw`owned\s{1,3}and\s{1,3}(?:${OWNER_CO_VERBS})`;

/** What the owner does to the business, before "by". No flags needed. */
const OWNER_RUNS = String.raw`${OWNED_AND_RUN_WORDS}|owned|${OWNER_CO_VERBS}`;

/** The business with no legal form an owner runs. No flags needed. */
const OWNER_RUN_KINDS = String.raw`sole\s{1,3}trader|business|sole\s{1,3}proprietorship`;

/**
 * The description after the business's name, from its comma to the owner's capital: ", sole trader (EI) run by ",
 * ", a family business owned and operated by ". Source for a pattern with flags `gu` (the owner's capital is `\p{Lu}`).
 * Bounded blanks: linear.
 */
export const OWNER_RUN_DESCRIPTION = String.raw`,\s{1,3}(?:an?\s{1,3})?(?:family\s{1,3})?(?:${OWNER_RUN_KINDS})(?:\s{1,3}\(\p{Lu}{1,6}\))?\s{1,3}(?:${OWNER_RUNS})\s{1,3}by\s{1,3}(?=\p{Lu})`;

/** A cheap test before the description is looked for: an owner's verb and "by". */
const OWNER_VERB_BY = new RegExp(String.raw`\b(?:owned|${OWNER_CO_VERBS})\s{1,3}by\b`);
export const mayDescribeOwner = (text: string): boolean => OWNER_VERB_BY.test(text);

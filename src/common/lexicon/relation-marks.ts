/**
 * How South Asian drafting names an individual by a relation after the name, one home for the sentence splitter and the
 * readers of names: the marks "S/o" (son of), "D/o" (daughter of), "W/o" (wife of) and "C/o" (care of, before an address),
 * and the same relations written out ("son of", "daughter of", "wife of", "husband of", "widow of"). The splitter keeps
 * a sentence going after a mark's stop ("S/o. Sri. Venkat Rao", structure/sentences.ts, h88p); the person readers take the
 * name after a relation as a person's (names/signatory-names.ts KIN_NAME); a party's slot ends its name before one
 * ("Muhammad Aslam son of Ghulam Rasool, resident of …": parties/slot-names.ts, facts set 50's cause 4, issue 18, h89p).
 * Patterns' sources, bounded, no flags: callers add theirs.
 */

/** A relation's mark, either case: "S/o", "d/o", "W/O", "C/o". */
export const RELATION_MARK = String.raw`[SDWCsdwc]\/[oO]`;

/** A relation written out before the relative's name: "son of", "daughter of", "wife of", "husband of", "widow of". */
export const RELATION_WORDS = String.raw`(?:son|daughter|wife|husband|widow)\s{1,3}of`;

/**
 * A kinship word with its possessive between two names of one party's entry: "Ann Reed and her husband Bill Reed", "Tom
 * Hale and his wife Ruth Hale", "… and her son …" (a farm's couple, a family's entry: both persons are the entry's, so the
 * bracket after them, `(together "the Growers")`, names the two; set 87's cause 2, issue 18, h110n87). Read after "and".
 */
export const KIN_AFTER_AND = String.raw`(?:his|her|their)\s{1,3}(?:husband|wife|spouse|son|daughter|brother|sister|father|mother|partner)`;

/**
 * The acre's words, one home for the sentence splitter and the currency recognizer (review h107rev, finding 10). South
 * Indian drafting writes a plot's extent "Ac. 6.40 cents" (acres, then cents of land): the recognizer reads the "cents"
 * after an acre's word as land, no money (nlu/sysent/number/currency.ts `landCents`), and the splitter lets the
 * abbreviations' stop end no sentence before a figure (contracts/structure/sentences.ts). Issue 18, h107d67.
 */

/** The acre's abbreviations, written with a stop before the figure ("Ac. 6.40 cents", "Acs. 2.10"), lower-cased. */
export const ACRE_ABBREVIATIONS: readonly string[] = ['ac', 'acs'];

/** The acre's words, abbreviated or written out, lower-cased: "Ac. 6.40 cents", "2 acres 40 cents". */
export const ACRE_WORDS: ReadonlySet<string> = new Set([...ACRE_ABBREVIATIONS, 'acre', 'acres']);

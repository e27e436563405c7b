/**
 * A neighbour named by the land that bounds a parcel: "bounded on the north by lands of Aa Bb", "butting and bounding on
 * lands of Cc Dd and on the public road" (a conveyance's or a lease's parcel clause in Caribbean, Irish and older English
 * drafting describes the land by its neighbours' lands; set 67, issue 18, h89at). The owner is a Person when the words
 * have a person's form and are not all common English ("lands of the Lessor" and "lands of Crown Estates" name none).
 */
import { matchesOf } from '../../../common/regex-matches.js';
import type { AddName } from './name-grammar.js';
import { isPersonName } from './person-names.js';
import { INITIALS_NAME, isFieldOrUnit, NAME_WORD } from './signatory-names.js';

/**
 * "land(s) of", "property of", perhaps "now or formerly" or "the late" between, then two to four name words (none of
 * them a joining word), or a name written with its initials ("bounded on the North by the land of K. M. Aa": the
 * owner's initials and surname, as Sri Lankan and Indian deeds write them; set 83, issue 18, h107ty). Bounded: linear.
 */
const LANDS_OF_NAME = new RegExp(String.raw`\b(?:lands?|property|estate)\s{1,3}(?:now\s{1,3}or\s{1,3}(?:late|formerly)\s{1,3})?of\s{1,3}(?:the\s{1,3}late\s{1,3})?(${INITIALS_NAME}|${NAME_WORD}(?:\s${NAME_WORD}){1,3})(?![\p{L}\p{M}'’-])`, 'gu');

/** Neighbours named as the owners of the lands bounding a parcel. */
export function addNeighbouringOwners(text: string, add: AddName): void {
  if (!text.includes(' of ')) return;
  for (const m of matchesOf(LANDS_OF_NAME, text)) {
    // Initials before a surname no dictionary holds tell a person ("K. M. Aa"; not "A. Smith Trust": a field's word after).
    const initialled = /^\p{Lu}\./u.test(m[1]);
    if (initialled ? isFieldOrUnit(m[1].split(/\s+/).pop() ?? '') : !isPersonName(m[1]) || isFieldOrUnit(m[1])) continue;
    const end = m.index + m[0].length;
    add('Person', end - m[1].length, end);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function neighbouringOwnersRunPatterns(): readonly RegExp[] {
  return [LANDS_OF_NAME];
}

/**
 * Asset Use of a place, a vehicle or a craft one party puts at the other's disposal, and of the other's things handed
 * back (issue 18, h93cat; set 71 missed them): C12 reads a thing's use, handover and return as Asset Use, and these name
 * the thing by a noun the cue lists lack or with words between the party and the thing:
 * - a home, a car or tools provided to a person: "The Club shall provide the Rider, free of charge, with a flat and a car"
 *   (a parenthesis between commas after the party; sets 1–71: 5 of 6 "provide X with" a home, a room, a car or tools
 *   Asset Use — set 8's "helicopter or boat transport" is a service, and "transport" after the noun is left out);
 * - a place, a vehicle or a boat made available: "The Club shall make its boat and crew available for the Rider's
 *   transfers", "make the organ loft available to the Contractor", "make the theatre available to the company" (3 of 3
 *   Asset Use, all missed; not goods made available "for collection" or "for pickup", Delivery's);
 * - a place provided with its fittings named between commas: "The Club shall provide the gym, furnished and heated, with
 *   water and a telephone line";
 * - the other party's things it still holds, returned: "The Printer shall return to the Publisher the printing plates of
 *   the Publisher that it still holds" (not information, documents or money: NOT_A_THING, C8's and Confidentiality's).
 * Strong: the sentence model reads the rest of such a sentence (bills paid, crew, a sum) and not the thing. Stated with
 * sentences of my own (`categories-sums-and-things-provided-h93cat.test.ts`). Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_A_THING } from './category-cues-leased-things.js';

/** A home, a room, a vehicle or tools a person is given to use. */
const HOME_OR_VEHICLE = String.raw`(?:apartments?|flats?|house|houses|housing|rooms?|accommodation|lodgings?|cars?|vehicles?|vans?|bicycles?|motorcycles?|scooters?|[\w-]{0,12}boats?|hand\s{1,8}tools|tools)`;

/**
 * The noun ends its phrase: a stop, a bracket or a small word of the clause follows, not another noun ("a house style
 * guide", "car transfers", "boat transport" are no home nor vehicle given).
 */
const NOUN_ENDS = String.raw`(?=\s{0,8}(?:[,.;:)]|$)|\s{1,8}(?:and|or|for|in|at|to|of|with|free|near|on|during|while|which|that|as|close|throughout|from|each|every|when|until|so|if)\b)`;

/** A place, a vehicle or a craft put at another's disposal. */
const PLACE_OR_CRAFT = String.raw`(?:[\w-]{0,12}boats?|vessels?|launch(?:es)?|yachts?|lofts?|theat(?:er|re)s?|stages?|venues?|studios?|halls?|rooms?|gyms?|pools?|courts?|pitch(?:es)?|buses|coaches|minibus(?:es)?|vans?|vehicles?|cars?|lorr(?:y|ies)|trucks?|tractors?|aircraft|helicopters?|tanks?|warehouses?|yards?|premises)`;

/** The state a place is provided in. */
const FITTED = String.raw`(?:suitably\s{1,8}|fully\s{1,8})?(?:furnished|heated|air-conditioned|equipped|lit|cleaned|fitted\s{1,8}out)`;

export const THING_PROVIDED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A home, a car or tools provided to a person, a parenthesis between the person and "with" allowed.
  [new RegExp(String.raw`\bprovides?\s{1,8}(?:to\s{1,8})?(?:the\s{1,8})?[A-Z][\w-]{0,30}(?:\s{0,8},[^.;,]{1,60},)?\s{1,8}with\s{1,8}(?:(?:a|an|the|its|his|her|their)\s{1,8})?(?:[\w-]{1,30}\s{1,8}){0,3}?${HOME_OR_VEHICLE}${NOUN_ENDS}`), 'Asset Use'],
  // A place, a vehicle or a craft made available (one more thing or crew may follow: "its boat and crew").
  [new RegExp(String.raw`\bmakes?\s{1,8}(?:the|its|our|their|his|her)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${PLACE_OR_CRAFT}\b(?:\s{1,8}and\s{1,8}(?:its\s{1,8}|the\s{1,8})?[\w-]{1,30})?\s{1,8}available\s{1,8}(?:to|for)\b(?!\s{1,8}(?:collection|pick-?\s?up|inspection|delivery)\b)`, 'i'), 'Asset Use'],
  // A place provided with its fittings named between commas.
  [new RegExp(String.raw`\bprovides?\s{1,8}(?:the|a|an)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?[\w-]{1,30}\s{0,8},\s{0,8}${FITTED}(?:\s{1,8}(?:and|or)\s{1,8}${FITTED})?\s{0,8},`, 'i'), 'Asset Use'],
  // The other party's things it still holds, returned.
  // Read from the holding back to the return: the lookbehinds run only where "that it still holds" is found, so a run
  // of "return the" costs nothing (a gap after "return" and another before "that" rescanned each other).
  [new RegExp(String.raw`\b(?:that|which)\s{1,8}(?:it|they|he|she)\s{1,8}(?:still\s{1,8})?(?:holds?|keeps?|has\s{1,8}in\s{1,8}(?:its|their|his|her)\s{1,8}(?:possession|keeping|custody))\b(?<=\breturn(?:s|ed)?\b[^.;]{1,250})(?<!\b${NOT_A_THING}\b[^.;]{0,100})`, 'i'), 'Asset Use'],
];

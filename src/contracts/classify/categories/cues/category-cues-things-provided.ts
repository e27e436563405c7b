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
import { THING } from './category-cues-assets.js';

/** A home, a room, a vehicle or tools a person is given to use. */
const HOME_OR_VEHICLE = String.raw`(?:apartments?|flats?|house|houses|housing|rooms?|accommodation|lodgings?|cars?|vehicles?|vans?|bicycles?|motorcycles?|scooters?|[\w-]{0,12}boats?|hand\s{1,8}tools|tools)`;

/**
 * The noun ends its phrase: a stop, a bracket or a small word of the clause follows, not another noun ("a house style
 * guide", "car transfers", "boat transport" are no home nor vehicle given).
 */
const NOUN_ENDS = String.raw`(?=\s{0,8}(?:[,.;:)]|$)|\s{1,8}(?:and|or|for|in|at|to|of|with|free|near|on|during|while|which|that|as|close|throughout|from|each|every|when|until|so|if)\b)`;

/** A place, a vehicle or a craft put at another's disposal. */
const PLACE_OR_CRAFT = String.raw`(?:[\w-]{0,12}boats?|vessels?|launch(?:es)?|yachts?|lofts?|theat(?:er|re)s?|stages?|venues?|studios?|halls?|rooms?|gyms?|pools?|courts?|pitch(?:es)?|buses|coaches|minibus(?:es)?|vans?|vehicles?|cars?|lorr(?:y|ies)|trucks?|tractors?|aircraft|helicopters?|tanks?|warehouses?|yards?|premises)`;

/**
 * (issue 18, h106near) A word that makes the room a service's content: "access to its online archive", "the digital
 * library", "the Publisher's electronic archives" give access to a service (its subscription), no room of the client's
 * (C173 reads a room named by its own noun). Fixed words: linear.
 */
const ONLINE_WORD = String.raw`(?:[Oo]n-?line|[Dd]igital|[Ee]lectronic|[Vv]irtual|[Ww]eb|[Ii]nternet|[Cc]loud)\b`;

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
  // (h105c82, C173) A service done among the client's own rooms and things: access given to a room of the client's
  // named by its own noun ("The Council gives the Contractor's staff access to the archive from 9 am to 5 pm"; not an
  // access to inspect or audit, Audits'), the work done in such a room ("carries out all scanning in the Department's
  // strongroom"), desks or work space provided, the work's data kept on drives the client supplies, the client's papers
  // handled with care or put back ("(a) handle each file with clean gloves", "(e) put each box back on its shelf").
  [new RegExp(String.raw`\b(?:gives?|grants?|allows?|provides?|affords?)\s{1,8}(?:(?:the\s{1,8})?[A-Z][\w-]{0,30}(?:['’]s\s{1,8}[\w-]{1,30})?\s{1,8}|(?:its|their)\s{1,8}[\w-]{1,30}\s{1,8})?access\s{1,8}to\s{1,8}(?:its|the|our|their|his|her|[A-Z][\w-]{0,30}['’]s)\s{1,8}(?:(?!${ONLINE_WORD})[\w-]{1,30}\s{1,8}){0,2}?(?:strong\s?rooms?|archives?|record\s{1,8}rooms?|store\s?rooms?|stores|vaults?|registr(?:y|ies)|librar(?:y|ies)|workshops?|warehouses?|laborator(?:y|ies)|studios?|kitchens?)\b(?![^.;]{0,80}?\b(?:inspect|audit|examin|verif)\w{0,6}\b)`), 'Asset Use'],
  [/\b(?:in|inside)\s{1,8}(?:the\s{1,8})?[A-Z][\w-]{0,30}['’]s\s{1,8}(?:strong\s?rooms?|archives?|record\s{1,8}rooms?|store\s?rooms?|vaults?)\b/, 'Asset Use'],
  [/\b(?:provides?|supplies|supply|makes?\s{1,8}available)\s{1,8}(?:(?:a|an|the|its|two|three|four|\d{1,2})\s{1,8})?(?:desks?|work\s?space|office\s{1,8}space|tables\s{1,8}and\s{1,8}chairs)\b/i, 'Asset Use'],
  [/\bon\s{1,8}(?:the\s{1,8})?(?:[\w-]{1,30}\s{1,8}){0,2}?(?:drives?|disks?|laptops?|computers?|devices?|servers?)\s{1,8}(?:that\s{1,8}|which\s{1,8})?(?:the\s{1,8})?[A-Z][\w-]{0,30}\s{1,8}(?:supplies|provides|lends|gives)\b/, 'Asset Use'],
  [/\bhandle\s{1,8}(?:each|every|all|any|the)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:records?|files?|books?|volumes?|documents?|papers?|plans?|maps?|objects?|specimens?)\s{1,8}with\b|\bput\s{1,8}(?:each|every|all|any|the)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:records?|files?|books?|volumes?|boxe?s?|documents?|plans?|maps?|objects?)\s{1,8}back\b/i, 'Asset Use'],
  // (h105c82, C173) A hire's key-facts rows of the thing's fuel and of its pick-up and return ("Fuel: the van comes with
  // a full tank; …", "Pick-up and return: at the station or at our yard"), and the thing checked when it is given back
  // ("We check the van with you when you return it"): the hired thing's use and return (C12).
  [/^\W{0,3}(?:fuel|pick-?up(?:\s{1,8}and\s{1,8}(?:return|drop-?off))?|collection\s{1,8}and\s{1,8}return)\s{0,3}:/i, 'Asset Use'],
  [new RegExp(String.raw`\bchecks?\s{1,8}(?:the|each|every)\s{1,8}${THING}\b[^.;]{0,40}?\b(?:return|returns|returned|collect|collects|collected|handed\s{1,8}back)\b`, 'i'), 'Asset Use'],
];

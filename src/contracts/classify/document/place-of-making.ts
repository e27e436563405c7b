/**
 * The place of making: how a contract writes where it was made, signed or concluded — "This Agreement is made at New
 * Delhi on this 10th day of …", "made in Jakarta on 12 May 2025", "Done in Lyon, on 20 November 2025, in two original
 * copies", "IT OUTSOURCING AGREEMENT concluded in Warsaw on 3 March 2025 between:", "Signed for Acme Limited at Keswick
 * on 3 May 2027", "In Treviso, on 3 May 2027". Two readers use it: the contract's facts (facts.ts: the sentence's date
 * is the making's, `MADE_AT`, `DONE_AT`, `CONCLUDED_AT`) and the places a contract writes in a place's position
 * (place-positions.ts: the capitalised words after it are a town, `MAKING_POSITIONS`, `CASED_MAKING_POSITIONS`).
 * Every pattern is bounded: linear.
 */
import { MONTH_NAME } from '../lexicon/calendar-words.js';
import { DEAL_MOMENT } from '../lexicon/deal-moments.js';
import { PLACE_SET, TOWNS_NAMED_AS_WORDS } from '../lexicon/gazetteer.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { OKINA_OPENING } from '../lexicon/name-letters.js';

/**
 * One word of a place's name: a capital, then letters of any script ("Gżira", "Ħamrun", "Łódź", "Kraków"), a full stop,
 * an apostrophe or a hyphen ("Stratford-upon-Avon"). The one home of a place word for MADE_AT, CONCLUDED_AT and
 * PLACE_NAME (flag `u`): MADE_AT read ASCII alone and lost "made in Gżira on 9 May 2033" (h59f35).
 */
// A Polynesian place may open with its ʻokina, typed as an apostrophe: "Made at 'Ohonua, 'Eua, on Monday 12 July 2047"
// (Tongan; OKINA_OPENING, facts set 74's cause 9, issue 18, h119q74).
const PLACE_WORD = String.raw`${OKINA_OPENING}?\p{Lu}[\p{L}\p{M}.'-]*`;

/**
 * The town named as a town before its name, as Spanish, Portuguese and Arabic drafting writes it: "In the city of Praia,
 * on …", "concluded in the city of Sana'a on …", "Made in the town of Bafatá on …" (h28f21; issue 18, h77f43d, facts set
 * 43's cause 18). Optional, its words fixed: linear.
 */
export const TOWN_OF = String.raw`(?:the\s{1,3}(?:city|town|municipality|village)\s{1,3}of\s{1,3})?`;

/**
 * "made at <Place> on" (a capitalised place of signing, of up to four words, between; case-sensitive so that "payment
 * made at any time on" names no place). It dates the agreement only in a sentence naming it (facts.ts): "a payment made
 * at Barclays Bank on 1 May 2024" dates a payment. "made in Jakarta on 12 May 2025" (Indonesian and other drafting in
 * English) names the place of making as "made at" does; capitalised when it opens the parties' list ("Made in Porto on …
 * by and among:"). The place may name its state after a comma, "of" inside it: "made in Manama, Kingdom of Bahrain, on"
 * (h24f17). The day may follow as the common-law preamble writes it: "THIS CONTRACT is made at Kigali this 28th day of
 * April 2034" (facts set 39's cause 11, issue 18, h73f39d); "this" then a figure, so "made at Kigali this year" is none.
 * Each word opens with a capital (or is "of" before one): linear.
 */
export const MADE_AT = new RegExp(String.raw`\b[Mm]ade\s+(?:at|in)\s+${TOWN_OF}${PLACE_WORD}(?:,?\s+(?:of\s+)?${PLACE_WORD}){0,4},?\s+(?:on\b|this\s{1,3}\d)`, 'u');

// The place words of DONE_AT and CONCLUDED_AT (and of facts.ts' PLACE_BEFORE, IN_PLACE_ON, IN_PLACE_COUNTRY_ON) keep their
// hyphens ("Stratford-upon-Avon"), so the next word opens after a blank, not after a dash: when a dash could end one word
// and open the next, a run "A-A-A-…" split every way into four words (800 characters took 6 s of CPU; hred9).

/**
 * A capitalised place of up to four words, its words perhaps joined by a particle in small letters ("Andorra la Vella",
 * "Castel del Monte", "Newcastle upon Tyne", h27f20; "Peso da Régua" after "Done in", h42f30). Each word bounded: linear.
 */
// German and Austrian towns join theirs so too: "Neustift im Stubaital", "Weiden in der Oberpfalz", "Rothenburg ob der
// Tauber", "Frankfurt an der Oder" (issue 18, h93fd; facts set 54's cause 13: "Neustift im Stubaital, 20.04.2038").
const PLACE_PARTICLE = String.raw`(?:la|le|les|de|del|della|di|da|do|dos|das|du|el|en|sur|am|an|upon|im|(?:an|in|ob)\s+der)\s+`;
export const PLACE_NAME = String.raw`${PLACE_WORD}(?:\s[\s-]*(?:${PLACE_PARTICLE})?${PLACE_WORD}){0,3}`;

/**
 * The signing formula of French and other civil-law drafting: "Done in Lyon, on 20 November 2025, in two original
 * copies", "Done at Brussels on …" (a capitalised place of up to four words; the element opens with it); Moroccan and
 * other drafting opens it "Made in Casablanca, on …, in two original copies." (h20f13).
 */
// The number of originals may come first: "Done in two originals at Port-au-Prince, this …", "Done in duplicate at …"
// (h28f21).
// The town may name its island, province or country after it, in brackets or after a comma: "Made at Avatoru
// (Rangiroa), on 14 February 2035", "Made at Avatoru, Rangiroa, on …" (French Polynesian drafting; issue 18, h75f40d).
/**
 * (issue 18, h105mendC) The civil-law place of making before its day, one pattern for the signing line (facts.ts: "In
 * Valencia, on 3 March 2025.", "In Prague on 5 May 2025", "In Tandil, on the 7th day of June 2031.") and the notary's
 * opening (deed-openings.ts: "In Vilanova de Arousa, on the twenty-second of May …", "At Vigo, on 22 May 2044, before
 * me"): "In" or "At", a place (PLACE_NAME, its comma optional) or a capitalised run of up to 60 characters closed by a
 * comma (a place with its province in brackets), then "on (the)" right before the day. Each had its own: the union of
 * the two. Anchored, each branch bounded: linear.
 */
export const IN_PLACE_ON = new RegExp(String.raw`^\s*(?:In|IN|At|AT)\s{1,3}(?:${PLACE_NAME},?|\p{Lu}[^,\n]{0,60},)\s{1,3}(?:on|ON)\s{1,3}(?:(?:the|THE)\s{1,3})?$`, 'u');
/**
 * (issue 18, h106near) A signing line names a place, a town: "At" before a moment of the deal ("At Completion, on 1 June
 * 2030.", "At Practical Completion, on …", "AT CLOSING, ON …") names no place of signing. So the signing line (facts.ts)
 * takes "At <place>, on" unless the place names a deal's moment (namesMoment below); "In <place>, on" as IN_PLACE_ON reads
 * it. (issue 18, h106mendW) Rejecting the moments, not accepting only uncommon words: towns that are common English
 * words and in no list ("At Split, on …", "At Mobile, on …", "At Orange, on …") are places. The notary's opening
 * (deed-openings.ts) keeps IN_PLACE_ON whole: a notarial cue must stand beside it. The place between "At" and the comma
 * or "on": anchored, one bounded run before a fixed tail; tested only on what IN_PLACE_ON took: linear.
 */
const AT_PLACE = /^\s*(?:At|AT)\s{1,3}([^\n]{1,80}?)\s{0,3},?\s{1,3}(?:on|ON)\s{1,3}(?:(?:the|THE)\s{1,3})?$/u;
/** A deal's moment (lexicon/deal-moments.ts), the list's own common words. */
const MOMENT_WORD = new RegExp(String.raw`^${DEAL_MOMENT}$`);
/** A noun of an act or a state by its ending ("Payment", "Registration", "Closure"), read where it is a common word. */
const ACT_NOUN = /^[a-z]{2,30}(?:ion|ment|ing|ery|ure)$/;
/**
 * (issue 18, h107and; review h106rev3's finding 8) Whether "At <words>, on" names a moment, not a place: one common
 * English word that is a deal's moment or a noun of an act ("Delivery", "Execution", "Registration", "Payment", "Transfer",
 * "Handover", "Closing"), or a deal's moment after one common word ("Practical Completion"), that no list of
 * places holds (the gazetteer, TOWNS_NAMED_AS_WORDS: "At Reading, on" is a town). A town that is a common word without
 * those endings stays a place ("At Split, on", "At Mobile, on", "At Orange, on"), and so does a building's name of more
 * words ("At Exchange House, London, on"). Replaces a list of six moments: the general test reads the ones it lacked.
 */
/** TOWNS_NAMED_AS_WORDS in lower case, for a whole-word lookup. */
const TOWNS_AS_WORDS_LOWER: ReadonlySet<string> = new Set(TOWNS_NAMED_AS_WORDS.map((t) => t.toLowerCase()));
function namesMoment(at: string): boolean {
  const lower = at.toLowerCase();
  const words = lower.split(/\s+/);
  if (words.length > 2 || PLACE_SET.has(lower) || TOWNS_AS_WORDS_LOWER.has(lower)) return false;
  const moment = words[words.length - 1];
  if (words.length === 2 && !(MOMENT_WORD.test(moment) && isCommonEnglishWord(words[0], 20))) return false;
  return MOMENT_WORD.test(moment) || (ACT_NOUN.test(moment) && isCommonEnglishWord(moment, 35));
}
/** Whether the text before a date, `before`, is a signing line's "In <place>, on" or "At <place>, on" (see AT_PLACE). */
export function signingPlaceOn(before: string): boolean {
  if (!IN_PLACE_ON.test(before)) return false;
  const at = AT_PLACE.exec(before);
  return at === null || !namesMoment(at[1].trim());
}
const PLACE_AND_REGION = String.raw`${PLACE_NAME}(?:\s{0,3}\(${PLACE_NAME}\)|(?:,\s{1,3}${PLACE_NAME}){1,2})?`;
// Who keeps the copies may follow them between commas before the place: "Made in duplicate, one copy for each party, in
// Madalena, on 12 May 2038." (Portuguese drafting in English; issue 18, h90fd, facts set 51's cause 8), "Done in two
// originals, one for each Party, at Lomé, on …". Up to 60 characters with no stop or comma between the commas.
// A notary's deed is "drawn up and passed" at the place, perhaps in the notary's office: "Drawn up and passed at
// Saint-Pierre, in the office of the notary, on 22 July 2038." (issue 18, h92fd; facts set 53's cause 13).
// The date may follow the place after a comma alone, as French drafting writes it: "Done at Bangui, 2 November 2043, in
// two copies." (issue 18, h103d63; facts set 63's cause 11) — a day and its month's name, a numeric date or a month's
// name and its day right after the comma ("Done at Douala, 3 copies" is no date).
const DATE_AFTER_COMMA = String.raw`,\s{1,3}(?=(?:the\s{1,3})?\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:of\s{1,3})?${MONTH_NAME}\b|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|${MONTH_NAME}\s{1,3}\d)`;
export const DONE_AT = new RegExp(String.raw`^\s*(?:Done|Drawn\s+up(?:\s+and\s+passed)?|Made)(?:\s+in\s+(?:duplicate|triplicate|[a-z]{3,6}\s+(?:originals?|copies|counterparts))(?:,\s{1,3}[^.;:,]{1,60},)?)?\s+(?:at|in)\s+${PLACE_AND_REGION}(?:,?(?:\s{1,3}in\s{1,3}the\s{1,3}(?:office|offices|chambers)\s{1,3}of\s{1,3}[^.;:,]{1,60},)?\s+(?:on|this)\b|${DATE_AFTER_COMMA})`, 'u');

/**
 * The Spanish and Latin American closing, the copies first: "Two copies of the same tenor and to a single effect are
 * made, in Calabozo, on the tenth (10th) day of …" ("Se hacen dos ejemplares de un mismo tenor y a un solo efecto, en
 * …"), "Three originals are signed in Lima on 2 May 2031" (issue 18, h75f40d; facts set 40's cause 14). The copies'
 * word, then within the sentence the verb of making in the present or the perfect, the place and "on" or "this". Each
 * gap bounded: linear.
 */
export const COPIES_MADE_AT = new RegExp(String.raw`\b(?:copies|originals|counterparts|exemplars|specimens)\b[^.;:]{0,100}?\b(?:are|have\s{1,3}been)\s{1,3}(?:made|signed|executed|drawn\s{1,3}up|issued),?\s{1,3}(?:at|in)\s{1,3}${PLACE_AND_REGION},?\s{1,3}(?:on|this)\b`, 'u');

/**
 * The parties that "sign" at a place on a day, with no object or with "it" or "this <document>": "We, the parties, agree
 * to each and every one of the clauses above and sign in Trinidad on 5 June 2045" (Bolivian and other Latin American
 * drafting's closing, "firmamos en …"), "Both parties sign it in the city of Riberalta, Beni, on …" (facts set 70's cause
 * 5, issue 18, h110q70). The parties the sentence's subject: "the Seller signs the delivery note at the depot on …" and
 * "THE SELLER shall sign … at San Ignacio on …" date another act or paper. Each gap bounded: linear.
 */
export const PARTIES_SIGN_AT = new RegExp(String.raw`\b(?:[Tt]he|THE|[Bb]oth|BOTH|[Aa]ll|ALL)\s{1,3}(?:parties|PARTIES)\b[^.;:]{0,160}?\bsign(?:s|ed)?\s{1,3}(?:it\s{1,3}|this\s{1,3}\p{Ll}{3,20}\s{1,3})?(?:at|in)\s{1,3}(?:the\s{1,3}(?:city|town|village|municipality)\s{1,3}of\s{1,3})?${PLACE_AND_REGION},?\s{1,3}(?:on|this)\b`, 'u');

/**
 * Civil-law drafting in English makes a contract by "concluding" it at a place: "IT OUTSOURCING AGREEMENT concluded in
 * Warsaw on 3 March 2025 between:", "The Agreement was concluded in Kraków on …" (h18f8). Lower-case "concluded" only:
 * the word starts no place name; capitalised where it opens the element ("Concluded in Skopje on 3 March 2025 by and
 * between the undersigned:", Balkan drafting, h25f18).
 */
export const CONCLUDED_AT = new RegExp(String.raw`(?:\bconcluded|^\s*Concluded)\s+(?:at|in)\s+${TOWN_OF}${PLACE_WORD}(?:\s[\s-]*${PLACE_WORD}){0,3},?\s+on\b`, 'u');

/**
 * The words just before the place of making, case-insensitive (sources of place-positions.ts' POSITION): "made at",
 * "signed in duplicate at", "done in", "executed in". "made in" is left out: payments are made in Euros.
 */
export const MAKING_POSITIONS: readonly string[] = [
  String.raw`\b(?:made|done|signed|executed|concluded)\s{1,3}(?:in\s{1,3}(?:duplicate|triplicate)\s{1,3})?at`,
  String.raw`\b(?:done|signed|executed|concluded)\s{1,3}(?:in\s{1,3}(?:duplicate|triplicate)\s{1,3})?in`,
];

/** No currency's name after "in": "a payment made in Euros on 1 May", "made on 1 May 2027 in Dollars" name no place. */
const NO_CURRENCY_AFTER = String.raw`(?!\s{1,3}(?:Euros?|Dollars?|Pounds?|Sterling|Francs?|Yen|Rupees?|Rand|Krone[rn]?|Kronor|Krona)\b)`;

/** The place of making's positions that need the place's capitals and the date after it to tell them (sources of place-positions.ts' CASED_POSITION, flags `gu`). */
export const CASED_MAKING_POSITIONS: readonly string[] = [
  // (h25s29a) A signing line's place when its date follows: "Signed for Acme Limited at Keswick on 3 May 2027" (the
  // signer between "Signed" and "at"; the line opens the element).
  String.raw`^\s{0,3}(?:Signed|Executed|Done|SIGNED|EXECUTED)\b[^.;:\n]{0,120}?\sat(?=\s{1,3}\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,3},?\s{1,3}on\s{1,3}(?:the\s{1,3})?\d)`,
  // (h26s30a) Civil-law drafting in translation opens with the place and day of making: "In Aa today, 3 May 2027, the
  // following parties:", "In Aa, on 3 May 2027", "In Aa, this 3rd day of …" (Greek, Italian, Spanish models).
  // The town's province and country may follow it, each after a comma: "In Aa, Bb, Cc, on 3 May 2027" (h27s32a).
  // Nordic and German drafting in translation writes the date straight after the comma, in figures: "In Aa, 14.3.2028",
  // "In Bb, 2028-02-20", "In Cc, 3 May 2028" (issue 18, h77t60).
  String.raw`^\s{0,3}In(?=\s{1,3}\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,3}(?:,\s{1,3}\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,2}){0,2}(?:,?\s{1,3}(?:today|on\s{1,3}(?:the\s{1,3})?\d|this\s{1,3}\d)|,\s{1,3}(?:\d{1,2}\.\s?\d{1,2}\.\s?\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s{1,3}${MONTH_NAME}\s{1,3}\d{4})))`,
  // (h25s28a) "Made in Treviso on 3 May 2027": a figure after "on", and no currency ("made in Euros on 1 May" is a payment's).
  // (h28a34) The day of making between the verb and the place, as Romanian and other civil-law drafting in translation
  // opens: "Concluded today, 12 January 2027, in Aa, between the following parties:", "Signed on 3 May 2027 in Bb".
  // (h32a43) The day written as the common-law preamble writes it, and "entered into" as the verb: "is made and entered
  // into this 18th day of January 2027 in Aa, Bb", "entered into as of April 1, 2027 in Cc".
  // The day may be written in figures as civil-law drafting writes it: "concluded on 12.04.2031 in Aa between the
  // following parties:", "signed on 3/5/2027 in Bb" (issue 18, h87na).
  String.raw`\b(?:[Cc]oncluded|[Ss]igned|[Dd]one|[Ee]xecuted|[Mm]ade|entered\s{1,3}into)(?:\s{1,3}today)?,?\s{1,3}(?:(?:on|this|as\s{1,3}of)\s{1,3}(?:the\s{1,3})?)?(?:\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:day\s{1,3}of\s{1,3})?${MONTH_NAME},?\s{1,3}\d{4}|${MONTH_NAME}\s{1,3}\d{1,2}(?:st|nd|rd|th)?,\s{1,3}\d{4}|\d{1,2}\.\s?\d{1,2}\.\s?\d{4}\.?|\d{1,2}\/\d{1,2}\/\d{4}),?\s{1,3}in${NO_CURRENCY_AFTER}`,
  String.raw`\b(?:[Mm]ade|[Ss]igned)\s{1,3}in${NO_CURRENCY_AFTER}(?=\s{1,3}\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,3},?\s{1,3}on\s{1,3}(?:the\s{1,3})?\d)`,
];

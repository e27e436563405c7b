/**
 * A town no list holds, named by its shape after a preposition of place or of movement (C314; issue 18, h121loc): "the
 * supply ship at Leava", "you pay the rest in cash in Hadibo", "the ship leaves Pitcairn … the freight from Pitcairn to
 * Tauranga", "the court of first instance in Mata-Utu". One capitalised word (two joined by a hyphen, "Mata-Utu",
 * "Sint-Niklaas") after "in", "at", "to", "from" or "near", that is no English word of any tier ("in Writing", "to
 * Supplier", "at Sea"), no role ("to Licensor"), no language ("in Tetum"), no month, weekday or feast, no nation's
 * adjective ("to Swiss law"), no honorific ("to Mrs Aa"), no plain given name ("a letter from Jordan", "a call from
 * Chad": a person's as often), and that closes where a place closes: the element's end, a
 * stop or a comma not before a capitalised word ("from Jln. Gadong": an abbreviation, a street's), or a word that goes on the clause ("and", "on", "by", "before" …), so "in Fiji dollars" and "at
 * Bhosari Road" are none (a capitalised word after it makes a longer name, the other readers'). Not a number after it
 * ("in Annexure 1", "at Unit 4": a part or an address's), nor a comma and a capitalised word (a list or an address goes
 * on: "in Kano, Jigawa, Katsina and Kaduna States", "at Moorside, Bradford", the other readers'), nor a public body's seat
 * ("the Conservation Department in Šibenik": C25's one Organization), nor a language's setting: a copy, a text or a reading before
 * it ("made in two copies, in Karakalpak", "written in Shikomori and in French", "Read aloud in Kriol") or a language
 * listed beside it ("in Kiswahili and in English"). A heading's word is left bare (the labelled sets leave "Nouakchott"
 * and "Hee-Gyathang" in headings so). A person or a body the readers found there wins (attributes.ts ranks them
 * first), and a party's own name after "to" or "from" is dropped as the party (party-not-place.ts). Counted over sets
 * 1–94 before it was kept (bench/log.md, h121loc). Bounded: linear.
 */
import { isEnglishWord } from '../../../common/lexicon/english.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { CURRENCY_NAMES } from '../numbers/recognizers.js';
import { HOLIDAY_NAME, isCalendarWordOrPlural } from '../lexicon/calendar-words.js';
import { COURTESY_TITLES } from '../lexicon/courtesy-titles.js';
import { LANGUAGE_NAMES } from '../lexicon/languages.js';
import type { Span } from '../text/text.js';
import { PUBLIC_HEADS } from './headed-institutions.js';
import { ROLE_NAMES } from './name-grammar.js';

/** The preposition, then the name (`[1]`): one word, or two joined by a hyphen, no letter, hyphen or capital after it. */
export const PREPOSITION_THEN_NAME = /(?<![\p{L}\p{M}])(?:in|at|to|from|near)\s{1,3}(\p{Lu}\p{Ll}{1,30}(?:-\p{Lu}\p{Ll}{1,30})?)(?![\p{L}\p{M}\d'’-])(?!\s{1,3}\p{Lu})/gu;
/**
 * What may follow a place: the end, a stop, a comma, a bracket, or a word that goes on the clause (a conjunction, a
 * preposition, a verb's "is"). A noun in small letters after it makes the name an adjective ("in Fiji dollars", "to
 * Swiss law"). Anchored, bounded: linear.
 */
const CLOSES_AS_PLACE = /^(?:\s{0,3}(?:[;:)!?]|[.,](?!\s{0,3}\p{Lu})|$)|\s{1,3}(?:and|or|on|by|for|from|to|at|in|before|after|where|which|with|until|within|under|as|is|was|are|were|if|when|so|but|each|every|during|through|via|this|the|first|once|then)(?![\p{L}\p{M}]))/u;
/** A number after the name: a part of the document or an address's ("in Annexure 1", "at Unit 4"). Anchored. */
const NUMBER_AFTER = /^\s{0,3}[-–]?\s{0,3}\d/u;
/**
 * A language's setting before the preposition: a copy, a text or a reading ("made in two copies, in Karakalpak", "drawn up
 * in Kirundi", "Read aloud in Kriol", "Translated from Shikomori"). Anchored at the end, bounded: linear.
 */
const LANGUAGE_SETTING_BEFORE = /\b(?:read(?:\s{1,3}aloud)?|written|drawn\s{1,3}up|translated|interpreted|spoken|copies|texts?|versions?|originals?|languages?)\b[^.;:\n]{0,16}$/iu;
const LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_NAMES);
/** A language beside the name, after or before "and" or "or", "in" again perhaps ("in Kiswahili and in English"). */
const LANGUAGE_AFTER = /^\s{1,3}(?:and|or)\s{1,3}(?:in\s{1,3})?(\p{Lu}\p{Ll}{1,30})/u;
const LANGUAGE_BEFORE = /(\p{Lu}\p{Ll}{1,30})\s{1,3}(?:and|or)\s{1,3}(?:in\s{1,3})?$/u;
/**
 * A public body's head word right before the preposition: its seat is part of its name ("the Conservation Department in
 * Šibenik", "the Municipal Court in Travnik": C25's one Organization). Anchored at the end, bounded.
 */
// The government's heads (headed-institutions.ts' PUBLIC_HEADS), a court's and an office's: not a bank's, an institute's or
// an association's, whose town the sets label apart ("the Thai Arbitration Institute in Bangkok", set 27).
const BODY_HEADS: readonly string[] = [...PUBLIC_HEADS, 'Court', 'Courts', 'Tribunal', 'Office', 'Council', 'Inspectorate', 'Registry'];
const BODY_HEAD_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${BODY_HEADS.join('|')})\s{1,3}$`, 'u');
const HOLIDAY = new RegExp(`^${HOLIDAY_NAME}$`);
/** A nation's adjective or its people ("Swiss", "Moroccan", "to Tokelauans"): no place's name. */
const NATION_ADJECTIVE = /(?:ian|ean|ese|ish|ine|ic|iss|ans)$/u;
/** An honorific (the lexicon's courtesy titles, "Messrs" the firm's): no place's name ("to Mrs Aa", "to Revd Okafor"). */
const HONORIFICS: ReadonlySet<string> = new Set([...COURTESY_TITLES, 'Messrs']);

/**
 * Whether `name` may name a place by its shape: no English word, plain given name, role, language, currency's name
 * ("Naira", "Cedis": h122left), calendar word, feast, nation's adjective or honorific. Also the test of a name before a kind word in small letters ("the Dixam plateau";
 * places-by-kind-word.ts), where "the Olympic village" or "the Himalayan mountains" is an adjective's.
 */
export function placeShaped(name: string): boolean {
  return !name.split('-').some((w) => isEnglishWord(w.toLowerCase())) && !isPlainGivenName(name) && !ROLE_NAMES.has(name.toLowerCase()) && !LANGUAGES.has(name)
    && !CURRENCY_NAMES.has(name.toLowerCase())
    && !isCalendarWordOrPlural(name) && !HOLIDAY.test(name) && !NATION_ADJECTIVE.test(name) && !HONORIFICS.has(name);
}

/**
 * "to" and "from" name a place only on a way (C314's mend, h121mendL; h121rr #1, #2): in a route ("from Pitcairn to
 * Tauranga", "to and from Niue") or after a word of carriage or travel in the clause ("the ferry to Unst", "travel back
 * to Kohima", "bus fares from Biratori", "ships them to Nukufetau"). Elsewhere a name after them is a person's or a
 * firm's as often ("pays the invoice to Kowalski", "Questions go to Priya", "uploads the files to Dropbox", "according
 * to Incoterms"). Bounded: the clause's last 48 characters before the preposition; linear.
 */
const CARRIAGE_BEFORE = /\b(?:deliver\w{0,5}|ship|ships|shipped|shipping|shipments?|carr(?:y|ies|ied|ying|iage|ier)|sail\w{0,3}|fl(?:y|ies|ew|own|ying|ights?)|travel\w{0,4}|freight\w{0,3}|ferr(?:y|ies)|transport\w{0,6}|export\w{0,4}|import\w{0,4}|bus|buses|coach|rail|railway|roads?|routes?|runs?|return\w{0,3}|back|away|tours?|trips?|journeys?|voyages?|fares?|driv(?:e|es|en|ing)|mov(?:e|es|ed|ing)|boats?|vessels?|trucks?|lorr(?:y|ies)|trains?|haul\w{0,4}|posted|dispatch\w{0,4}|despatch\w{0,4}|commut\w{1,4}|walk\w{0,3}|arriv\w{1,4}|depart\w{0,4}|leav(?:e|es|ing)|sea|air)\b[^.;:\n]{0,48}$/iu;
/** A route: "from <Name>" before "to" ("from Olot to Banyoles"), or "to and" before "from" ("to and from Niue"). Anchored. */
const ROUTE_FROM_BEFORE = /\bfrom\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{L}\p{M}'’-]{1,30})?\s{1,3}(?:back\s{1,3})?$/u;
const ROUTE_TO_AND_BEFORE = /\bto\s{1,3}and\s{1,3}$/u;
/** A route: " to <Name>" after "from <Name>" ("from Kohima to Dimapur"). Anchored. */
const ROUTE_TO_AFTER = /^\s{1,3}(?:and\s{1,3}back\s{1,3})?to\s{1,3}\p{Lu}/u;
/**
 * "at" after money, buying or an account ("the Supplier's account at Monzo", "pay the rent at Barclays", "buys fuel at
 * Tesco", "the files at Hetzner"; data none: "data centres in"): a bank, a shop or a host, no town (the sets label "the
 * farm's account at Sberbank" an Organization). The verb at most two words before ("booking our smoke sauna at Haanja"
 * names the sauna's place), "paid" none ("the prices last paid at Funchal"), nor a store, a bank or a keeper as nouns
 * ("the Purchaser's store at Betio"). Nor where a thing is kept or stays (issue 18, h122left; h121revA #1):
 * "The boat is kept at Leava", "The crew stays at Leava" name the town (sets 1–95: "paid
 * at Funchal", "kept together in Gibraltar", "keeps a training stable in Kabd", "payable in Hong Kong" are labelled
 * Location, and no such verb stands before a bank, a shop or a hotel of one word; "keeps at Mizuho Bank" is two words,
 * the bank readers'). A hotel's brand after "stay at" ("stay at Hilton") is left: no brand list. But "payable at" again
 * (issue 18, h122mendL; review82 #7): "payable at Revolut" is a bank's, the common sense of the words (a cheque payable
 * at a bank); sets 1–95 hold no "payable at <one word>", and a listed town after it is the gazetteer's Location still
 * ("payable at Kumasi"). Anchored, bounded: linear.
 */
const MONEY_OR_BUYING_BEFORE_AT = /(?:\b(?:accounts?|branch(?:es)?|files?|records?)(?:\s{1,3}[\p{L}\p{M}'’,]{1,20})?|\b(?:pay|pays|paying|payable|buy|buys|buying|bought|purchas(?:e|es|ed|ing)|shop(?:s|ped|ping)?|banks|banked|banking|deposit(?:s|ed)?|orders|ordered|spends?|spent)(?:\s{1,3}[\p{L}\p{M}'’,]{1,20}){0,2})\s{1,3}$/iu;
/**
 * "in" after records or files ("keeps the booking records in Xero", "the files in Dropbox"; two words between at most)
 * or a payer's paying ("pays in Monero", "pay in Monero or in Dash"; one word at most, so "the rest in cash in Hadibo"
 * stays a town): software or a currency, no town. So after "paid" or "payable" (issue 18, h122mendL; review82 #6,
 * undoing h122left's h121revA #2): "paid in Monero", "payable in Dash" name a currency no list holds (CURRENCY_NAMES has
 * no crypto nor rare currency), the common sense of the words; sets 1–95 hold no "paid/payable in <one unlisted word>"
 * (set 12's "payable in Hong Kong" is two words, the gazetteer's), and a listed town after them is the gazetteer's
 * Location still ("payable in Kumasi"). An unlisted town after them ("payable in Hadibo") is left: no list tells it from
 * a coin. Anchored, bounded: linear.
 */
const RECORDS_OR_MONEY_BEFORE_IN = /(?:\b(?:records?|files?|ledgers?|logs?|bookings|spreadsheets?)(?:\s{1,3}[\p{L}\p{M}'’,]{1,20}){0,2}|\b(?:pay|pays|paying|paid|payable|payments?|denominated|priced|invoiced|quoted)(?:\s{1,3}[\p{L}\p{M}'’,]{1,20})?(?:\s{1,3}in\s{1,3}\p{Lu}\p{Ll}{1,30}\s{1,3}(?:or|and))?)\s{1,3}$/u;
/** The next name of a list whose first was skipped ("in Xero and in Salesforce", "at Hilton, at Marriott or at Ibis"). */
const LIST_GOES_ON = /^\s{0,3},?\s{0,3}(?:(?:and|or)\s{1,3})?(?:in|at|to|from)\s{1,3}$/u;

/** Whether the preposition (`prep`, ending at `at`) stands in a place's slot, by the text `before` it and `after` the name. */
function inPlaceSlot(prep: string, before: string, after: string): boolean {
  if (prep === 'to') return ROUTE_FROM_BEFORE.test(before) || CARRIAGE_BEFORE.test(before);
  if (prep === 'from') return ROUTE_TO_AFTER.test(after) || ROUTE_TO_AND_BEFORE.test(before) || CARRIAGE_BEFORE.test(before);
  if (prep === 'at') return !MONEY_OR_BUYING_BEFORE_AT.test(before);
  if (prep === 'in') return !RECORDS_OR_MONEY_BEFORE_IN.test(before);
  return true;
}

/** The places `text` names by their shape after a preposition (C314); none in a heading. */
export function placesAfterPreposition(text: string, title: boolean): Span[] {
  const out: Span[] = [];
  if (title) return out;
  let skippedEnd = -1;
  let keptEnd = -1;
  for (const m of matchesOf(PREPOSITION_THEN_NAME, text)) {
    const name = m[1];
    const end = m.index + m[0].length;
    const begin = end - name.length;
    const after = text.slice(end, end + 40);
    if (!placeShaped(name) || !CLOSES_AS_PLACE.test(after) || NUMBER_AFTER.test(after)) continue;
    const before = text.slice(Math.max(0, m.index - 48), m.index);
    const prep = text.slice(m.index, m.index + 4).split(/\s/u)[0];
    // A list goes on as it began: "at Hilton, at Marriott" a hotel's, "at Kudahuvadhoo or to Malé" a town's.
    const listedAfterSkipped = skippedEnd >= 0 && LIST_GOES_ON.test(text.slice(skippedEnd, begin));
    const listedAfterKept = keptEnd >= 0 && LIST_GOES_ON.test(text.slice(keptEnd, begin));
    if (listedAfterSkipped || (!listedAfterKept && !inPlaceSlot(prep, before, after))) {
      skippedEnd = end;
      continue;
    }
    if (LANGUAGE_SETTING_BEFORE.test(before) || BODY_HEAD_BEFORE.test(before)) continue;
    const otherAfter = LANGUAGE_AFTER.exec(after)?.[1];
    const otherBefore = LANGUAGE_BEFORE.exec(before)?.[1];
    if ((otherAfter !== undefined && LANGUAGES.has(otherAfter)) || (otherBefore !== undefined && LANGUAGES.has(otherBefore))) continue;
    out.push({ begin, end });
    keptEnd = end;
  }
  return out;
}

/** Its patterns run by `matchesOf`, for the build's run table (bench/log.md, cold classify part 22). */
export function placesAfterPrepositionRunPatterns(): readonly RegExp[] {
  return [PREPOSITION_THEN_NAME];
}

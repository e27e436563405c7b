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
import { HOLIDAY_NAME, isCalendarWordOrPlural } from '../lexicon/calendar-words.js';
import { LANGUAGE_NAMES } from '../lexicon/languages.js';
import type { Span } from '../text/text.js';
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
const BODY_HEAD_BEFORE = /(?<![\p{L}\p{M}])(?:Department|Court|Office|Directorate|Inspectorate|Registry|Tribunal|Council|Ministry|Authority|Agency|Commission)\s{1,3}$/u;
const HOLIDAY = new RegExp(`^${HOLIDAY_NAME}$`);
/** A nation's adjective or its people ("Swiss", "Moroccan", "to Tokelauans") or an honorific: no place's name. */
const ADJECTIVE_OR_HONORIFIC = /(?:ian|ean|ese|ish|ine|ic|iss|ans)$|^(?:Mr|Mrs|Ms|Dr|Miss|Messrs|Prof|Sir|Dame)$/u;

/** Whether `name` may name a place by its shape: no English word, role, language, calendar word, adjective or honorific. */
function placeShaped(name: string): boolean {
  return !name.split('-').some((w) => isEnglishWord(w.toLowerCase())) && !isPlainGivenName(name) && !ROLE_NAMES.has(name.toLowerCase()) && !LANGUAGES.has(name)
    && !isCalendarWordOrPlural(name) && !HOLIDAY.test(name) && !ADJECTIVE_OR_HONORIFIC.test(name);
}

/** The places `text` names by their shape after a preposition (C314); none in a heading. */
export function placesAfterPreposition(text: string, title: boolean): Span[] {
  const out: Span[] = [];
  if (title) return out;
  for (const m of matchesOf(PREPOSITION_THEN_NAME, text)) {
    const name = m[1];
    const end = m.index + m[0].length;
    const begin = end - name.length;
    const after = text.slice(end, end + 40);
    if (!placeShaped(name) || !CLOSES_AS_PLACE.test(after) || NUMBER_AFTER.test(after)) continue;
    const before = text.slice(Math.max(0, m.index - 48), m.index);
    if (LANGUAGE_SETTING_BEFORE.test(before) || BODY_HEAD_BEFORE.test(before)) continue;
    const otherAfter = LANGUAGE_AFTER.exec(after)?.[1];
    const otherBefore = LANGUAGE_BEFORE.exec(before)?.[1];
    if ((otherAfter !== undefined && LANGUAGES.has(otherAfter)) || (otherBefore !== undefined && LANGUAGES.has(otherBefore))) continue;
    out.push({ begin, end });
  }
  return out;
}

/** Its patterns run by `matchesOf`, for the build's run table (bench/log.md, cold classify part 22). */
export function placesAfterPrepositionRunPatterns(): readonly RegExp[] {
  return [PREPOSITION_THEN_NAME];
}

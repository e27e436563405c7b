/**
 * A street named before its town is part of the place: "of Royal Road, Rose Hill, Mauritius", "on Jalan Serasa, Muara",
 * "Carrick House, Wellington Street, Leeds" are one Location from the street ("Royal Road, Rose Hill, Mauritius"), with
 * its number or without (C48 as relabelled in session 55: the sets' labels read a street and its town whole 157 times,
 * the town alone 24). The readers before find the town in its position; this widens a town's span back over the street
 * right before it and its comma. A building's name before the street stays out: one street segment only.
 */
import { BUILDING_WORDS, FRENCH_STREET_KINDS_FIRST, FRENCH_STREET_PARTICLE, STREET_KINDS_FIRST_SOURCE, STREET_KINDS_IN_FULL } from './addresses.js';
import { runnable } from '../../../common/regex-prefilter.js';
import type { NameSpan } from './name-grammar.js';

/**
 * Street kinds written after the street's name: addresses.ts's STREET_KINDS_IN_FULL, and more than its other readers
 * take, as a town already found after the street and its comma makes the words before a street: "Square", "Walk",
 * "Highway", "Close" ("Sloane Square, London", "Kings Walk, Leeds"). Still not "Court", "Park", "Hill", "Green" or
 * "Place", which name bodies and places too. The Dhivehi kinds as Maldivian addresses keep them in English
 * ("Boduthakurufaanu Magu, Malé": "magu" an avenue, "hingun" a road, "goalhi" a lane; issue 18, h93at): this reader's
 * alone, no address's form has them (Hindi's "Marg" is one of STREET_KINDS_IN_FULL since h108st).
 */
const KIND_AFTER = [...STREET_KINDS_IN_FULL, 'Square', 'Walk', 'Highway', 'Close', 'Magu', 'Hingun', 'Goalhi'];
/** One word of a street's name: a capital, then letters, marks, dots, apostrophes and hyphens ("M.G.", "Sagárnaga"). */
const WORD = String.raw`\p{Lu}[\p{L}\p{M}.'’-]{0,30}`;
/**
 * A district of one or two words between the street and its town: "Rue du Commerce, Plateau, Abidjan", "Royal Road, Rose
 * Hill, Port Louis" are one place from the street (C48's street and town, the district inside; issue 18, h94at). Only
 * after a street: a district alone before its town is the readers' (town-before-listed.ts).
 */
const DISTRICT = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{L}\p{M}'’-]{1,30})?`;
/**
 * French kinds that open a street named after a person with no particle before the name: "Boulevard Latrille", "Avenue
 * Chardy", "Avenue Charles de Gaulle" (West African and French addresses; C48, issue 18, h101pl). "Place" and "Route"
 * keep their particle ("Place du Marché"): bare, they open English phrases ("Place of delivery", "Route 9").
 */
const FRENCH_KINDS_FIRST_BARE = FRENCH_STREET_KINDS_FIRST.filter((k) => k !== 'Place' && k !== 'Route');
/**
 * A person's name as a street's: one to four capitalised words, a French particle perhaps between two ("Général de
 * Gaulle", "Charles de Gaulle", "Félix Houphouët-Boigny", "Valéry Giscard d'Estaing"). No building's word closes it (a
 * building's name is no street: "Avenue House"). Bounded words: linear.
 */
const PERSON_STREET_NAME = String.raw`(?!(?:${BUILDING_WORDS.join('|')})\b)${WORD}(?:\s(?:(?:de|du|des|di|da|van|von|le|la)\s)?${WORD}|\sd['’]${WORD}){0,3}`;
/**
 * The street right before a town's span: its number perhaps, one to three name words and the kind after them (or the
 * kind, a French particle perhaps, then one to three words: "Rue de la Paix", "Boulevard de la Liberté"; a French kind
 * English writes after the name only with its particle), then a comma. Not the second of two streets joined by "and" or
 * "&": "Corner 6th Avenue and Lobengula Street, Bulawayo" names a corner, no one street (set 70 labels the town alone).
 * Anchored at the window's end; bounded words: linear.
 */
const STREET_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\d.'’-])(?<!(?:\band|&)\s{1,3})(?:\d{1,5}[A-Za-z]?\s{1,3})?(?:(?:The\s)?(?:${WORD}\s){1,3}(?:${KIND_AFTER.join('|')})|(?:(?:${STREET_KINDS_FIRST_SOURCE})\s${FRENCH_STREET_PARTICLE}?|(?:${FRENCH_STREET_KINDS_FIRST.join('|')})\s${FRENCH_STREET_PARTICLE})(?:${WORD}\s?){1,3}?|(?:${FRENCH_KINDS_FIRST_BARE.join('|')})\s${FRENCH_STREET_PARTICLE}?${PERSON_STREET_NAME}),\s{1,3}(?:${DISTRICT},\s{1,3})?$`,
  'u',
);
/** How far back the street may start: a number, three long words and a district of two. */
const WINDOW = 150;

/**
 * `found` with each Location that a street and its comma stand right before widened back over the street, where no
 * other name holds the street's characters (`covered`, findNames' array). Each place reads one window: linear.
 */
export function withStreetsBeforeTowns(text: string, found: readonly NameSpan[], covered: Uint8Array): NameSpan[] {
  return found.map((n) => {
    if (n.type !== 'Location' || !text.slice(Math.max(0, n.begin - 4), n.begin).includes(',')) return n;
    const from = Math.max(0, n.begin - WINDOW);
    const street = runnable(STREET_BEFORE).exec(text.slice(from, n.begin));
    if (!street) return n;
    const begin = from + street.index;
    if (covered.subarray(begin, n.begin).includes(1)) return n;
    covered.fill(1, begin, n.begin);
    return { type: n.type, begin, end: n.end };
  });
}

/**
 * The street before a town, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes their run
 * sources (short runs written once, word boundaries, group ends), which `runnable` and `matchesOf` run, so the process
 * rewrites none of them (bench/log.md, "The cold classify, part 22").
 */
export function streetBeforeTownPatterns(): readonly RegExp[] {
  return [STREET_BEFORE];
}

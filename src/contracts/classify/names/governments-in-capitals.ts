/**
 * A territory's government and a Channel Island's States named in capitals, as a deed's party line or its execution
 * block writes them: "(2) THE FALKLAND ISLANDS GOVERNMENT, acting through …", "EXECUTED as a DEED by THE ST HELENA
 * GOVERNMENT", "(2) THE STATES OF GUERNSEY (the "Buyer")". The same bodies government-names.ts (PLACE_GOVERNMENT) and
 * listed-bodies.ts (ISLAND_LEGISLATURES) read in mixed case; in capitals the preamble's person reader took them for a
 * person's name (set 76; issue 18, h100t76). The place must be a listed country or territory, read back from its
 * capitals ("FALKLAND ISLANDS" → "Falkland Islands"): "THE PROJECT GOVERNMENT" or "LOCAL ADMINISTRATION" name none.
 */
import { COUNTRIES as GAZETTEER_COUNTRIES, ISLAND_LEGISLATURES } from '../lexicon/gazetteer.js';
import { COUNTRIES, WORLD_COUNTRIES } from '../../../common/lexicon/places.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import type { AddName } from './name-grammar.js';

/** The listed countries and territories in capitals, one blank between words ("FALKLAND ISLANDS", "ST HELENA"). */
const PLACES_IN_CAPITALS: ReadonlySet<string> = new Set([...GAZETTEER_COUNTRIES, ...COUNTRIES, ...WORLD_COUNTRIES].map((p) => p.toUpperCase()));
/**
 * One to four words in capitals, then "GOVERNMENT" or "ADMINISTRATION" that no letter follows. The words are tried as a
 * place from the longest tail down. Bounded repeats of bounded words, a literal after them: linear.
 */
const WORDS_THEN_GOVERNMENT = /(?<![\p{L}\p{M}'’.-])((?:\p{Lu}[\p{Lu}\p{M}'’.-]{0,30}\s{1,3}){1,4})(?:GOVERNMENT|ADMINISTRATION)(?![\p{L}\p{M}])/gu;
/** A word's start inside the words read. */
const WORD_START = /\S+/g;
/**
 * The legislatures in capitals ("STATES OF GUERNSEY", "TYNWALD"), a blank run between words; not before another word in
 * capitals, which opens one of its committees' longer names ("THE STATES OF GUERNSEY COMMITTEE FOR …"). Literal
 * alternatives: linear.
 */
const LEGISLATURE_IN_CAPITALS = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${longestFirstAlternation(ISLAND_LEGISLATURES.map((l) => l.toUpperCase())).replace(/ /g, String.raw`\s{1,3}`)})(?![\p{L}\p{M}])(?!\s{1,3}\p{Lu}{2})`, 'gu');

/** The legislatures' first words in capitals: every match holds one (a cheap test before the pattern), derived from the list. */
const LEGISLATURE_FIRST_WORDS: readonly string[] = [...new Set(ISLAND_LEGISLATURES.map((l) => l.split(' ')[0].toUpperCase()))];
/** Governments and legislatures named in capitals (see above). */
export function addGovernmentsInCapitals(text: string, add: AddName): void {
  if (text.includes('GOVERNMENT') || text.includes('ADMINISTRATION')) for (const m of matchesOf(WORDS_THEN_GOVERNMENT, text)) {
    const starts = [...matchesOf(WORD_START, m[1])].map((w) => w.index);
    for (const start of starts) {
      if (!PLACES_IN_CAPITALS.has(m[1].slice(start).trim().replace(/\s+/g, ' '))) continue;
      add('Organization', m.index + start, m.index + m[0].length);
      break;
    }
  }
  if (LEGISLATURE_FIRST_WORDS.some((w) => text.includes(w))) for (const m of matchesOf(LEGISLATURE_IN_CAPITALS, text)) add('Organization', m.index, m.index + m[0].length);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function governmentsInCapitalsRunPatterns(): readonly RegExp[] {
  return [LEGISLATURE_IN_CAPITALS, WORDS_THEN_GOVERNMENT, WORD_START];
}

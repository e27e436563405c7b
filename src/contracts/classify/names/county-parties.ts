/**
 * A US county, city or town that is a party, read by the two places American drafting names it: the preamble's
 * appositive ("Aa County, a political subdivision of the State of Bb") and the signing block's heading in capitals
 * ("AA COUNTY, BB", "CITY OF CC, BB"). The body is one Organization, its place in its name (C25); the state after the
 * comma is a Location of its own (issue 18, h48attr: sets 31, 33 and 36 label them so).
 */
import { LOCAL_GOVERNMENT_WORDS, STATES } from '../lexicon/gazetteer.js';
import { longestFirstAlternation as alt } from '../../../common/regexp.js';
import type { AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** What the appositive calls a local government: "a political subdivision", "a municipal corporation", "a body politic". */
const GOVERNMENT_APPOSITIVE = String.raw`,\s{1,3}an?\s{1,3}(?:political\s{1,3}subdivision|municipal\s{1,3}corporation|body\s{1,3}(?:politic|corporate))\b`;
/**
 * One to three capitalised words and the government's kind before that appositive: "Harlow County, a political
 * subdivision of …". A sentence's opening words ("The", "This", "Between") are no part of the name. Bounded: linear.
 */
const COUNTY_BEFORE_APPOSITIVE = new RegExp(String.raw`(?<![\p{L}\p{M}'’-])((?:(?!(?:The|This|Between|And|By)\b)\p{Lu}\p{Ll}+\s{1,3}){1,3}(?:${alt(LOCAL_GOVERNMENT_WORDS)}))(?=${GOVERNMENT_APPOSITIVE})`, 'gu');
const CAPS_KINDS = alt(LOCAL_GOVERNMENT_WORDS.map((w) => w.toUpperCase()));
const CAPS_WORD = String.raw`(?!(?:THE|FOR|BY|OF|AND)\b)[A-Z][A-Z'’-]+`;
/**
 * A signing block's heading that is a local government in capitals and its state: "HARLOW COUNTY, NEVADA", "CITY OF
 * ASHVALE, KANSAS", at the row's start, then nothing or the signer's "By:". The state must be one (STATES).
 */
const CAPS_GOVERNMENT_ROW = new RegExp(String.raw`^\s{0,3}((?:${CAPS_WORD}\s{1,3}){1,3}(?:${CAPS_KINDS})|(?:${CAPS_KINDS})\s{1,3}OF\s{1,3}${CAPS_WORD}(?:\s{1,3}${CAPS_WORD}){0,2}),\s{1,3}([A-Z]+(?:\s[A-Z]+)?)(?=\s{0,3}(?:$|By\b|BY\b))`);
const CAPS_STATES: ReadonlySet<string> = new Set(STATES.map((s) => s.toUpperCase()));

/** Local governments a preamble's appositive or a signing block's heading names as a party; their states as places. */
export function addCountyParties(text: string, add: AddName): void {
  if (/\b(?:subdivision|corporation|politic)\b/.test(text)) for (const m of matchesOf(COUNTY_BEFORE_APPOSITIVE, text)) add('Organization', m.index, m.index + m[1].length);
  const row = text.length <= 160 ? CAPS_GOVERNMENT_ROW.exec(text) : null;
  if (!row || !CAPS_STATES.has(row[2])) return;
  const begin = row.index + row[0].indexOf(row[1]);
  add('Organization', begin, begin + row[1].length);
  const state = row.index + row[0].length - row[2].length;
  add('Location', state, state + row[2].length);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function countyPartiesRunPatterns(): readonly RegExp[] {
  return [COUNTY_BEFORE_APPOSITIVE];
}

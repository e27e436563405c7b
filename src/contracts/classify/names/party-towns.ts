/**
 * A party's town the gazetteer lacks, written after "of" where a preamble closes the party with its alias in brackets
 * (C48 reads the town after a company's legal form, "… Limited of Leeds ("the Contractor")"; place-positions.ts): after a
 * person's name ("Gemma Price and Owen Price of Ledbury (together the "Tenant")", "Aa Bb of Dunedin, puzzle compiler
 * (the "Compiler")") and after the comma that closes a party's description ("…, company code 102557831, of Musanze
 * ("VCS")", "…, a co-operative society registered under the Co-operative Societies Act, of Bududa (the "Lessee")").
 * Sets 27, 34, 35, 47 and 48 label such a town (set 5's listed "Manchester" too; set 18 leaves one bare); issue 18,
 * h56attr. A street or a building there is the address reader's ("of Tyne House, Newcastle upon Tyne (…"); a listed
 * place is the gazetteer's. Bounded: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import type { Span } from '../text/text.js';
import { BUILDING_WORDS, STREET_WORDS } from './addresses.js';
import { endsAsBusiness, isPersonName } from './person-names.js';

/**
 * "of" and one to three capitalised words, then the party's alias: a bracket, or a comma, a description in small letters
 * (one to five words: "puzzle compiler") and the bracket. The bracket opens an alias (a quote, "the", "together",
 * "hereinafter"): "the Transfer of Undertakings (Protection of Employment) Regulations" brackets a statute's words. Not a
 * word that opens a phrase or a part of the document.
 */
const OF_TOWN_BEFORE_ALIAS = /\bof\s{1,3}(?!(?:The|This|That|These|Its|Their|Our|Your|Schedule|Clause|Section|Article|Annex|Appendix|Part|Exhibit)\b)(\p{Lu}[\p{Ll}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{Ll}\p{M}'’-]{1,30}){0,2})(?=(?:,\s{1,3}(?:\p{Ll}{1,20}\s){0,4}\p{Ll}{1,20})?\s{0,3}\(\s{0,3}(?:["“'‘]|(?:the|together|jointly|each|hereinafter)\s))/gu;
/** Before "of": a name's last capitalised words (read whole by isPersonName), or the comma closing a description. */
const NAME_BEFORE = /(?:^|[^\p{L}\p{M}'’.-])((?:\p{Lu}[\p{L}\p{M}'’-]{0,30}\.?\s{1,3}){1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30})\s{1,3}$/u;
const COMMA_BEFORE = /,\s{1,3}$/;
// A farm or an estate is a holding's name, no town ("of Tregarrick Farm (the Landowner)": set 18 labels none).
const STREET_OR_BUILDING_END = new RegExp(`(?:^|\\s)(?:${[...STREET_WORDS, ...BUILDING_WORDS, 'Farm', 'Farms', 'Estate', 'Estates'].join('|')})$`);

/** Whether the words just before "of" close a person's name, or a party's description with a comma. */
function partyBefore(before: string): boolean {
  if (COMMA_BEFORE.test(before)) return true;
  // "Mr. Aa Bb of …": the name is the last two words or more, a courtesy title before them no part of it.
  const words = NAME_BEFORE.exec(before)?.[1].split(/\s+/) ?? [];
  for (let k = 2; k <= words.length; k++) if (isPersonName(words.slice(-k).join(' '), true)) return true;
  return false;
}

/** The towns after "of" that close a party before its alias; `isListed` says whether words are a listed place. */
export function partyTowns(text: string, isListed: (words: string) => boolean): Span[] {
  const out: Span[] = [];
  if (!text.includes('(') || !text.includes('of ')) return out;
  for (const m of matchesOf(OF_TOWN_BEFORE_ALIAS, text)) {
    const town = m[1];
    if (isListed(town) || endsAsBusiness(town) || STREET_OR_BUILDING_END.test(town)) continue;
    if (town.split(' ').every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) continue;
    if (!partyBefore(text.slice(Math.max(0, m.index - 80), m.index))) continue;
    const begin = m.index + m[0].length - town.length;
    out.push({ begin, end: begin + town.length });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function partyTownsRunPatterns(): readonly RegExp[] {
  return [OF_TOWN_BEFORE_ALIAS];
}

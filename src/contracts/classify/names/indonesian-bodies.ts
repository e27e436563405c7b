/**
 * Bodies of Indonesian and Malay drafting named in their own language, the head first and the body's own words after it
 * without a join: "the Subak Jatiluwih" (a Balinese irrigation society, whose rules and dues a rice field's lease binds
 * the tenant to), "Koperasi Tani Makmur" (a farmers' cooperative), "Dinas Pertanian Tabanan" (a regency's agriculture
 * office), "Badan Pertanahan Nasional" (the land agency), "Lembaga Adat Desa" (a customary council). A subak is named
 * with its head last too, as English names a society: "the Jatiluwih Subak". Issue 18, h93fd; facts set 54's cause 11.
 *
 * The head, then one to three capitalised words; no common English word among them ("the Koperasi Members" names no
 * body), no role. Alone ("the subak", "the Subak") the head names none. Case-sensitive, bounded words: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { ROLE_NAMES, type AddName } from './name-grammar.js';

// A village unit cooperative ("Koperasi Unit Desa Tunas Harapan", KUD: the form Indonesian law gives a village's
// cooperative) is headed by its three words, "Unit" an English word the body's own words would stop at (set 25,
// issue 18, h108ty). First, so the longer head is tried before "Koperasi".
const HEADS_FIRST = ['Koperasi Unit Desa', 'Subak', 'Koperasi', 'Dinas', 'Badan', 'Lembaga'];
const OWN_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]{1,30}`;
const HEAD_FIRST_BODY = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${HEADS_FIRST.join('|')})((?:\s${OWN_WORD}){1,3})(?![\p{L}\p{M}])`, 'gu');
const SUBAK_LAST = new RegExp(String.raw`(?<![\p{L}\p{M}])${OWN_WORD}\sSubak(?![\p{L}\p{M}])`, 'gu');
const HAS_HEAD = new RegExp(`(?:${HEADS_FIRST.join('|')})\\s\\p{Lu}|\\sSubak`, 'u');
const ARTICLE_OR_ROLE = /^(?:The|This|That|Its|Their|Our|Your|A|An)$/;

/** Whether `word` is the body's own, no English word nor a role. */
const ownWord = (word: string): boolean => !isCommonEnglishWord(word.toLowerCase(), 35) && !ROLE_NAMES.has(word.toLowerCase());

/** The head-first bodies above, and a subak named before its head. */
export function addIndonesianBodies(text: string, add: AddName): void {
  if (!HAS_HEAD.test(text)) return;
  for (const m of matchesOf(HEAD_FIRST_BODY, text)) {
    const words = m[1].trim().split(/\s/);
    // The body's words end at the first English word or role: "Subak Jatiluwih Members" names "Subak Jatiluwih".
    const own = words.findIndex((w) => !ownWord(w));
    const kept = own < 0 ? words : words.slice(0, own);
    if (kept.length === 0) continue;
    add('Organization', m.index, m.index + m[0].length - m[1].length + kept.reduce((n, w) => n + 1 + w.length, 0));
  }
  for (const m of matchesOf(SUBAK_LAST, text)) {
    const word = m[0].slice(0, m[0].indexOf(' '));
    if (ARTICLE_OR_ROLE.test(word) || !ownWord(word)) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function indonesianBodiesRunPatterns(): readonly RegExp[] {
  return [HEAD_FIRST_BODY, SUBAK_LAST];
}

/**
 * A body with no legal form in its name, given an alias in brackets that names it by its kind: "Nippon Kaiji Kyokai (the
 * "Classification Society")", "Det Norske Veritas (the "Society")", "Kilimo Growers Trust (the "Association")". The alias
 * says the capitalised words right before it are a body's name, as a description after a comma does
 * (bodies-described-after.ts). Read as a body, the name is a party record whose alias the later mentions are, and those
 * are dropped as every party's alias is ("the Classification Society shall …" names the body by its role, no name; sets
 * 1–89 leave every later mention of such an alias unlabelled; issue 18, h115n, set 11's cause). Unread, the alias alone
 * was read an institution by its head ("Classification Society") in every sentence.
 *
 * The kinds are INSTITUTION_HEADS' bodies that are no place or office ("the "Centre"", "the "Office"" may be a building's).
 * Not read: one word alone, a name ending on a party's role, a name in capitals (the capitals' readers keep those), as
 * bodies-described-after.ts; nor a name of common English words only ("the Marine Surveyor (the "Society")" describes a
 * post or a thing, and a body named in English carries a head the institution reader takes); nor a listed place, the seat
 * a party's description ends on before the party's alias ("…, a company incorporated in New Zealand (the "Agency")"). Bounded words, anchored at the bracket: linear.
 */
import { INSTITUTION_HEADS } from '../lexicon/gazetteer.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { ROLE_NAMES, type AddName } from './name-grammar.js';
import { NAME_BEFORE, OPENING_WORD } from './bodies-described-after.js';
import { isListedPlace } from './place-names.js';
import { REPRESENTATIVE_POST_AT_END, REPRESENTATIVE_POST_WORDS } from '../lexicon/board-offices.js';

/** The heads that name a body by its kind alone, never a place or a post. */
const BODY_KINDS = INSTITUTION_HEADS.filter((h) => /^(?:Society|Association|Federation|Union|Institute|Authority|Agency|Council|Commission|Bureau|Foundation)$/.test(h));
/** The alias: a bracket, "hereinafter (called)", "the", a quote, up to two capitalised words, the body's kind, the quote's close. */
const ALIAS_AS_BODY = new RegExp(String.raw`\(\s{0,3}(?:hereinafter\s{1,3}(?:called\s{1,3})?)?(?:the\s{1,3})?["“](?:the\s{1,3})?(?:\p{Lu}[\p{L}-]{1,20}\s{1,3}){0,2}(?:${BODY_KINDS.join('|')})["”]\s{0,3}\)`, 'gu');

/** The words of a representative's post, as written: "Chairman", "General Manager" ({@link REPRESENTATIVE_POST_WORDS}). */
const POST_WORDS: ReadonlySet<string> = new Set(REPRESENTATIVE_POST_WORDS.map((w) => w.toLowerCase()));
/**
 * Whether the capitalised words at `begin` (`words`) are a representative's post and name after "represented by": "…
 * Guides Association, represented by its Chairman Ato Yohannes Mekonnen (hereinafter "the Association")" — the alias is
 * the body's before "represented by", the words before the bracket its representative's (facts set 77's cause 7, issue
 * 18, h120w77: an extra party "CHAIRMAN ATO YOHANNES MEKONNEN"). The post's words lead the name (or close the text before
 * it with a comma), the lead closes the text before it (lexicon/board-offices.ts REPRESENTATIVE_POST_AT_END). A
 * 60-character window: linear.
 */
function namesRepresentative(text: string, begin: number, words: readonly string[]): boolean {
  let postEnd = begin;
  for (const w of words) {
    if (!POST_WORDS.has(w.toLowerCase())) break;
    postEnd = text.indexOf(w, postEnd) + w.length;
  }
  // A post before the name: leading it, or before a comma ("its Chairman, Ato …"); right after "represented by" a body may
  // stand ("represented by Kestrel Skibs Tilsyn (the "Society")", an agent), as before.
  if (postEnd === begin && !/,\s{0,3}$/.test(text.slice(Math.max(0, begin - 4), begin))) return false;
  return REPRESENTATIVE_POST_AT_END.test(`${text.slice(Math.max(0, begin - 60), postEnd)} `);
}

/** Bodies named right before an alias that names their kind. */
export function addBodiesAliasedByKind(text: string, add: AddName): void {
  if (!text.includes('(') || !/["“]/.test(text)) return;
  for (const m of matchesOf(ALIAS_AS_BODY, text)) {
    const from = Math.max(0, m.index - 200);
    const before = text.slice(from, m.index).trimEnd();
    const name = NAME_BEFORE.exec(before);
    if (!name) continue;
    const opening = OPENING_WORD.exec(name[1])?.[0].length ?? 0;
    const words = name[1].slice(opening).split(/\s+/);
    if (words.length < 2 || ROLE_NAMES.has(words[words.length - 1].toLowerCase()) || !/\p{Ll}/u.test(name[1])) continue;
    if (words.every((w) => isCommonEnglishWord(w.toLowerCase(), 50)) || isListedPlace(words.join(' '))) continue;
    if (namesRepresentative(text, from + name.index + opening, words)) continue;
    add('Organization', from + name.index + opening, from + before.length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bodiesAliasedByKindRunPatterns(): readonly RegExp[] {
  return [ALIAS_AS_BODY];
}

/**
 * The organ a party acts through, aliased in the preamble by its own noun: rules that bind `the Arantzazu Gastronomic
 * Society ("the Society"), acting through its board ("the Board"), and each of its members ("Members")`, `Hill Ltd,
 * represented by its committee (the "Committee")`. The clauses then give that organ duties and rights of its own ("The
 * Board keeps the booking book", "the Board may warn him or her in writing"): the alias names a party, as any quoted alias
 * of the preamble does (table 2.2: the alias is the party's label). Its bracket stands inside the sentence, before the
 * next party, so `closingAliases` (the bracket that ends an entry) does not read it, and `findParties` reads aliases
 * beside names only (set 91's cause 3, issue 18, h118t91).
 *
 * Only a bracket that restates the organ's noun ("its board ("the Board")", "its board of directors (the "Board")",
 * "its managing committee ("the Committee")"): a bracket after "acting through its Committee" that names another word
 * (`(hereinafter called "the Tenants")`, `its Sheriff (the "County")`) or follows a person's name (`represented by its
 * Director Aysel Huseynova (the "Seller")`) is the represented party's own alias, read beside its name.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { recitalElements } from '../document/recitals.js';
import { PREAMBLE_ELEMENTS } from './preamble-words.js';

/**
 * "acting through its board ("the Board")", "represented by its board of directors (the "Board")": the organ's words
 * (one to four, each a bounded run of letters after a required blank) right before a bracket of one quoted name. The
 * texts are quote-folded (straight quotes). Every run bounded, the words split by required blanks: linear.
 */
export const ORGAN_ALIAS = /\b(?:[Aa]cting|[Rr]epresented)\s{1,3}(?:by|through)\s{1,3}its\s{1,3}(\p{L}[\p{L}-]{0,30}(?:\s{1,3}\p{L}[\p{L}-]{0,30}){0,3})\s{0,3}\(\s{0,3}(?:the\s{1,3})?"\s{0,3}(?:[Tt]he\s{1,3})?(\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30}){0,2})\s{0,3}"\s{0,3}\)/gu;

/** Whether `alias` restates the organ's `words`: all of them, its first (the head before "of") or its last. */
function restatesOrgan(words: string, alias: string): boolean {
  const ws = words.toLowerCase().split(/\s+/);
  const a = alias.toLowerCase();
  return a === ws.join(' ') || a === ws[0] || a === ws[ws.length - 1];
}

/** The aliases the preamble gives the organs its parties act through (alias → itself, its party's label). */
export function organAliases(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const reach = Math.min(texts.length, PREAMBLE_ELEMENTS);
  const recitals = recitalElements(texts.slice(0, reach));
  for (let i = 0; i < reach; i++) {
    if (recitals.has(i) || !texts[i].includes('(')) continue;
    for (const m of matchesOf(ORGAN_ALIAS, texts[i])) if (restatesOrgan(m[1], m[2])) out.set(m[2], m[2]);
  }
  return out;
}

/**
 * A body's members named in a sentence of their own whose subject is their alias: bylaws or statutes that have named the
 * body go on `Its members (the "Members") are the oyster farmers who hold a concession …` (`Their members`, `The
 * Cooperative's members`). The clauses then bind them ("Each new Member subscribes …", "Members may use the tanks"): the
 * alias names a party, as `… and each of its members ("Members")` does where the preamble's bracket closes its entry
 * (set 91, closing aliases). The sets label a body's aliased members or clients so (set 91's Members 17 typed sentences,
 * set 52's Depositor, set 95's Members 8) and a party's aliased employees not (sets 5 and 50: "its employees ("Users")"
 * none), so only "members", the alias restating it, the bracket closing the subject, and "are"/"is"/"comprise" after it
 * (C329; set 95's cause 1, issue 18, h122s95), not negated: `Its members (the "Members") are not parties to these
 * bylaws` names no party (issue 18, h122mendS, review82 #13). Anchored at the element's start, bounded runs, literal
 * words: linear.
 */
export const MEMBERS_ARE = /^\s{0,3}(?:Its|Their|The\s{1,3}\p{Lu}[\p{L}-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}-]{1,30}){0,3}['’]s?)\s{1,3}members\s{0,3}\(\s{0,3}(?:the\s{1,3})?"\s{0,3}(?:[Tt]he\s{1,3})?(Members)\s{0,3}"\s{0,3}\)\s{0,3},?\s{0,3}(?:are|is|comprise|consist)\b(?!\s{1,3}not\b)/u;

/** The aliases of a body's members named as the subject of their own sentence in the opening (alias → itself). */
export function memberAliases(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const reach = Math.min(texts.length, PREAMBLE_ELEMENTS);
  for (let i = 0; i < reach; i++) {
    const alias = MEMBERS_ARE.exec(texts[i])?.[1];
    if (alias !== undefined) out.set(alias, alias);
  }
  return out;
}

/**
 * A body's brand in brackets right after its full name is the same body: "Bank Pertanian Malaysia Berhad (Agrobank)",
 * "Banco del Estado de Chile (BancoEstado)" — the name the bank trades under, written in mixed case as a word of its own,
 * where an abbreviation in capitals ("(BPMB)") is already folded into the full name as its initials (contract-parties.ts
 * `acronyms`). Issue 18, h93fd; facts set 54's cause 12: each gave two other parties. docs/contracts.md: an abbreviation
 * defined next to its expansion is the same party.
 *
 * Only one word alone in its brackets, right after another name of the same element (blanks between): "the Bank (and its
 * agent, Equity Bank)" or a name later in the sentence is no brand.
 */
import type { OrgMention } from './party-record.js';
import { partyKey } from './party-key.js';
import { isEnglishWord } from '../../../common/lexicon/english.js';

const OPEN_BRACKET = /^\s{0,2}\(\s{0,2}$/;
const CLOSE_BRACKET = /^\s{0,2}\)/;

/**
 * A brand of two words that repeats the full name's body word: "Ayeyarwady Bank (AYA Bank)", "Kanbawza Bank (KBZ Bank)"
 * (Myanmar's banks are known by their initials and the word; facts set 65's cause 15, issue 18, h105q65). The brand's first
 * word is its own word or initials, opening with the full name's first letter; its second the full name's last word.
 */
const TWO_WORD_BRAND = /^\p{Lu}[\p{L}&-]{1,20}\s\p{Lu}\p{L}{1,20}$/u;
function sameHeadBrand(brand: string): boolean {
  return TWO_WORD_BRAND.test(brand);
}
function brandOfFullName(brand: string, full: string): boolean {
  const [first, head] = brand.split(/\s/);
  const words = full.split(/\s+/);
  return words.length >= 2 && head === words[words.length - 1] && first[0] === words[0][0] && first !== words[0];
}

/** The brand's key mapped to its full name's key, for each brand in brackets right after its full name. */
export function bracketedBrands(texts: readonly string[], orgs: readonly OrgMention[]): Map<string, string> {
  const out = new Map<string, string>();
  // Mentions by element, in order of their start: the full name is the one ending right before the brand's bracket.
  const ends = new Map<string, OrgMention>();
  for (const o of orgs) ends.set(`${o.element}:${o.end}`, o);
  for (const brand of orgs) {
    if (/\s/.test(brand.text.trim()) && !sameHeadBrand(brand.text.trim())) continue;
    const text = texts[brand.element];
    if (!CLOSE_BRACKET.test(text.slice(brand.end, brand.end + 4))) continue;
    const open = text.lastIndexOf('(', brand.begin);
    if (open < 0 || !OPEN_BRACKET.test(text.slice(open, brand.begin))) continue;
    // The full name ends at most two blanks before the bracket.
    let full: OrgMention | undefined;
    for (let at = open; at >= Math.max(0, open - 2) && full === undefined; at--) full = ends.get(`${brand.element}:${at}`);
    if (full === undefined || full === brand) continue;
    if (/\s/.test(brand.text.trim()) && !brandOfFullName(brand.text.trim(), full.text.trim())) continue;
    const brandKey = partyKey(brand.text);
    const fullKey = partyKey(full.text);
    if (brandKey && fullKey && brandKey !== fullKey) out.set(brandKey, fullKey);
  }
  return out;
}

/**
 * A name rendered in English in brackets right after it, or opening the line right under it, is the same body: a
 * letterhead "ASSOCIAÇÃO KASSUMAI PARA O MAR" over "(Kassumai Association for the Sea) · Bairro Escada, Bubaque", "Stiftung
 * Nordlicht (Nordlicht Foundation)" (facts set 71's cause 8, issue 18, h112q71; docs/contracts.md: a party's name in
 * another language is that party named again). A translation keeps the name's own word ("Kassumai") and renders the
 * rest: the two share a word no English dictionary holds, every other word of the bracket is an English word, and some
 * other word of the name is none ("ACME HOLDINGS" over "(Acme Logistics Ltd)" are two companies of one group).
 */
/** A line that is a name alone: letters and blanks, an inner hyphen, apostrophe or "&", no stop or comma. Bounded: linear. */
const NAME_LINE_ABOVE = /^\p{Lu}[\p{L}\p{M}'’&-]{0,40}(?: [\p{L}\p{M}'’&-]{1,40}){1,7}$/u;
/** A name's words in small letters, a possessive's apostrophe left off ("Fishers' Cooperative" → "fishers", "cooperative"). */
const ownWords = (name: string): string[] => name.toLowerCase().split(/[^\p{L}\p{M}'’-]+/u).map((w) => w.replace(/['’]s?$/u, '')).filter((w) => w.length > 0);
function rendersInEnglish(rendering: string, name: string): boolean {
  const theirs = ownWords(name);
  const mine = ownWords(rendering);
  const shared = mine.filter((w) => w.length >= 4 && !isEnglishWord(w) && theirs.includes(w));
  if (shared.length === 0) return false;
  return mine.every((w) => shared.includes(w) || isEnglishWord(w)) && theirs.some((w) => !shared.includes(w) && !isEnglishWord(w));
}

/** The rendering's key mapped to the name's key, for each English rendering in brackets after the name or under it. */
export function bracketedTranslations(texts: readonly string[], orgs: readonly OrgMention[]): Map<string, string> {
  const out = new Map<string, string>();
  const ends = new Map<string, OrgMention>();
  for (const o of orgs) ends.set(`${o.element}:${o.end}`, o);
  for (const rendering of orgs) {
    const text = texts[rendering.element];
    if (!CLOSE_BRACKET.test(text.slice(rendering.end, rendering.end + 4))) continue;
    const open = text.lastIndexOf('(', rendering.begin);
    if (open < 0 || !OPEN_BRACKET.test(text.slice(open, rendering.begin))) continue;
    let name: string | undefined;
    for (let at = open; at >= Math.max(0, open - 2) && name === undefined; at--) name = ends.get(`${rendering.element}:${at}`)?.text;
    // The bracket opening its line: the name is the line above, alone on it (a letterhead's name over its rendering,
    // which the letter's readers make a party by itself).
    if (name === undefined && text.slice(0, open).trim() === '' && rendering.element > 0) {
      const above = texts[rendering.element - 1].trim();
      if (NAME_LINE_ABOVE.test(above)) name = above;
    }
    if (name === undefined || name === rendering.text || !rendersInEnglish(rendering.text, name)) continue;
    const renderingKey = partyKey(rendering.text);
    const nameKey = partyKey(name);
    if (renderingKey && nameKey && renderingKey !== nameKey) out.set(renderingKey, nameKey);
  }
  return out;
}

/**
 * A body with no legal form in its name, described after a comma as a body of its kind that the law registers: "Kesrouan
 * Sporting Club, an association registered with the Ministry of Interior", "Harbour Rowing Club, a non-profit
 * association incorporated under …", "Greyfield Arts, a charity registered in England". The description says the
 * capitalised words before it are a body's name (the sets label 132 of 133 such names an Organization; issue 18, h93at,
 * set 71's cause 4). Most such names carry a form or a head other readers take first; this reads those that do not.
 *
 * Not read: one word alone ("Harbour, a company …" may be a place's or a person's), a name ending on a party's role, a
 * name in capitals ("THE WESTBRIDGE ARENA TRUST, a charity registered …": other readers keep its article, as sets 10 and
 * 25 label it). A sentence's article opening the name is cut off. Bounded words, anchored at the comma: linear.
 */
import { ROLE_NAMES, type AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** The kinds of body a common noun names: one home for this reader and quoted-group-names.ts. */
export const BODY_KIND = String.raw`(?:association|society|club|foundation|charity|trust|co-?operative|federation|union|organi[sz]ation|company|partnership|corporation|institution)`;
/** The description: a comma, "a"/"an", up to two words in small letters, the body's kind, then the law's act. */
const DESCRIBED_AS_BODY = new RegExp(String.raw`,\s{1,3}an?\s{1,3}(?:[\p{Ll}-]{2,20}\s{1,3}){0,2}${BODY_KIND}\s{1,3}(?:duly\s{1,3})?(?:registered|incorporated|established|organi[sz]ed|formed|founded|constituted|existing)(?![\p{L}])`, 'gu');
/** The capitalised run right before the comma: up to six words, "of", "and", "&" or "for" between them. */
export const NAME_BEFORE = /(?<![\p{L}\p{M}'’.&-])((?:\p{Lu}[\p{L}\p{M}'’.&-]{0,30}\s{1,3}(?:(?:of|and|&|for)\s{1,3})?){1,5}\p{Lu}[\p{L}\p{M}'’.&-]{0,30})$/u;
/** A sentence's or a slot's opening word, cut off the name's start. */
export const OPENING_WORD = /^(?:(?:The|THE|This|THIS|Between|BETWEEN|And|AND)\s{1,3})+/;

/** Bodies named right before a description of their kind and registration. */
export function addBodiesDescribedAfter(text: string, add: AddName): void {
  if (!/\s(?:registered|incorporated|established|organi[sz]ed|formed|founded|constituted|existing)\b/.test(text)) return;
  for (const m of matchesOf(DESCRIBED_AS_BODY, text)) {
    const from = Math.max(0, m.index - 200);
    const name = NAME_BEFORE.exec(text.slice(from, m.index));
    if (!name) continue;
    const opening = OPENING_WORD.exec(name[1])?.[0].length ?? 0;
    const words = name[1].slice(opening).split(/\s+/);
    // A name in capitals is the capitals' readers' (associations-in-capitals.ts and the party slots), its article and all.
    if (words.length < 2 || ROLE_NAMES.has(words[words.length - 1].toLowerCase()) || !/\p{Ll}/u.test(name[1])) continue;
    add('Organization', from + name.index + opening, m.index);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bodiesDescribedAfterRunPatterns(): readonly RegExp[] {
  return [DESCRIBED_AS_BODY];
}

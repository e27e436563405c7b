/**
 * A body with no legal form named in quotes right after the common noun of its kind: `the carnival group "Bann Mas
 * Kokoye"`, `the football club "Etoile Rouge"`, `the women's cooperative "Tèt Ansanm"`, `the dance troupe "Lakou"` —
 * French, Haitian and other civil-law drafting translated writes an association, a club or an informal group so, where
 * a company's name carries its form (`LLC "Guria Nuts"`, marked-company-names.ts). The quoted words are the body's name
 * (issue 18, h114q72; facts set 72's cause 4). The noun is in small letters after an article or a possessive, perhaps
 * after two words of its own ("carnival", "women's"); a role word in the quotes (`the company "Supplier"`) is an alias,
 * no name, and so is a document's title (`the economic society "Rules of Membership"`). Bounded words, one quoted run:
 * linear.
 */
import { BODY_KIND } from './bodies-described-after.js';
import { AGREEMENT_NOUNS } from '../document/contract-types.js';
import { DOCUMENT_PART_NOUNS } from '../numbers/reference-words.js';
import { ROLE_NAMES, type AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { isFieldOrUnit } from './signatory-names.js';

/**
 * The kinds an informal group is named by beside the registered bodies' (BODY_KIND): a group, a band, a troupe, an
 * ensemble, a choir, a team, a committee, a collective.
 */
const GROUP_KIND = String.raw`(?:group|band|troupe|ensemble|choir|team|committee|collective)`;
/** A document's title opening on its kind: rules, a clause, an agreement, terms, regulations, a statute, a charter, a code, a policy. */
const DOCUMENT_TITLE = new RegExp(String.raw`^(?:${DOCUMENT_PART_NOUNS}|${AGREEMENT_NOUNS}|terms|conditions|regulations?|statutes?|charter|code|policy|by-?laws?)\b`, 'i');
/** An article or a possessive, up to two small words, the kind, then the quoted name opening with a capital. */
const KIND_THEN_QUOTED = new RegExp(String.raw`(?<![\p{L}])(?:[Tt]he|[Ii]ts|[Oo]ur|[Tt]heir)\s{1,3}(?:[\p{Ll}'’-]{2,20}\s{1,3}){0,2}(?:${BODY_KIND}|${GROUP_KIND})\s{1,3}["“«](\p{Lu}[^"“”«»\n]{1,60}?)["”»]`, 'gu');

/**
 * The same name unquoted right before the party's alias bracket: "the Awa Odori dance group Shinme-ren (hereinafter "Party
 * B")", "the church choir Cantus ("the Choir")" — Japanese and other drafting in English names a festival troupe or a
 * choir so, the kind in small letters after up to three words of its own in either case (a festival's or a town's name
 * before "dance group"), then one to three capitalised words of the name (facts set 76's cause 5, issue 18, h120q76). The
 * bracket must open an alias ("hereinafter", "the", a quote): a name the drafting closes so is the party's; a defined
 * term of common words ("the trust Property (the "Property")") none. Bounded words, the lookahead fixed: linear.
 */
export const KIND_THEN_NAME_BEFORE_ALIAS = new RegExp(String.raw`(?<![\p{L}])(?:[Tt]he|[Ii]ts|[Oo]ur|[Tt]heir)\s{1,3}(?:[\p{L}'’-]{2,20}\s{1,3}){0,3}?(?:${BODY_KIND}|${GROUP_KIND})\s{1,3}(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2})(?=\s{0,3}\(\s{0,3}(?:hereinafter|the\s|["“]))`, 'gu');

/** Bodies named in quotes after their kind's noun, or unquoted before their alias's bracket. */
export function addQuotedGroupNames(text: string, add: AddName): void {
  if (/["“«]/.test(text)) addQuoted(text, add);
  if (!text.includes('(')) return;
  for (const m of matchesOf(KIND_THEN_NAME_BEFORE_ALIAS, text)) {
    // A defined term of common words after the kind ("the trust Property (the "Property")") is no name; nor is the
    // body's document ("the association Statutes (hereinafter "Statutes")"), as in addQuoted (h120rr #10).
    if (ROLE_NAMES.has(m[1].toLowerCase()) || isFieldOrUnit(m[1]) || DOCUMENT_TITLE.test(m[1])) continue;
    const begin = m.index + m[0].length - m[1].length;
    add('Organization', begin, begin + m[1].length);
  }
}

/** The quoted names after their kind's noun. */
function addQuoted(text: string, add: AddName): void {
  for (const m of matchesOf(KIND_THEN_QUOTED, text)) {
    const name = m[1].trim();
    if (ROLE_NAMES.has(name.toLowerCase().replace(/^the\s+/, ''))) continue;
    // A document's title the body has is no name of it ("each member of the economic society "Rules of Membership"":
    // h76f41p's near miss, kept after session 76's merge), while a name of common words is ('the fishing club "Blue Reef"').
    if (DOCUMENT_TITLE.test(name)) continue;
    const begin = m.index + m[0].length - 1 - m[1].length;
    add('Organization', begin, begin + name.length);
  }
}

/** Its patterns run by `matchesOf`, for the build's run table (bench/log.md, cold classify part 22). */
export function quotedGroupNamesRunPatterns(): readonly RegExp[] {
  return [KIND_THEN_QUOTED, KIND_THEN_NAME_BEFORE_ALIAS];
}

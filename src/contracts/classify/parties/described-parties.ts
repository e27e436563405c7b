/**
 * A party the preamble describes instead of naming: standard terms whose counterparty is whoever signs up, "between
 * Silverline Events LLC ("Show Management") and the company named on the space application ("Exhibitor")". The
 * description holds the party's place in the slot, and the role in the bracket after it is the party's alias as it
 * would be after a company's name (issue 18, h34n44).
 */
import { FIELD_ROLE_WORDS, ROLE_WORDS, roleOfAlias } from '../lexicon/roles.js';
import { ROLES } from './preamble-words.js';
import { ALIAS_ANY } from './alias-forms.js';
import type { OrgMention } from './party-record.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { escapeRegExp, withShortRunsUnrolledOnce } from '../../../common/regexp.js';

/**
 * A person or a company described, right after a slot word and up to the bracket: "the company named on the space
 * application", "the person identified in the Order Form", "any business whose name appears on the booking". The noun is
 * one of a person's or a body's, and a participle or relative word says where it is named. A permit's grantee is
 * described by the noun of the one it is issued to: "the trader named above", "the applicant identified in the form"
 * (issue 18, h89ty). Literal words, then a run
 * of at most 120 characters without brackets or quotes anchored at the end: linear.
 */
const DESCRIBED = withShortRunsUnrolledOnce(/(?:^|[;,]|\b(?:and|between|among(?:st)?|by))\s{1,3}((?:the|any|each)\s{1,3}(?:(?:legal\s{1,3})?(?:company|person|entity|organi[sz]ation|business|firm|individual|corporation|undertaking|trader|applicant|holder|occupier))\s{1,3}(?:named|identified|listed|described|specified|stated|shown|set\s{1,3}out|whose|who|that|which|signing|executing)\b[^()";]{0,120}?)\s{0,3},?\s{0,3}$/i);

/**
 * A description that points to where the party is named, below or above it in the same document: "and the hirer named
 * below ("the Hirer")", "the person identified above". The form then names the party in its own field ("Hirer: Mr
 * Jonas Albrecht, of Freiburg …"): the description is no name, and the field's party takes the alias (facts set 62's
 * cause 5, h102q62). Standard terms that name nobody ("the company named on the space application") keep theirs.
 * Anchored at the slot's end, literal words, bounded blank runs: linear.
 */
const POINTS_ELSEWHERE = /\b(?:named|identified|described|listed|specified|stated|shown|set\s{1,3}out)\s{1,3}(?:below|above|hereunder|hereinbelow)\s{0,3},?\s{0,3}$/i;
/** The texts a field of the alias's own opens, a value after its colon ("Hirer: Mr …", "The Customer: …"). */
const fieldOf = (alias: string): RegExp => new RegExp(String.raw`(?:^|\n)[ \t]{0,8}(?:the[ \t]{1,3})?${escapeRegExp(alias.replace(/^the\s+/i, '').trim())}[ \t]{0,4}:[ \t]{0,8}[^\s_]`, 'i');
/** The answers per document and alias: hostile text may repeat a pointing slot thousands of times (one scan each alias). */
const FIELD_SEEN = new WeakMap<readonly string[], Map<string, boolean>>();
/**
 * The aliases a field names its party by (alias-forms.ts FIELD): a role word or a field-only role word. A field of any
 * other label ("Holder: Cafè del Riu, S.L." over "the holder named above (hereinafter, the holder)") gives its company no
 * alias, so the described party keeps it, as set 67's licence binds its conditions to "the holder".
 */
const FIELD_ALIASES: ReadonlySet<string> = new Set([...ROLE_WORDS, ...FIELD_ROLE_WORDS].map((w) => w.toLowerCase()));
/** Whether the slot's description before the alias points to a field of the document's that names the party itself. */
export function namedInOwnField(texts: readonly string[], slot: string, alias: string): boolean {
  if (!FIELD_ALIASES.has(alias.replace(/^the\s+/i, '').trim().toLowerCase()) || !POINTS_ELSEWHERE.test(slot.slice(-80))) return false;
  const seen = FIELD_SEEN.get(texts) ?? new Map<string, boolean>();
  FIELD_SEEN.set(texts, seen);
  const key = alias.toLowerCase();
  let found = seen.get(key);
  if (found === undefined) {
    const field = fieldOf(alias);
    found = texts.some((text) => field.test(text));
    seen.set(key, found);
  }
  return found;
}

/** How far before its alias a slot's pointing words are read ("the guardian identified below, hereinafter …"). */
const POINTING_REACH = 80;
/**
 * The aliases the preamble gives a party it describes by pointing below or above ("and the guardian identified below,
 * hereinafter the Guardian"), in small letters: the form then names that party in a block headed by its alias
 * ("GUARDIAN" / "Name: Aa Bb" / "Address: …", name-field-entries.ts), whatever the alias's word, as a role word's block
 * does (docs/contract-labels.md, "A party the preamble points below to"; facts set 73's cause 4, issue 18, h117g73).
 * Read in the preamble's elements only; ALIAS_ANY's own matches, the words before each bounded: linear.
 */
export function aliasesPointedTo(preamble: readonly string[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const text of preamble) {
    if (!/\b(?:below|above|hereunder|hereinbelow)\b/i.test(text)) continue;
    for (const m of matchesOf(ALIAS_ANY, text)) {
      const alias = m[1] ?? m[2] ?? m[4];
      if (alias !== undefined && POINTS_ELSEWHERE.test(text.slice(Math.max(0, m.index - POINTING_REACH), m.index))) out.add(alias.replace(/^the\s+/i, '').trim().toLowerCase());
    }
  }
  return out;
}

/**
 * A role-like alias: a role word the contract vocabulary knows, or one capitalised agent noun ("Exhibitor",
 * "Participant", "Subscriber"). A defined term of a thing ("Specifications", "Booking Data") is none.
 */
const AGENT_NOUN = /^\p{Lu}\p{Ll}{2,}(?:er|or|ee|ant|ent|ist|ary)$/u;
export function roleLike(alias: string): boolean {
  const word = alias.trim().replace(/^the\s+/i, '');
  // An alias in small letters is the same noun ("(hereinafter, the holder)", translated drafting; issue 18, h89ty).
  return roleOfAlias(word) !== 'Unknown' || ROLES.has(word.toLowerCase()) || AGENT_NOUN.test(word.charAt(0).toUpperCase() + word.slice(1));
}

/**
 * The description before the alias at `at` in the slot text `text.slice(from, at)`, as the party's mention, when the
 * alias is role-like; undefined otherwise.
 */
export function describedParty(text: string, from: number, at: number, alias: string, element: number): OrgMention | undefined {
  if (!roleLike(alias)) return undefined;
  const slot = text.slice(Math.max(from, at - 200), at);
  const m = new RegExp(DESCRIBED.source, 'id').exec(slot);
  const span = m?.indices?.[1];
  if (!span) return undefined;
  const begin = at - slot.length + span[0];
  return { element, begin, end: begin + (span[1] - span[0]), text: slot.slice(span[0], span[1]) };
}

/**
 * The counterparties of standard terms named as a class, each one an alias: "the custody of metal that Alpenfels AG
 * (the "Custodian") keeps for its clients (each a "Depositor")", "… and its account holders (each, an "Account
 * Holder")". The class is a plural of persons who sign up (clients, customers, investors …) after "its", "their" or
 * "our": a plural of things or of companies in a group ("its subsidiaries (each a "Subsidiary")", "the Properties (each
 * a "Property")") is none. C56's described party, read from the bracket's "each". Literal words and bounded blank
 * runs: linear.
 */
const EACH_OF_CLASS = /\b(?:its|their|our)\s{1,3}((?:clients|customers|users|members|investors|subscribers|depositors|account\s{1,3}holders|cardholders|card\s{1,3}holders|purchasers|buyers|borrowers|participants|guests|tenants|merchants|consignors|bailors))\s{0,3}\(\s{0,3}each,?\s{1,3}(?:being\s{1,3})?an?\s{1,3}"\s{0,3}(?:the\s{1,3})?([A-Z][A-Za-z -]{0,40}?)\s{0,3}"\s{0,3}\)/dg;

/**
 * The alias is the class's own noun in the singular ("its users (each a "User")"): a role of the class's member, though
 * too short for AGENT_NOUN ("User") (review hrev46's Left, h62names).
 */
function namesItsClass(plural: string, alias: string): boolean {
  return `${alias.trim().toLowerCase().replace(/\s+/g, ' ')}s` === plural.toLowerCase().replace(/\s+/g, ' ');
}

/** A bracket that gives a quoted alias ("(the "Provider")", `("we", "us")`): a party the element named. Bounded: linear. */
const QUOTED_ALIAS_BRACKET = /\(\s{0,3}(?:the\s{1,3}|hereinafter\s{1,3}[a-z ]{0,30})?"/g;

/**
 * The classes of persons an element names with an "each" alias, as described parties of the preamble (EACH_OF_CLASS).
 * Standard terms name their one maker, then the class it deals with ("Alpenfels AG (the "Custodian") keeps for its
 * clients (each a "Depositor")"): the class is a party only after exactly one aliased party of its element. After two
 * (a master agreement: "between Vantage Inc. (the "Supplier") and Oakridge plc (the "Company"), which resells to its
 * customers (each a "Customer")") the class is a party's own customers; after none (a clause: "The Licensee may grant
 * access to its members (each a "Member")") it is a class a party deals with, no party of the contract (hrev46).
 */
export function describedClasses(text: string, element: number): OrgMention[] {
  const out: OrgMention[] = [];
  let aliases: number[] | undefined;
  let before = 0; // the aliases before the current class: matches come in order, so one pass over them (linear)
  for (const m of matchesOf(EACH_OF_CLASS, text)) {
    const span = m.indices?.[1];
    if (!span || !(roleLike(m[2]) || namesItsClass(m[1], m[2]))) continue;
    aliases ??= matchesOf(QUOTED_ALIAS_BRACKET, text).map((a) => a.index);
    while (before < aliases.length && aliases[before] < m.index) before++;
    if (before !== 1) continue;
    out.push({ element, begin: span[0], end: span[1], text: m[1], alias: m[2].trim() });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function describedPartiesRunPatterns(): readonly RegExp[] {
  return [EACH_OF_CLASS, QUOTED_ALIAS_BRACKET];
}

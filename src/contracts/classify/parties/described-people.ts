/**
 * People the opening of standard terms describes instead of naming, given an alias as a named party is: the terms of a
 * public body, a school or a club, whose other side is whoever takes up its offer. `These terms apply to a place in a
 * holiday club run by Lakeford Council (the "Council") for a child whose parents or carers (the "Family") have accepted
 * the offer.`, `These terms are between Lakeford Council (the "Council") and the parents of the child (the "Parents").`
 * The alias binds them in the clauses ("The Family must pay …", "The Parents may cancel …") as a named party's alias
 * does (set 68's cause 1, issue 18, h90ty). described-parties.ts reads a company or a person described in a party slot
 * ("the business named on the booking form"); these are people of a kind, described anywhere in the opening sentence
 * that names the other party.
 *
 * What is not such a party: a thing defined in the same sentence (`the "Premises"`, `the "Services"`: the alias must
 * name people), a party's own people (`its employees (the "Staff")`, `the Supplier's members (the "Members")`: a party
 * or a pronoun owns them), people a party deals with but who sign nothing (children, pupils, staff), and a sentence that
 * names no party beside them.
 */
import { ALIAS_ANY } from './alias-forms.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { roleLike } from './described-parties.js';
import { DOCUMENT_TERM } from './preamble-words.js';
import { recitalElements } from '../document/recitals.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** The opening: the reader looks no further than this many elements (a preamble's, as preamble-aliases.ts reads). */
const OPENING_REACH = 12;
/**
 * Nouns of people who take up standard terms themselves, singular or plural: a parent, a tenant, a member, an applicant.
 * Not children or pupils (their parents sign), nor employees or staff (a party's own people).
 */
const PEOPLE = String.raw`(?:parents?|carers?|guardians?|tenants?|members?|applicants?|residents?|occupiers?|occupants?|owners?|householders?|homeowners?|families|family|households?|customers?|clients?|guests?|participants?|subscribers?|users?|hirers?|borrowers?|holders?|students?|learners?|trainees?|patients?|visitors?|exhibitors?|traders?|stallholders?|persons?|people|individuals?)`;
/** An alias that names people too: one of those nouns as its last word ("Parents", "Family", "Club Members"). */
const PEOPLE_ALIAS = new RegExp(String.raw`(?:^|\s)${PEOPLE}$`, 'i');
/** A possessive pronoun is no word of the description: "all its members" are a party's own people, never a party. */
const NOT_OWNER = String.raw`(?!(?:its|their|our|your|his|her)\s)`;
/**
 * The description right before the alias's bracket, anchored at its end: a determiner that owns nothing ("the", "any",
 * "all", "each", "whose" of a relative clause, or a possessor in small letters, "the child's"), at most two words in small
 * letters ("registered"), the people's noun, another joined by "or"/"and" ("parents or carers"), then at most a short
 * qualifier ("of the child", "named on the form", "who sign the acceptance"). No bracket or quote inside; each run
 * bounded: linear. "its", "their", "our" and a capitalised possessor ("the Supplier's") are not among the determiners.
 */
const DESCRIBED_PEOPLE = new RegExp(
  String.raw`(?:^|[\s,;])(?:the|any|all|each|whose|(?:the\s{1,3})?[a-z]{2,20}['’]s?)\s{1,3}(?:${NOT_OWNER}[a-z-]{2,20}\s{1,3}){0,2}?${PEOPLE}`
    + String.raw`(?:\s{1,3}(?:or|and|and/or)\s{1,3}(?:${NOT_OWNER}[a-z-]{2,20}\s{1,3})?${PEOPLE})?`
    + String.raw`(?:\s{1,3}(?:of|named|listed|identified|shown|stated|who|that)\s[^()";]{0,80}?)?\s{0,3},?\s{0,3}$`,
  'u',
);

/**
 * Alias (as written) → the alias its party's label carries, for the people the opening describes and aliases: each in
 * an element of the first OPENING_REACH (not a title, a recital or a table row) that gives another quoted alias too.
 */
export function describedPeopleAliases(texts: readonly string[], isTitle: (element: number) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const reach = Math.min(texts.length, OPENING_REACH);
  const recitals = recitalElements(texts.slice(0, reach));
  for (let i = 0; i < reach; i++) {
    const text = texts[i];
    if (isTitle(i) || recitals.has(i) || text.includes('|') || !text.includes('"')) continue;
    const quoted = matchesOf(ALIAS_ANY, text).filter((m) => m[1] !== undefined || m[2] !== undefined);
    if (quoted.length < 2) continue;
    for (const m of quoted) {
      const alias = (m[1] ?? m[2]).trim();
      if (DOCUMENT_TERM.test(alias) || !(PEOPLE_ALIAS.test(alias) || roleLike(alias))) continue;
      const before = text.slice(Math.max(0, m.index - 160), m.index);
      if (!runnable(DESCRIBED_PEOPLE).test(before)) continue;
      if (!out.has(alias)) out.set(alias, alias);
    }
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function describedPeopleRunPatterns(): readonly RegExp[] {
  return [DESCRIBED_PEOPLE];
}

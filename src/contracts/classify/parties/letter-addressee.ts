/**
 * The addressee of a letter agreement that countersigns it, named without a legal form: "Ms. Dana Reed, Operations
 * Director, Maple Grove Arts Center, 12 Water Street, …" above "Dear Ms. Reed:", then "… the organs of Maple Grove Arts
 * Center (the "Center") …" and, under "Agreed and accepted:", "Maple Grove Arts Center By: Dana Reed, …". The name
 * recogniser reads a body without a legal form only where a signature line names it; the letter itself says the
 * addressee is the other party (facts set 27's convention: an organisation without a legal form is a party under its
 * name), so its name is read wherever the letter repeats it above the acceptance (h48facts, facts set 32's cause 4).
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { salutationAt } from './letter-parties.js';
import type { OrgMention } from './party-record.js';
import { ACCEPTS_FOR_HEAD, BARE_ACCEPTANCE } from './details/line-shapes.js';

/**
 * A name alone at a line's start: two to eight capitalised words, "of", "for", "and", "the" or "&" between them, up to
 * the line's end or a signer's "By:" / "Per:". Bounded: linear.
 */
const NAME = String.raw`\p{Lu}[\p{L}'’.-]{0,30}(?:\s{1,3}(?:(?:of|for|and|the|&)\s{1,3}){0,2}\p{Lu}[\p{L}'’.-]{0,30}){1,7}`;
const NAME_AT_START = new RegExp(String.raw`^\s*(${NAME})\s*(?:$|(?:By|Per):\s)`, 'u');

/** The name alone after an acceptance heading (ACCEPTS_FOR_HEAD) to the line's end. Anchored, bounded: linear. */
const NAME_TO_END = new RegExp(String.raw`^(${NAME})\s*(?::\s*)?$`, 'u');

/**
 * The name an acceptance heading accepts for ("Agreed on behalf of the Sao Ban Khene Ensemble:"), whose name the
 * letter's address block gives ("Leader, Sao Ban Khene Ensemble"): the addressee signs back for its group (facts set 61's
 * cause 1, h103p61). Undefined for any other line.
 */
function acceptedFor(line: string, namedByAlias: (alias: string) => string | undefined): string | undefined {
  const head = ACCEPTS_FOR_HEAD.exec(line);
  if (head === null) return undefined;
  const rest = line.slice(head[0].length);
  const alias = ALIAS_TO_END.exec(rest)?.[1];
  return NAME_TO_END.exec(rest)?.[1] ?? (alias === undefined ? undefined : namedByAlias(alias));
}
/** One capitalised word to the line's end, an alias ("Band" of "Accepted for the Band:"). Anchored, bounded: linear. */
const ALIAS_TO_END = /^(\p{Lu}[\p{L}'’-]{1,30})\s*(?::\s*)?$/u;

/**
 * The name a letter's texts give each alias an acceptance heading uses, asked alias by alias: "Accepted for the Band:"
 * under a letter that says "the Nakere String Band (the "Band")" accepts for the Nakere String Band (facts set 68's
 * cause 15, issue 18, h108q68: the heading written with the alias named no one, and the band was no party). The alias
 * one capitalised word, defined in brackets right after the name, with or without "the". Bounded: linear.
 */
function aliasNames(texts: readonly string[]): (alias: string) => string | undefined {
  // One answer per alias for the whole search: each heading line asked again for the same alias, and the heading found
  // asked twice, compiled the pattern and scanned the body again (issue 18, h109fix).
  const found = new Map<string, string | undefined>();
  return (alias) => {
    if (found.has(alias)) return found.get(alias);
    const defined = new RegExp(String.raw`(${NAME})\s{0,3}\(\s{0,3}(?:the\s{1,3})?["“]${escapeRegExp(alias)}["”]\s{0,3}\)`, 'u');
    let name: string | undefined;
    for (const t of texts) {
      const m = t.length <= 4000 ? defined.exec(t) : null;
      if (m) {
        name = m[1];
        break;
      }
    }
    found.set(alias, name);
    return name;
  };
}

/** A signer's line under the name: "By: Dana Reed, …". */
const SIGNER_LINE = /^\s*(?:By|Per):\s/;

/** Mentions of the countersigning addressee's name that the name recogniser left, above and on the acceptance's name line. */
export function acceptedAddresseeMentions(texts: readonly string[], orgs: readonly OrgMention[]): OrgMention[] {
  const salutation = salutationAt(texts);
  if (salutation < 2) return [];
  const namedByAlias = aliasNames(texts.slice(salutation));
  // The first acceptance heading after the salutation and the name it accepts for, each line read once.
  let heading = -1;
  let accepted: string | undefined;
  for (let i = salutation + 1; i < texts.length && heading < 0; i++) {
    accepted = acceptedFor(texts[i], namedByAlias);
    if (accepted !== undefined) heading = i;
  }
  const name = heading >= 0 ? accepted : bareAcceptanceName(texts, salutation);
  if (name === undefined) return [];
  const acceptance = heading >= 0 ? heading : texts.findIndex((t, i) => i > salutation && BARE_ACCEPTANCE.test(t));
  // The addressee's block: between the letterhead's first line and the salutation.
  const named = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name)}(?![\p{L}\p{N}])`, 'gu');
  const inBlock = texts.slice(1, salutation).some((t) => { named.lastIndex = 0; return named.test(t); });
  if (!inBlock) return [];
  // `test` left lastIndex after the block's match, and matchesOf starts where the pattern stands: from the start again.
  named.lastIndex = 0;
  const out: OrgMention[] = [];
  // The heading that names it is a mention; a bare heading is none, the name line under it is.
  for (let i = 1; i <= (heading < 0 ? acceptance + 1 : acceptance); i++) {
    if (i === acceptance && heading < 0) continue;
    for (const m of matchesOf(named, texts[i])) {
      const begin = m.index;
      const end = begin + m[0].length;
      if (orgs.some((o) => o.element === i && o.begin < end && begin < o.end)) continue;
      out.push({ element: i, begin, end, text: m[0] });
    }
  }
  return out;
}

/** The name on the line under a bare acceptance heading ("Agreed and accepted:"), when someone signs for it ("By:"). */
function bareAcceptanceName(texts: readonly string[], salutation: number): string | undefined {
  const acceptance = texts.findIndex((t, i) => i > salutation && BARE_ACCEPTANCE.test(t));
  const line = texts[acceptance + 1];
  if (acceptance < 0 || line === undefined) return undefined;
  const head = NAME_AT_START.exec(line);
  // Someone signs for it ("By:" on its line or the next): an organisation, not the addressee signing as a person.
  if (head === null || !(/(?:By|Per):\s$/.test(head[0]) || SIGNER_LINE.test(texts[acceptance + 2] ?? ''))) return undefined;
  return head[1];
}

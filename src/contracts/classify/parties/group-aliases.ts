/**
 * Collective aliases. A preamble naming three or more parties often gives them one role together — `Redrock ("A"),
 * Sunmesa ("B") and Alamo ("C"), each a "Member" and together the "Members"` — so "each Member shall", "the other
 * Members may" and "No Member may" bind whichever of them it is: `Multiple Parties`, as "each party" does. Only the
 * sentence that names the parties (it says "between" or "among"), one of the preamble's that joins their names before
 * "are each a" (NAMES_ARE), or one whose bracket is the subject of "enter into this agreement" (ENTER_INTO_AFTER) defines
 * one, so "(each an "Agreed Interruption")" elsewhere names no party.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { runnable } from '../../../common/regex-prefilter.js';

/**
 * `each a "Member"`, `each, a "Venturer"`, `each being a "Shareholder"`, with an optional `and together the "Members"`
 * (or `, collectively the "Members"` with no "and");
 * also the German-English `each also referred to as "Partner" and jointly as "Partners"` (also `called`, `designated`).
 * Before "and": `\s*(?:,\s*)?`, not `\s*,?\s*`, whose two runs split a long blank run every way (quadratic).
 */
const NAME = '([A-Z][A-Za-z-]{1,30}(?:\\s[A-Z][A-Za-z-]{1,30})?)';
const EACH_A = new RegExp(
  `\\beach(?:\\s+of\\s+them)?,?\\s+(?:also\\s+)?(?:(?:being\\s+)?(?:a|an)\\s+|(?:referred\\s+to\\s+as|called|designated(?:\\s+as)?)\\s+(?:(?:a|an)\\s+)?)"${NAME}"`
    + `(?:\\s*(?:,\\s*)?(?:(?:and|or)\\s+)?(?:together|collectively|jointly),?\\s+(?:(?:referred\\s+to\\s+)?as\\s+)?(?:the\\s+)?"${NAME}")?`,
  'g',
);
// A US preamble may name the parties after "by" instead: `… is entered into effective as of October 1, 2027 by A, B and C
// (each, a "Member" …)`, `made … by and between`. The "by" must follow "entered into", "made" or "executed" within the
// sentence (bounded, so linear).
const NAMES_PARTIES = /\b(?:between|among|amongst)\b|\b(?:entered\s+into|made|executed)\b[^.;]{0,200}?\bby\b/i;
/**
 * A translated preamble has the parties it names enter into the contract themselves, the bracket closing their subject:
 * `Kestrel Co. (hereinafter "Kestrel"), … and Tobi Inc. (hereinafter "Tobi") (each a "Member" and together the
 * "Members") enter into this agreement …` (also "conclude", "make", "sign", "execute" this/the following/the present
 * agreement or contract). Read right after the bracket, anchored and bounded: linear.
 */
const ENTER_INTO_AFTER = /^\s{0,3}\)?\s{0,3},?\s{0,3}(?:hereby\s{1,3})?(?:(?:enter|have\s{1,3}entered)\s{1,3}into|conclude|make|sign|execute)\s{1,3}(?:this|the\s{1,3}following|the\s{1,3}present)\s{1,3}(?:[a-z-]{1,30}\s{1,3}){0,4}?(?:agreement|contract)\b/i;
/**
 * What closes right before such a bracket when it follows the parties' names: another bracket (`(hereinafter "Tobi")
 * (each a …`), or a name's last word, capitalised or a legal form (`Tobi Inc. (each a …`). Things a contract is made
 * of are no such names: `The annexes (each an "Annex") make this agreement complete` (review hrev61 of h70n55).
 * Anchored at the end, bounded: linear.
 */
const NAMES_BEFORE_BRACKET = /(?:\)|\b\p{Lu}[\p{L}&.'-]{0,40})\s{0,3}\(\s{0,3}$/u;
/**
 * The parties' names joined by "and", then "are", right before `each a "Shareholder"`: the sentence after the preamble
 * that gives the parties it has named their common alias ("Tanjong and Kaiyo are each a "Shareholder" and together the
 * "Shareholders"", Singapore and UK joint ventures). Capitalised words only (names or aliases), read in the 120
 * characters before the match, anchored at their end: linear.
 */
const NAMES_ARE = /(?:^|[\s,;(])\p{Lu}[\p{L}'’&.-]*(?:\s{1,3}\p{Lu}[\p{L}'’&.-]*){0,3}(?:\s{0,3},\s{0,3}\p{Lu}[\p{L}'’&.-]*(?:\s{1,3}\p{Lu}[\p{L}'’&.-]*){0,3}){0,4},?\s{1,3}(?:and|&)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’&.-]*(?:\s{1,3}\p{Lu}[\p{L}'’&.-]*){0,3}\s{1,3}are\s{1,3}$/u;
/**
 * The bracket may stand as an element of its own after the last party line, the list's layout splitting the sentence:
 * `(2) RFC Example SA, … (the "New Club"),` then `each a "Club" and together the "Clubs".` (C80, issue 18, h75t57). It
 * opens that element, the element before it ends with the last party's quoted alias in brackets (and a comma, semicolon
 * or "and"), and the sentence it closes names the parties (`NAMES_PARTIES` in an element before it). A bracket after a
 * list of annexes or of sites names things: no party line ends it. The element may say whom the bracket names before
 * it: `the parties of the first, second and third parts being hereinafter each called a "Covenantor" and together "the
 * Covenantors".` (a deed's party lines, issue 18, h84t63). The element may be the bracket itself, opening on "(": `(each
 * a "Partner" and together the "Partners").` under `(3) … ("Ruth"),` (set 81, issue 18, h104a81). Anchored, one bounded
 * class: linear.
 */
const OPENS_ELEMENT = /^\s{0,3}(?:[,;]\s{0,3})?(?:\(\s{0,3})?(?:the\s{1,3}parties\b[^"();]{0,100})?$/i;
/**
 * The bracket may instead close the last party line itself, after that row's own alias: `(3) RUTH KANE, of Bath ("Ruth")
 * (each a "Partner" and together the "Partners").` under `(2) … ("Owen"); and`. The row's own bracket right before it
 * (its quoted alias) shows the collective one follows the rows, as it follows the names in one sentence; a row with no
 * own alias (`(2) Alder Ltd and Birch Ltd (each a "Guarantor" …)`) names its own group, not the parties (set 81, issue
 * 18, h104a81). Anchored at the end, bounded: linear.
 */
const AFTER_ROW_ALIAS = /["”]\s{0,3}\)\s{0,3}(?:,?\s{0,3}\(|,)\s{0,3}$/;
/**
 * Outside brackets the tail must close the row (set 83, issue 18, h106n83): `(3) … (hereinafter called "the Third
 * Party"), each a "Co-owner" and together the "Co-owners".` names all the rows; `(2) … ("Bram"), each a "Seller" and
 * together the "Sellers"; and` over a third row names a subset, not read. Anchored, bounded: linear.
 */
const ROW_CLOSES = /^\s{0,3}\.?\s{0,3}$/;
const PARTY_LINE_END = /["”]\s{0,3}\)\s{0,3}[,;]?(?:\s{0,3}and)?\s{0,3}$/;
/**
 * A preamble the parties speak in the first person, describing themselves: `We, the twelve women whose names appear at
 * the end of these rules (each a "Member" and together the "Members"), set up a savings circle … and agree …`, `We, the
 * undersigned (each a "Partner" …)` — rules of a circle, a club or a tontine its members write together. The bracket
 * closes the "We, the …" subject, in its first sentence (no full stop, semicolon or other bracket before it), so its
 * alias names all the speakers, as after "between" (C80, C219; set 86's cause 1, issue 18, h109n86). Anchored at the
 * element's start, one bounded class: linear.
 */
const WE_THE = /^\s{0,3}We\s{0,3},\s{0,3}the\s[^.;:"()]{1,200}\(\s{0,3}$/;
/** A preamble comes first: the search reads no further than this many elements. */
const PREAMBLE_REACH = 12;

/**
 * The parties' plural alias after "together", "jointly" or "collectively", its head the word "Parties": `(the Lessor and
 * the Lessee together hereinafter only the "Contracting Parties")`, `(jointly the "Signing Parties")` (Slovak, Czech and
 * Polish drafting in English). It names the parties together, as "the parties" does; its singular ("Either Contracting
 * Party may …") is either of them (C44, C80; issue 18, h77t59). Read in a preamble that names the parties (NAMES_PARTIES
 * in this element or one before it). Bounded gap before the quote: linear.
 */
const TOGETHER_AS_PARTIES = /\b(?:together|jointly|collectively)\b[^"()]{0,60}?"(?:the\s)?(\p{Lu}[\p{L}-]{1,30}\s)Parties"/gu;

/**
 * What stands right before "together" when the group is the parties: two roles joined by "and" opening a bracket, a
 * clause or the element (`(the Lessor and the Lessee together …`), or the last party's quoted alias and its bracket
 * (`… ("Buyer") (together the "Contracting Parties")`), or nothing (the bracket an element of its own). Not a party and
 * the others it stands for (`The Seller and its Affiliates (together the "Seller Parties")`), nor others the contract
 * cites (`the Governments of Aa and Bb, together the "Contracting Parties", signed the Treaty`): review hrev73.
 * Read in the 90 characters before "together", the element's start written as a line break; anchored at the end: linear.
 */
const MEMBERS_BEFORE = /(?:[\n(,;]\s{0,3}(?:the\s{1,3})?\p{Lu}[\p{L}-]{1,30}\s{1,3}(?:and|&)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}-]{1,30},?\s{1,3}|["”]\s{0,3}\)\s{0,3}[,(]\s{0,3}|\n\s{0,3}\(?\s{0,3})$/u;

/**
 * A party's own alias, then the alias of the group it forms with another party, in one bracket: `the Madolenihmw Healers
 * Association, … (the "Association", and with the Municipality, the "Providers")`. The group's alias names two or more
 * different parties together, as C44's plural from the definitions does: "The Providers may end …" binds them together,
 * Multiple Parties (C155; set 80, issue 18, h103a80). Read in a preamble that names the parties. The party's own alias
 * is alias-forms.ts's (GROUP_ALIAS_TAIL). Literal words, bounded runs: linear.
 */
const GROUP_AFTER_OWN = /"[^"()]{1,40}"\s{0,3},\s{0,3}and\s{1,3}(?:together\s{1,3})?with\s{1,3}(?:the\s{1,3})?\p{Lu}[^"(),;]{0,60},\s{1,3}(?:the\s{1,3})?"(\p{Lu}[\p{L} -]{0,40})"\s{0,3}\)/gu;

/** A party's name or alias as a list writes it: capitalised words (`the FIRST PARTY`, `Alder`, `Cedar Farms`). */
const LISTED = String.raw`(?:[Tt]he\s{1,3})?\p{Lu}[\p{L}'’&.-]*(?:\s{1,3}\p{Lu}[\p{L}'’&.-]*){0,3}`;
/** The verb of a collective alias, after the joint words: "called", "referred to as", "known as", "designated (as)". */
const COLLECTIVE_VERB = String.raw`(?:\s{1,3}(?:called|referred\s{1,3}to\s{1,3}as|known\s{1,3}as|designated(?:\s{1,3}as)?))?`;
/** "hereinafter", "together", "jointly", "collectively" in any order, with commas or not. */
const JOINT_STEP = String.raw`(?:,?\s{1,3}(?:hereinafter|hereafter|together|jointly|collectively)\b)`;
/**
 * A sentence of its own after the party rows that gives them one collective alias: `The FIRST PARTY, the SECOND PARTY
 * and the THIRD PARTY are hereinafter together called the "Partners".` (a Pakistani deed of partnership; also "are
 * collectively referred to as", "shall together be known as"). Its subject lists the parties by their aliases or names;
 * it names them all when every alias the rows gave is in the list (`rowAliases`), so "The FIRST PARTY and the SECOND
 * PARTY are together called the "Founders"" over three rows is a party of its own (C80 and C194; set 84's cause 2, issue
 * 18, h107n84). Anchored at the element's start; the list's parts are separated by literal commas and "and": linear.
 */
const COLLECTIVE_SENTENCE = new RegExp(String.raw`^\s{0,3}(${LISTED}(?:\s{0,3},\s{0,3}${LISTED}){0,6},?\s{1,3}(?:and|&)\s{1,3}${LISTED})\s{1,3}(are|shall(?:\s{1,3}(?:together|jointly|collectively))?\s{1,3}be)(${JOINT_STEP}{0,3}),?${COLLECTIVE_VERB}\s{1,3}(?:the\s{1,3})?["“](?:the\s{1,3})?${NAME}["”]`, 'u');
/**
 * The collective alias closing the last party's entry right after that party's own quoted alias: `… of York ("Sadia")
 * (together the "Members").`, `(3) … (hereinafter called the "THIRD PARTY"), together called the "Members".` — the
 * parties named so far together, as C80's `each a "Member" and together the "Members"` is (C194). Only at the element's
 * end (a bracket followed by more parties names a group of some of them: C44's "(together "the Partners"), Fernside
 * Capital Limited ("the Backer")"), and only after two aliased parties or more. Anchored at the end, bounded: linear.
 */
const TOGETHER_AFTER_LAST = new RegExp(String.raw`["”]\s{0,3}\)\s{0,3}(?:,\s{0,3}(?:and\s{1,3})?|\(\s{0,3})(?:here(?:in)?after,?\s{1,3})?(?:together|jointly|collectively)\b(${JOINT_STEP}{0,2}),?${COLLECTIVE_VERB}\s{1,3}(?:the\s{1,3})?["“](?:the\s{1,3})?${NAME}["”]\s{0,3}\)?\s{0,3}\.?\s{0,3}$`, 'u');
/** The aliases of the party entries: a quoted name in a bracket or after "hereinafter" (`(hereinafter called the "FIRST PARTY")`). */
const ENTRY_ALIAS = /(?:\(|\bhere(?:in)?after\b)[^()"“”]{0,40}["“](?:the\s{1,3})?([^"“”()]{1,40})["”]/gu;
/** Things a preamble aliases besides its parties (`(the "Agreement")`): no party's entry. */
const ENTRY_THING = /^(?:agreement|contract|deed|terms|lease|schedule|effective\s+date|business|firm|property|premises)$/i;

/** The quoted aliases the party entries give, lowercased, read from the element that names the parties to `to`'s text. */
function rowAliases(preamble: readonly string[], from: number, to: number, last: string): Set<string> {
  const out = new Set<string>();
  for (const text of [...preamble.slice(from, to), last]) {
    for (const m of matchesOf(ENTRY_ALIAS, text)) if (!ENTRY_THING.test(m[1].trim())) out.add(m[1].trim().toLowerCase());
  }
  return out;
}

/** The collective alias's singular and plural both name the group ("each Partner", "the Partners"). */
function setBoth(out: Map<string, string>, plural: string): void {
  out.set(plural, 'Multiple Parties');
  out.set(/[^s]s$/.test(plural) ? plural.slice(0, -1) : `${plural}s`, 'Multiple Parties');
}

/**
 * A translated preamble whose parties' entries close with their aliases, then "enter into this agreement": `Ann Reed, of
 * Leeds (hereinafter "Reed"), …, and Fenwick Ltd., of Hull (hereinafter "Fenwick"), enter into this agreement as
 * follows.` names the parties as "between" does (C80's "enter into" subject), so a collective sentence after it reads them
 * (C194; set 87's cause 3, issue 18, h110n87). The verb right after an entry's closing bracket. Bounded: linear.
 */
const ENTRIES_ENTER_INTO = /\)\s{0,3},?\s{0,3}(?:hereby\s{1,3})?(?:enter|have\s{1,3}entered)\s{1,3}into\s{1,3}(?:this|the\s{1,3}following|the\s{1,3}present)\b/i;
/**
 * The aliases a collective sentence may leave out and still name every party: the company whose shares the others hold
 * (C44's "whether or not the Company is a party too": `Higa, Nakamura and Churaumi are hereinafter collectively referred
 * to as the "Shareholders"` over four entries, the fourth "the Company").
 */
const LEFT_OUT_COMPANY = /^(?:company|corporation)$/;

/** The collective aliases of a sentence or a last entry's close (C194), once a preamble element before names the parties. */
function collectiveAliases(preamble: readonly string[], i: number, out: Map<string, string>): void {
  const text = preamble[i];
  const first = preamble.findIndex((t) => NAMES_PARTIES.test(t) || ENTRIES_ENTER_INTO.test(t));
  if (first < 0 || first > i) return;
  const sentence = i > first ? COLLECTIVE_SENTENCE.exec(text) : null;
  if (sentence && /together|jointly|collectively/i.test(sentence[2] + sentence[3]) && !/\bpart(?:y|ies)$/i.test(sentence[4])) {
    const listed = new Set(sentence[1].split(/\s{0,3},\s{0,3}|\s{1,3}(?:and|&)\s{1,3}/).map((x) => x.replace(/^the\s{1,3}/i, '').trim().toLowerCase()));
    const aliases = rowAliases(preamble, first, i, '');
    const unlisted = [...aliases].filter((a) => !listed.has(a));
    const holders = /^(?:shareholders?|members?|partners?|stockholders?)$/i.test(sentence[4]);
    if (aliases.size >= 2 && unlisted.every((a) => holders && LEFT_OUT_COMPANY.test(a)) && aliases.size - unlisted.length >= 2) {
      setBoth(out, sentence[4]);
    }
    return;
  }
  const close = runnable(TOGETHER_AFTER_LAST).exec(text.slice(-300));
  if (!close || /\bpart(?:y|ies)$/i.test(close[2])) return;
  const before = text.slice(0, text.length - Math.min(text.length, 300) + close.index + 1);
  if (rowAliases(preamble, first, i, before).size >= 2) setBoth(out, close[2]);
}

/** Alias (as written) → `Multiple Parties`, for the collective aliases the preamble defines (singular and plural). */
export function groupAliases(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const preamble = texts.slice(0, PREAMBLE_REACH);
  for (const [i, text] of preamble.entries()) {
    if (!text.includes('"') && !text.includes('“')) continue;
    if (/together|jointly|collectively/i.test(text)) collectiveAliases(preamble, i, out);
    const namesParties = NAMES_PARTIES.test(text);
    for (const m of matchesOf(EACH_A, text)) {
      const before = text.slice(Math.max(0, m.index - 80), m.index);
      const bracketed = /\(\s{0,3}$/.test(before);
      const afterRow = AFTER_ROW_ALIAS.test(before) && (bracketed || ROW_CLOSES.test(text.slice(m.index + m[0].length)));
      const continuesPartyLines = i > 0 && (OPENS_ELEMENT.test(text.slice(0, m.index)) || afterRow)
        && PARTY_LINE_END.test(preamble[i - 1].slice(-80)) && preamble.slice(0, i).some((t) => NAMES_PARTIES.test(t));
      const entersInto = NAMES_BEFORE_BRACKET.test(before) && ENTER_INTO_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 120));
      const weThe = WE_THE.test(text.slice(0, m.index));
      if (!namesParties && !entersInto && !continuesPartyLines && !weThe && !NAMES_ARE.test(text.slice(Math.max(0, m.index - 120), m.index))) continue;
      // "each a "Party"" needs nothing: "each party" and "the parties" are groups already.
      if (/^part(?:y|ies)$/i.test(m[1])) continue;
      out.set(m[1], 'Multiple Parties');
      out.set(m[2] ?? `${m[1]}s`, 'Multiple Parties');
    }
    if (text.includes(' with ') && preamble.slice(0, i + 1).some((t) => NAMES_PARTIES.test(t))) {
      for (const m of matchesOf(GROUP_AFTER_OWN, text)) {
        out.set(m[1], 'Multiple Parties');
        out.set(/s$/.test(m[1]) ? m[1].slice(0, -1) : `${m[1]}s`, 'Multiple Parties');
      }
    }
    if (text.includes('Parties"') && preamble.slice(0, i + 1).some((t) => NAMES_PARTIES.test(t))) {
      for (const m of matchesOf(TOGETHER_AS_PARTIES, text)) {
        const from = Math.max(0, m.index - 90);
        if (!MEMBERS_BEFORE.test((from === 0 ? '\n' : '') + text.slice(from, m.index))) continue;
        out.set(`${m[1]}Parties`, 'Multiple Parties');
        out.set(`${m[1]}Party`, 'Multiple Parties');
      }
    }
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function groupAliasesRunPatterns(): readonly RegExp[] {
  return [EACH_A, GROUP_AFTER_OWN, TOGETHER_AS_PARTIES, ENTRY_ALIAS, TOGETHER_AFTER_LAST];
}

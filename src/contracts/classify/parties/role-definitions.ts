/**
 * Roles a contract defines as one of its parties. A codeshare or a cooperation names each party by what it does on a
 * given occasion — `"Operating Carrier" means the Party that operates a Codeshare Flight` — and its clauses then bind
 * that role ("The Operating Carrier shall …"): the role is the clause's party, as a preamble's alias is. Only a
 * definition whose meaning opens with "the/either/each Party that/who/which/whose/acting/operating …" makes one; a
 * term defined as anything else ("Affiliate" means any entity …, "Third Party" means any person other than a party)
 * names no party of this contract. An aside may stand between "means" and the Party, as interconnection and codeshare
 * drafting puts it (`"Terminating Party" means, for any call, the Party that receives the call`: the role is defined per
 * occasion all the same; sets 1, 10, 37 and 43 bind such a role by its own name, issue 18, h32n43).
 */
import { matchesOf } from '../../../common/regex-matches.js';

/**
 * An element's opening definition of a role: optional clause marker, "In these conditions, " (definitions of standard
 * conditions open so), the quoted term, "(shall) means", then "the Party that …" or the class of whoever does a thing
 * (C115): "any person or company that submits a tender", "the company that carries the goods", "any person who sells
 * the books" — a person or company followed by its own act in the third person ("submits", "carries"). A meaning whose
 * holder undergoes the act or has a state ("any person who is employed by", "any person that the Supplier engages", "any
 * entity that controls …": an affiliate) names no party; nor does "a person who …" (an instance, a third party: "End
 * User" means a person who downloads the Application). A pronoun's definition ("You" means the business that asks us …)
 * is pronouns.ts's: it gives "you" to a role, and names none of its own (set 40).
 */
const ROLE_DEFINITION = /^(?:\(?[0-9A-Za-z]{1,4}(?:\.[0-9]{1,3}){0,3}[.)]?\s+)?(?:In\s+(?:this|these)\s+[A-Za-z]{2,20},\s+)?["“](?!(?:You|We|Us|I|Me)["”])([A-Z][A-Za-z-]{1,30}(?: [A-Z][A-Za-z-]{1,30}){0,2})["”]\s+(?:shall\s+)?means?(?:,\s+[^,;."“”]{1,60},)?\s+(?:(?:the|either|each|a)\s+[Pp]arty\s+(?:that|who|which|whose|acting|operating|to\s+whom|from\s+whom|in\s+whose)\b|(?:any|the)\s+(?:person|company|firm|business)(?:\s+or\s+(?:person|company|firm|business))?\s+(?:that|who)\s+(?!(?:is|was|has|does|this)\b)[a-z]{2,20}s\b)/;

/**
 * An element's opening definition of a plural term (C39): `"Warrantors" means the Sellers listed in Part
 * 2`, `"Guarantors" means Alder Ltd and Birch Ltd`, after "In this Agreement, " too (definitions run together in one
 * sentence open so). Group 2 is where the meaning begins, past "the", "each of the".
 */
export const GROUP_DEFINITION = /^(?:\(?[0-9A-Za-z]{1,4}(?:\.[0-9]{1,3}){0,3}[.)]?\s+)?(?:In\s+this\s+[A-Z][a-z]{2,20},\s+)?["“]((?:[A-Z][A-Za-z-]{1,30} ){0,2}[A-Z][a-z-]{1,30}s)["”]\s+(?:shall\s+)?means?\s+((?:(?:each|all|both|any|such|those)\s+of\s+)?(?:the\s+)?)/;
/**
 * An element's opening definition of a singular capitalised term (`"Manager" means Co-owner A while he manages the
 * Raft.`): group 1 the term; the meaning begins at the match's end, past "the".
 */
const SINGLE_TERM_DEFINITION = /^(?:\(?[0-9A-Za-z]{1,4}(?:\.[0-9]{1,3}){0,3}[.)]?\s+)?(?:In\s+this\s+[A-Z][a-z]{2,20},\s+)?["“](?!(?:You|We|Us|I|Me)["”])([A-Z][A-Za-z-]{1,30}(?: [A-Z][A-Za-z-]{1,30}){0,2})["”]\s+(?:shall\s+)?means?\s+(?:the\s+)?/;
/**
 * What makes one party's name or alias the holder of a role for a time: "while", "whilst", "when", "as long as", "so long
 * as", "for as long as" right after it (`"Manager" means Co-owner A while he manages the Raft`, `"Skipper" means Tom for
 * as long as he steers the boat`): the role is a party of its own by its name, as C53's "the Party that …" is (set 85's
 * cause 5, issue 18, h108n85). A meaning that is the name alone ("Owner" means Tom) is an alias, read as such elsewhere;
 * one qualified otherwise ("… and his heirs") names no role. Anchored, literal words: linear.
 */
const HOLDS_FOR_A_TIME = /^\s{0,3},?\s{1,3}(?:while|whilst|when|(?:for\s{1,3})?(?:as|so)\s{1,3}long\s{1,3}as)\b/;

/**
 * Offices the parties fill from among themselves: `The Members elect a President, a Treasurer and a Secretary from among
 * themselves for one year.`, `A Treasurer is elected from among the Members.` (the rules of a circle, a club, a
 * co-operative or a joint venture's committee). Each office, capitalised, is then a party by its own name: "The
 * Treasurer keeps the book" binds the Treasurer, as C53's role defined as "the Party that …" binds that role (set 86's
 * cause 2, issue 18, h109n86). Only where "from among" names the parties themselves ("themselves", "ourselves", "their
 * number", or a party's name or alias the caller knows); an office filled from others ("a Chairman from among the
 * Directors" where the directors are no party) or with no "from among" names none. `ELECTORS` is the active form's
 * subject and its verb, `OFFICES` the list, `FROM_AMONG` the pool; `ELECTED` the passive form. Literal separators,
 * bounded runs: linear.
 */
const OFFICE = String.raw`(?:[Aa]n?|[Tt]he|[Oo]ne)\s{1,3}\p{Lu}[\p{L}-]{2,20}(?:\s\p{Lu}[\p{L}-]{2,20})?`;
const OFFICES = String.raw`(${OFFICE}(?:\s{0,3},\s{0,3}${OFFICE}){0,5}(?:,?\s{1,3}and\s{1,3}${OFFICE})?)`;
const AMONG = String.raw`from\s{1,3}among`;
const FROM_AMONG = String.raw`\s{1,3}${AMONG}\s{1,3}(themselves|ourselves|us|their\s{1,3}number|(?:the\s{1,3})?\p{Lu}[\p{L}-]{1,30})\b`;
/**
 * An office elected after the verb, "from among" within the clause (up to 80 characters between, whoever the pool is):
 * what makes "elects" the parties' act, no option taken (nature-present-duties.ts notDuty: "The Members elect a Chair and
 * a Treasurer from among themselves"; C220, C34). The same OFFICE and "from among" as ELECTORS (one home, issue 18,
 * h110dup; the natures' copy read the article in small letters only). Anchored, bounded: linear.
 */
export const ELECTS_OFFICE = new RegExp(String.raw`^\s{1,3}${OFFICE}\b[^.;]{0,80}?\b${AMONG}\b`, 'u');
const MARKER = String.raw`^(?:\(?[0-9A-Za-z]{1,4}(?:\.[0-9]{1,3}){0,3}[.)]?\s{1,3})?`;
const ELECTORS = new RegExp(String.raw`${MARKER}(We|(?:[Tt]he\s{1,3})?\p{Lu}[\p{L}-]{1,30})\s{1,3}(?:shall\s{1,3}|will\s{1,3})?(?:elect|appoint|choose)s?\s{1,3}${OFFICES}${FROM_AMONG}`, 'u');
const ELECTED = new RegExp(String.raw`${MARKER}${OFFICES}\s{1,3}(?:is|are|shall\s{1,3}be)\s{1,3}(?:elected|appointed|chosen)(?:\s{1,3}by\s{1,3}(?:the\s{1,3})?\p{L}{2,30})?${FROM_AMONG}`, 'u');
export const ONE_OFFICE = /\b(?:[Aa]n?|[Tt]he|[Oo]ne)\s{1,3}(\p{Lu}[\p{L}-]{2,20}(?:\s\p{Lu}[\p{L}-]{2,20})?)/gu;

/**
 * The offices an element says the parties fill from among themselves (ELECTORS, ELECTED), where the electors and the
 * pool are the parties (`known` holds their names and aliases). Capitalised offices only; a party's own name or the
 * generic "Party" is none.
 */
export function electedOffices(text: string, known: ReadonlySet<string>): string[] {
  const head = text.slice(0, 300);
  const party = (w: string): boolean => /^(?:themselves|ourselves|us|their\s{1,3}number|We|(?:the\s{1,3})?parties)$/i.test(w) || known.has(w.replace(/^the\s{1,3}/i, ''));
  const active = ELECTORS.exec(head);
  const m = active && party(active[1]) && party(active[3]) ? active[2] : (() => {
    const passive = ELECTED.exec(head);
    return passive && party(passive[2]) ? passive[1] : undefined;
  })();
  if (!m) return [];
  return matchesOf(ONE_OFFICE, m).map((o) => o[1]).filter((o) => !known.has(o) && !/^part(?:y|ies)$/i.test(o));
}

/**
 * After a party's name, the meaning ends unqualified (C44 reads it whole): at a stop, or where the next definition of
 * the same sentence opens (`"Shareholders" means the Founders and the Investor, and "Shares" means …`).
 */
export const PLAIN_END = /^(?:\s*(?:[.;:]|$)|\s*,\s*(?:and\s+)?(?=["“]))/;
/** After a party's name, the meaning ends, or a qualifier picks some of them ("the Sellers listed in Part 2"). */
export const NAMES_END = /^(?:\s*(?:[.;:]|$)|\s*,\s*(?:and\s+)?(?=["“])|\s+(?:listed|named|set\s+out|specified|identified|described|other\s+than|except|excluding|whose\s+names|who\s+are|(?:in|under)\s+(?:Part|Schedule|Annex|Appendix|Exhibit))\b)/;
/** After a party's name, another joined to it ("Alder Ltd and Birch Ltd", "A, B and C"). */
export const NAMES_JOIN = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:the\s+)?/;

/**
 * Role term (as written) → itself, for every role the elements define as a party: a party by what it does (above), or a
 * capitalised plural whose meaning is parties' names or aliases from `names` (C39): its clauses
 * ("The Warrantors shall not be liable …") bind it as a preamble's alias binds its party. A term only capitalised, or
 * defined as anything else ("Affiliates" means any company controlled by …), names none. A group whose meaning names
 * every one of the contract's parties, unqualified, is "the parties" (C44): `"Shareholders" means the Founders and the
 * Investor` where those two are all the parties → Multiple Parties; so is one whose meaning is the roles of two
 * parties or more (C44's reach: the same words where the company is a party too). `parties` maps each name or alias
 * of a party of the preamble to that party's label; the parties are its values (two at least). `roles` holds the
 * aliases the preamble gives them ("Founders", "Investor"), not their names.
 */
export function roleDefinitions(
  texts: readonly string[],
  names: Iterable<string> = [],
  parties: ReadonlyMap<string, string> = new Map(),
  roles: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const out = new Map<string, string>();
  const known = new Set(names);
  // Capitalised names and aliases only ("we" or "you" would open any meaning), longest first ("Alder Ltd" before "Alder").
  const partyNames = byFirstWord([...known].filter((n) => /^\p{Lu}/u.test(n) && n.length >= 2).sort((a, b) => b.length - a.length));
  for (const text of texts) {
    const head = text.slice(0, 200);
    const m = ROLE_DEFINITION.exec(head);
    if (m) {
      out.set(m[1], m[1]);
      continue;
    }
    const offices = electedOffices(text, known);
    if (offices.length > 0) {
      for (const o of offices) out.set(o, o);
      continue;
    }
    const single = SINGLE_TERM_DEFINITION.exec(head);
    if (single && !known.has(single[1]) && heldForATime(head.slice(single[0].length), partyNames)) {
      out.set(single[1], single[1]);
      continue;
    }
    const g = GROUP_DEFINITION.exec(head);
    // "Parties" means … is the generic word, a group already.
    if (!g || known.has(g[1]) || /^part(?:y|ies)$/i.test(g[1])) continue;
    const members = namesOnly(head.slice(g[0].length), partyNames);
    if (members) out.set(g[1], everyParty(members, parties) || rolesOfParties(members, parties, roles) ? 'Multiple Parties' : g[1]);
  }
  return out;
}

/** Whether `meaning` opens with one party's name or alias held for a time (HOLDS_FOR_A_TIME). One look-up: linear. */
function heldForATime(meaning: string, partyNames: ReadonlyMap<string, readonly string[]>): boolean {
  const name = nameOpening(meaning, partyNames);
  return name !== undefined && HOLDS_FOR_A_TIME.test(meaning.slice(name.length));
}

/**
 * Whether `meaning` is only parties' names joined by "and" or commas, the last perhaps qualified ("the Sellers listed in
 * Part 2"): not "the Company and its subsidiaries", not "the Sellers' Solicitors". The names read, and whether a
 * qualifier picks some of them; undefined where the meaning is anything else. Each step consumes a name: linear.
 */
function namesOnly(meaning: string, partyNames: ReadonlyMap<string, readonly string[]>): { names: string[]; qualified: boolean } | undefined {
  let rest = meaning;
  const names: string[] = [];
  for (;;) {
    const name = nameOpening(rest, partyNames);
    if (name === undefined) return undefined;
    names.push(name);
    rest = rest.slice(name.length);
    const end = NAMES_END.exec(rest);
    if (end) return { names, qualified: !PLAIN_END.test(rest) };
    const join = NAMES_JOIN.exec(rest);
    if (!join) return undefined;
    rest = rest.slice(join[0].length);
  }
}

/**
 * A name's letters up to its first character that is none ("Alder" of "Alder Ltd", "A" of "A.B. Ltd"): a name followed
 * by no such character starts with the same word as the text it opens. Each step of `namesOnly` reads only the names
 * of its text's first word: reading every name at every step cost definitions × names (a preamble of 2,000 aliases and
 * 2,000 group definitions, 566k characters: 2.5 s more than without the definitions; hred19).
 */
const WORD_CHAR = /^[\p{L}\p{N}'’-]/u;
const FIRST_WORD = /^[\p{L}\p{N}'’-]*/u;
const firstWord = (text: string): string => FIRST_WORD.exec(text)![0];

/** The party's name or alias `text` opens with, a whole word (the longest of its first word's names), or undefined. */
function nameOpening(text: string, partyNames: ReadonlyMap<string, readonly string[]>): string | undefined {
  return partyNames.get(firstWord(text))?.find((n) => text.startsWith(n) && !WORD_CHAR.test(text.slice(n.length)));
}

/** The names by their first word, each list longest first as `names` is. */
function byFirstWord(names: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const n of names) {
    const key = firstWord(n);
    const list = out.get(key);
    if (list) list.push(n);
    else out.set(key, [n]);
  }
  return out;
}

/** Whether the names, none qualified, are every party of `parties` (two at least): the group is "the parties" (C44). */
function everyParty(members: { names: string[]; qualified: boolean }, parties: ReadonlyMap<string, string>): boolean {
  const all = new Set(parties.values());
  if (members.qualified || all.size < 2) return false;
  const named = new Set(members.names.map((n) => parties.get(n)));
  return [...all].every((p) => named.has(p));
}

/**
 * Whether the names, none qualified, are the roles (the aliases in `roles`) of two different parties or more: "the
 * Founders and the Investor" of a shareholders' agreement whose company is a party too is "those parties together",
 * Multiple Parties as a group of all of them is (C44). A list of names ("Alder Ltd and Birch Ltd"), one role ("the
 * Vendors") or a role with a name stays a party of its own (C39).
 */
function rolesOfParties(members: { names: string[]; qualified: boolean }, parties: ReadonlyMap<string, string>, roles: ReadonlySet<string>): boolean {
  if (members.qualified || !members.names.every((n) => roles.has(n))) return false;
  return new Set(members.names.map((n) => parties.get(n))).size >= 2;
}

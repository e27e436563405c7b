/**
 * The parties a contract's clauses can bind: its defined aliases ("Buyer", "the Supplier"), the names
 * those aliases stand for, the common role words, and the group phrases ("each party"). `find` returns
 * every mention with the label party it resolves to.
 */
import { GROUP_SUBJECTS, ROLE_WORDS } from '../lexicon/roles.js';
import { alternationByFirstUnit } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';

export interface PartyMention {
  begin: number;
  end: number;
  /** The label party: a role or name as the contract writes it, `Both Parties`, `Multiple Parties`. */
  party: string;
  /** "neither party", "no party": the clause is an exclusion. */
  negative: boolean;
}

export interface PartyLexicon {
  /** The mentions in `text`, in order; the same array for the same text (read-only: callers share it). */
  find(text: string): readonly PartyMention[];
}

/**
 * Index of the first of `mentions` (in order, none overlapping) that begins at or after `offset`, or its length. A
 * binary search: every modal and verb of a long element looks up the party beside it, and a scan from the first
 * mention for each made an element of many parties and modals quadratic ("Buyer may " 20,000 times took 15 s).
 */
export function mentionIndexFrom(mentions: readonly PartyMention[], offset: number): number {
  let lo = 0;
  let hi = mentions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (mentions[mid].begin < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first mention that begins at or after `offset`, if it begins within `within` characters of it. */
export function mentionNear(mentions: readonly PartyMention[], offset: number, within: number): PartyMention | undefined {
  const next = mentions[mentionIndexFrom(mentions, offset)];
  return next && next.begin - offset <= within ? next : undefined;
}

const GROUPS = GROUP_SUBJECTS.map((g) => ({ ...g, pattern: new RegExp(g.pattern.source, g.pattern.flags.includes('i') ? 'gi' : 'g') }));
// A conjunction opening the sentence names no body with the role after it: "If Party B does not pay …, he pays interest"
// under rows that give Party B a capacity ("Party B (Assignee): …"), where "Party B" is no alias of the rows' own (set
// 83, issue 18, h106n83).
const COMPOUND_BEFORE = /(?<![A-Za-z])(?!(?:The|Both|All|Each|Either|Neither|No|Any|Every|A|Such|Other|Relevant|Two|If|Unless|Until|When|Whenever|Where|Whereas|Once|While|Should|And|But|Then)\s)[A-Z][a-z-]+\s+$/;
/** The letters Chinese drafting names its parties by ("Party A" … "Party D"). */
const PARTY_LETTERS = ['A', 'B', 'C', 'D'];
/** A one-word plural alias ("Sellers", "Warrantors") and its singular; not "-ss" ("Access"). Anchored, one run: linear. */
// A hyphenated one ("Co-owners", "Co-Borrowers", "Joint-venturers") too: its singular is the same party (C44, C38; set
// 85's cause 4, issue 18, h108n85). The hyphen splits the word one way only: linear.
export const PLURAL_ALIAS = /^([A-Z][a-z]{1,30}-[A-Za-z][a-z]{0,30}[a-rt-z]|[A-Z][a-z]{2,30}[a-rt-z])s$/;
/** A one-word alias whose plural adds "s" ("Exhibitor", "Member"); not one in -s, -x, -y, -sh, -ch ("Access", "Party"). Anchored: linear. */
const SINGULAR_ALIAS = /^[A-Z][a-z]{2,30}[a-gi-rtuvwz]$/;
/** A lower-case noun between a role and its modal: "No Customer data shall", "No Supplier equipment may" (not an adverb). Anchored, bounded: linear. */
const MODIFIED_NOUN_AFTER = /^\s{1,4}(?![a-z]+ly\b)[a-z][a-z-]{0,30}\s{1,4}(?:shall|will|may|must|can|cannot)\b/;
const INDEFINITE = /\b(?:a|an|any|each|every|such|no|other|the)\s+$/i;

/**
 * The word before "PARTY A" in a line of capitals that makes the letter an article: "GRANTS EACH PARTY A LICENCE",
 * "THE OTHER PARTY A NOTICE". Anchored at the end, bounded: linear.
 */
const DETERMINER_BEFORE = /\b(?:THE|OTHER|EACH|EITHER|NEITHER|NO|ANY|EVERY|ONE|A|SUCH|RELEVANT)\s{1,3}$/;
/**
 * "PARTY A" in capitals is the party a contract names "Party A" where the clause is written in capitals ("PARTY A MAKES
 * NO OTHER WARRANTY", a disclaimer), as it is in small letters: only "PARTY" and one capital, the contract naming the
 * party so, and no determiner before it (then "A" is an article).
 */
function lettersInCapitals(text: string, at: number, word: string): boolean {
  return /^PARTY [A-Z]$/.test(word) && !DETERMINER_BEFORE.test(text.slice(Math.max(0, at - 12), at));
}

/**
 * A name longer than this is no name a clause repeats (a name run across a blank run of hostile text): left out, it
 * keeps the one pattern of all names within what the regular-expression engine compiles (a 50,000-character name
 * threw "Regular expression too large").
 */
const MAX_NAME_LENGTH = 200;

/**
 * The lexicons' patterns by their words, the last MAX_PATTERNS of them. Most contracts' lexicons hold the role words and
 * a few aliases, and a call builds one or two: building the pattern (the ~250 words sorted, grouped and escaped) and
 * preparing the new object for the prefilter was ~5 % of a short contract's classification, and each new object was
 * compiled again (issue 18, h111suite). A pattern is global, and read only through `matchesOf`, which leaves its
 * `lastIndex` as it found it: one object serves every lexicon of the same words.
 */
const PATTERNS = new Map<string, RegExp>();
const MAX_PATTERNS = 16;
/** The longest list of words (its JSON, in characters) kept: a document of thousands of aliases gets a pattern of its own, not kept after its call. */
const MAX_KEPT_KEY = 16_000;

/**
 * The pattern of a lexicon whose words (its labels' keys, lower case) are `words`, in their order (the order decides the
 * alternation's among words of one length). Grouped by first letter behind a lookahead of those letters
 * (common/regexp.ts): built for one document, the pattern is compiled past V8's regex code limit, without its
 * optimisations, and was run word by word at every position of every text (bench/log.md, "The cold classify, part 11").
 */
function lexiconPattern(words: readonly string[]): RegExp {
  const key = JSON.stringify(words);
  let pattern = PATTERNS.get(key);
  if (pattern === undefined) {
    const { guard, alternation } = alternationByFirstUnit(words, true);
    // Capitalised role words only ("the Supplier", not "a supplier of goods"); "'s" makes it a possessive, not a subject.
    pattern = new RegExp(`${guard}(?<![A-Za-zÀ-ÖØ-öø-ÿ])(?:${alternation})(?![A-Za-zÀ-ÖØ-öø-ÿ'’-])(?!\\s*['’]s\\b)`, 'gi');
    if (key.length > MAX_KEPT_KEY) return pattern;
    if (PATTERNS.size >= MAX_PATTERNS) PATTERNS.delete(PATTERNS.keys().next().value as string);
    PATTERNS.set(key, pattern);
  }
  return pattern;
}

/**
 * A party label of one or two capitalised words before its head noun ("Upper House", "Lower House"): the head, when
 * another party's label shares it. Anchored, bounded: linear.
 */
const LABEL_HEAD = /^(?:[A-Z][a-z]{1,20}\s){1,2}([A-Z][a-z]{2,20})$/;

/**
 * The head nouns two party labels or more share ("house" for "the Upper House" and "the Lower House"), lower case; not
 * "party", which the group subjects read already (C328; issue 18, h121g94, taken over by h122s95).
 */
export function sharedHeads(labels: Iterable<string>): string[] {
  const count = new Map<string, number>();
  for (const label of new Set(labels)) {
    const head = LABEL_HEAD.exec(label)?.[1].toLowerCase();
    if (head !== undefined) count.set(head, (count.get(head) ?? 0) + 1);
  }
  return [...count].filter(([head, n]) => n >= 2 && !/^part(?:y|ies)$/.test(head)).map(([head]) => head);
}

/** A noun's plural ("house" → "houses", "family" → "families", "church" → "churches"). */
function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return /(?:s|x|z|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/**
 * The parties' shared head noun as a group subject, as "party" is (GROUP_SUBJECTS, C328): "Each house keeps one copy",
 * "Neither house shall open the other's sluice" (Multiple Parties, negated after "neither"), "Both houses clean the
 * channel" (Both Parties), "the two houses repair it" (Multiple Parties). Not "no/any/every house" (issue 18,
 * h122mendS): the noun keeps its own sense there ("No house may be built within ten metres of the channel" is a
 * building), and no set has such a group (sets 10, 57 and 94, the three with a shared head: 0 sentences). Literal
 * words, bounded blanks: linear.
 */
function sharedNounGroups(heads: readonly string[]): { pattern: RegExp; party: string }[] {
  return heads.flatMap((head) => [
    { pattern: new RegExp(`\\b(?:each|either|neither)\\s{1,3}${head}\\b`, 'gi'), party: 'Multiple Parties' },
    { pattern: new RegExp(`\\bboth\\s{1,3}(?:of\\s{1,3}the\\s{1,3})?${pluralOf(head)}\\b`, 'gi'), party: 'Both Parties' },
    { pattern: new RegExp(`\\bthe\\s{1,3}two\\s{1,3}${pluralOf(head)}\\b`, 'gi'), party: 'Multiple Parties' },
  ]);
}

/** Builds the lexicon: `names` maps a name or alias as written to the label party it stands for. */
export function partyLexicon(names: ReadonlyMap<string, string>): PartyLexicon {
  const label = new Map<string, string>();
  // "the Indemnified Parties shall" binds each Indemnified Party: a plural role is the role.
  for (const w of ROLE_WORDS) {
    label.set(w.toLowerCase(), w);
    if (/ Party$/.test(w)) label.set(w.toLowerCase().replace(/party$/, 'parties'), w);
  }
  // Chinese drafting in English names its parties by letter ("Party A shall pay Party B"): each letter is a party of
  // its own, whatever role its header gives it (`Party A (Buyer): …`), as the clauses name it. Capitalised only (the
  // lexicon ignores case): "the other Party a licence" is no party.
  for (const letter of PARTY_LETTERS) label.set(`party ${letter.toLowerCase()}`, `Party ${letter}`);
  for (const [name, party] of names) if (name.length <= MAX_NAME_LENGTH) label.set(name.toLowerCase(), party);
  // "No Seller shall", "Each Vendor shall" where the contract names one party "the Sellers" (persons in a schedule): the
  // singular is one of them, the same party (C38). Only a one-word alias that is its own label, and only where
  // the contract gives the singular no meaning of its own.
  for (const [name, party] of names) {
    const one = PLURAL_ALIAS.exec(name)?.[1];
    // A group of all the parties (C44) likewise: "Each Shareholder" is "each party".
    if (one !== undefined && (name === party || (party === 'Multiple Parties' && !/^part/i.test(name))) && !names.has(one)) label.set(one.toLowerCase(), party);
  }
  // "Exhibitors must keep their booths staffed" where the contract names the party "Exhibitor" (standard terms for
  // whoever signs up): the plural of a one-word alias that is its own label is that party, where neither the contract
  // nor the role words give the plural a meaning of its own (h34n44).
  for (const [name, party] of names) {
    if (name !== party || !SINGULAR_ALIAS.test(name) || names.has(`${name}s`) || label.has(`${name.toLowerCase()}s`)) continue;
    label.set(`${name.toLowerCase()}s`, party);
  }
  const defined = new Set([...names.values()].map((p) => p.toLowerCase()));
  const groups = [...GROUPS, ...sharedNounGroups(sharedHeads(names.values()))];
  const pattern = lexiconPattern([...label.keys()]);
  // One lexicon serves one classification: the natures read an element's mentions, then again as the next element's
  // "sentence before" and as a list's lead-in (issue 18, h25perf). Each text is read once; the map lives as long as
  // the lexicon, one call.
  const found = new Map<string, readonly PartyMention[]>();
  const find = (text: string): readonly PartyMention[] => {
    let mentions = found.get(text);
    if (!mentions) found.set(text, (mentions = mentionsIn(text)));
    return mentions;
  };
  return { find };

  function mentionsIn(text: string): PartyMention[] {
    const out: PartyMention[] = [];
    // Characters a mention already holds: an overlap test against every mention kept made a long element quadratic.
    const held = new Uint8Array(text.length);
    const free = (begin: number, end: number): boolean => held.subarray(begin, end).every((x) => x === 0);
    const keep = (mention: PartyMention): void => {
      held.fill(1, mention.begin, mention.end);
      out.push(mention);
    };
    for (const g of groups) {
      for (const m of matchesOf(g.pattern, text)) {
        if (/['’]s?$/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
        // "Indemnified Parties", "Third Parties": a capitalised word before "Parties" makes a name of its own.
        // Only a bare "Parties" makes one: a capitalised word before a determiner opens the sentence ("If a party
        // discovers …, it must", "Where either party …").
        if (/^part/i.test(m[0]) && COMPOUND_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
        if (!free(m.index, m.index + m[0].length)) continue;
        keep({ begin: m.index, end: m.index + m[0].length, party: g.party, negative: /^(?:neither|no|none)\b/i.test(m[0]) });
      }
    }
    for (const m of matchesOf(pattern, text)) {
      // Lower case only for an alias this contract defines ("buyer shall pay"), and not after an article ("a buyer").
      if (!/^[A-Z]/.test(m[0]) && !names.has(m[0]) && !(defined.has(m[0].toLowerCase()) && !INDEFINITE.test(text.slice(Math.max(0, m.index - 8), m.index)))) continue;
      // "US" in capitals is the country, not the pronoun a preamble may define.
      if (m[0] === 'US') continue;
      if (/^party [a-z]$/i.test(m[0]) && !/^Party [A-Z]$/.test(m[0]) && !(lettersInCapitals(text, m.index, m[0]) && names.has(`Party ${m[0].slice(-1)}`))) continue;
      // "the Defense Contract Audit Agency": a common role word closing a proper name is that body's name, unless
      // this contract defines the name itself ("Acme Agency" as an alias).
      if (!names.has(m[0]) && !defined.has(m[0].toLowerCase()) && COMPOUND_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
      if (!free(m.index, m.index + m[0].length)) continue;
      const party = label.get(m[0].toLowerCase()) ?? m[0];
      // "No Member may", "Neither Member shall": a collective alias (group-aliases.ts) negated, as "no party" is.
      // "No Seller shall", "No Licensee may": a role after "no" is barred as "no party" is (C38); "neither" before
      // a role alone is read by the natures (C28's "neither … nor").
      const before = text.slice(Math.max(0, m.index - 9), m.index);
      // A role word that modifies a noun ("No Customer data shall be stored", "No Supplier equipment shall") names
      // no one barred: the noun is the subject (hrev25).
      const negative = party === 'Multiple Parties'
        ? /\b(?:no|neither)\s+$/i.test(before)
        : /\bno\s+$/i.test(before) && !MODIFIED_NOUN_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
      keep({ begin: m.index, end: m.index + m[0].length, party, negative });
    }
    return out.sort((a, b) => a.begin - b.begin);
  }
}

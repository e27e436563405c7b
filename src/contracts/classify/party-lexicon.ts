/**
 * The parties a contract's clauses can bind: its defined aliases ("Buyer", "the Supplier"), the names
 * those aliases stand for, the common role words, and the group phrases ("each party"). `find` returns
 * every mention with the label party it resolves to.
 */
import { GROUP_SUBJECTS, ROLE_WORDS } from './roles.js';
import { longestFirstAlternation } from '../../common/regexp.js';

export interface PartyMention {
  begin: number;
  end: number;
  /** The label party: a role or name as the contract writes it, `Both Parties`, `Multiple Parties`. */
  party: string;
  /** "neither party", "no party": the clause is an exclusion. */
  negative: boolean;
}

export interface PartyLexicon {
  find(text: string): PartyMention[];
}

const GROUPS = GROUP_SUBJECTS.map((g) => ({ ...g, pattern: new RegExp(g.pattern.source, g.pattern.flags.includes('i') ? 'gi' : 'g') }));
const COMPOUND_BEFORE = /(?<![A-Za-z])(?!(?:The|Both|All|Each|Either|Neither|No|Any|Every|A|Such|Other|Relevant|Two)\s)[A-Z][a-z-]+\s+$/;
const INDEFINITE = /\b(?:a|an|any|each|every|such|no|other|the)\s+$/i;

/**
 * A name longer than this is no name a clause repeats (a name run across a blank run of hostile text): left out, it
 * keeps the one pattern of all names within what the regular-expression engine compiles (a 50,000-character name
 * threw "Regular expression too large").
 */
const MAX_NAME_LENGTH = 200;

/** Builds the lexicon: `names` maps a name or alias as written to the label party it stands for. */
export function partyLexicon(names: ReadonlyMap<string, string>): PartyLexicon {
  const label = new Map<string, string>();
  // "the Indemnified Parties shall" binds each Indemnified Party: a plural role is the role.
  for (const w of ROLE_WORDS) {
    label.set(w.toLowerCase(), w);
    if (/ Party$/.test(w)) label.set(w.toLowerCase().replace(/party$/, 'parties'), w);
  }
  for (const [name, party] of names) if (name.length <= MAX_NAME_LENGTH) label.set(name.toLowerCase(), party);
  const defined = new Set([...names.values()].map((p) => p.toLowerCase()));
  const alternatives = longestFirstAlternation(label.keys());
  // Capitalised role words only ("the Supplier", not "a supplier of goods"); "'s" makes it a possessive, not a subject.
  const pattern = new RegExp(`(?<![A-Za-z])(?:${alternatives})(?![A-Za-z'’-])(?!\\s*['’]s\\b)`, 'gi');
  return {
    find(text: string): PartyMention[] {
      const out: PartyMention[] = [];
      for (const g of GROUPS) {
        for (const m of text.matchAll(g.pattern)) {
          if (/['’]s?$/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
          // "Indemnified Parties", "Third Parties": a capitalised word before "Parties" makes a name of its own.
          if (COMPOUND_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
          if (out.some((o) => o.begin < m.index + m[0].length && m.index < o.end)) continue;
          out.push({ begin: m.index, end: m.index + m[0].length, party: g.party, negative: /^(?:neither|no|none)\b/i.test(m[0]) });
        }
      }
      for (const m of text.matchAll(pattern)) {
        // Lower case only for an alias this contract defines ("buyer shall pay"), and not after an article ("a buyer").
        if (!/^[A-Z]/.test(m[0]) && !names.has(m[0]) && !(defined.has(m[0].toLowerCase()) && !INDEFINITE.test(text.slice(Math.max(0, m.index - 8), m.index)))) continue;
        // "US" in capitals is the country, not the pronoun a preamble may define.
        if (m[0] === 'US') continue;
        // "the Defense Contract Audit Agency": a common role word closing a proper name is that body's name, unless
        // this contract defines the name itself ("Acme Agency" as an alias).
        if (!names.has(m[0]) && !defined.has(m[0].toLowerCase()) && COMPOUND_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
        if (out.some((o) => o.begin < m.index + m[0].length && m.index < o.end)) continue;
        const party = label.get(m[0].toLowerCase()) ?? m[0];
        // "No Member may", "Neither Member shall": a collective alias (group-aliases.ts) negated, as "no party" is.
        const negative = party === 'Multiple Parties' && /\b(?:no|neither)\s+$/i.test(text.slice(Math.max(0, m.index - 9), m.index));
        out.push({ begin: m.index, end: m.index + m[0].length, party, negative });
      }
      return out.sort((a, b) => a.begin - b.begin);
    },
  };
}

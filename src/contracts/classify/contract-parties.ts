/**
 * The contract's parties: the organisations the preamble (or a definition) gives an alias in quotes —
 * `Art Effects Limited ("Buyer")`, `"Supplier" means Koya Creative LLC` — are its Primary parties, with the
 * role the alias implies; every other organisation named is a party of importance Unknown. A party's name
 * is upper-cased without its legal form ("ART EFFECTS"), as the service reports it.
 */
import type { PartyImportance } from '../wire.js';
import { COMPANY_SUFFIXES } from './gazetteer.js';
import { ROLE_WORDS, roleOfAlias } from './roles.js';
import type { Span } from './text.js';

export interface OrgMention extends Span {
  element: number;
  text: string;
}

export interface PartyRecord {
  party: string;
  role: string;
  importance: PartyImportance;
  /** The alias the contract gives the party, if any ("Buyer"). */
  alias?: string;
  mentions: OrgMention[];
}

const SUFFIX = new RegExp(`[,\\s]+(?:${COMPANY_SUFFIXES.map((s) => s.replace(/\./g, '\\.')).join('|')})\\.?$`, 'i');
const ALIAS_AFTER = /^\.?\s*,?[^()";]{0,120}?\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?"\s*(?:the\s+)?([A-Z][A-Za-z ]{0,40}?)\s*"\s*\)/;
const ALIAS_DEFINED = /^\s*(?:the\s+)?"\s*(?:the\s+)?([A-Z][A-Za-z ]{0,40}?)\s*"\s*(?:shall\s+)?means?\s+(?:the\s+)?$/i;

/** Upper-cased name without its legal form. */
export function partyKey(name: string): string {
  return name.replace(SUFFIX, '').replace(/^the\s+/i, '').replace(/\s+/g, ' ').trim().toUpperCase();
}

/** Parties from the organisation mentions of all elements; `texts` are the quote-folded element texts. */
export function findParties(texts: readonly string[], orgs: readonly OrgMention[]): PartyRecord[] {
  const byKey = new Map<string, PartyRecord>();
  const aliasOf = new Map<string, string>();
  for (const o of orgs) {
    const text = texts[o.element];
    const after = ALIAS_AFTER.exec(text.slice(o.end));
    const before = ALIAS_DEFINED.exec(text.slice(Math.max(0, o.begin - 60), o.begin).replace(/^.*?(?="|the\s+")/s, ''));
    const alias = after?.[1] ?? before?.[1];
    // An all-capitals alias ("FSA") abbreviates a name; a party's alias is a role word ("Buyer").
    if (alias && /[a-z]/.test(alias) && !aliasOf.has(partyKey(o.text))) aliasOf.set(partyKey(o.text), alias.trim());
  }
  const expansions = acronyms(orgs);
  for (const o of orgs) {
    let key = partyKey(o.text);
    key = expansions.get(key) ?? key;
    if (!key) continue;
    let record = byKey.get(key);
    if (!record) {
      const alias = aliasOf.get(key);
      record = alias
        ? { party: key, role: roleOfAlias(alias), importance: 'Primary', alias, mentions: [] }
        : { party: key, role: 'Unknown', importance: 'Unknown', mentions: [] };
      byKey.set(key, record);
    }
    record.mentions.push(o);
  }
  // Primary first (in order of first mention), then the others by name.
  return [...byKey.values()].sort((a, b) =>
    a.importance !== b.importance ? (a.importance === 'Primary' ? -1 : 1)
      : a.importance === 'Primary' ? firstOf(a) - firstOf(b) : a.party < b.party ? -1 : a.party > b.party ? 1 : 0);
}

function firstOf(p: PartyRecord): number {
  return p.mentions[0].element * 1e6 + p.mentions[0].begin;
}

/** Short forms defined in the same element as their expansion ("FSA" means the Financial Services Authority). */
function acronyms(orgs: readonly OrgMention[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const short of orgs) {
    if (!/^[A-Z]{2,6}$/.test(short.text)) continue;
    for (const long of orgs) {
      if (long.element !== short.element || long === short) continue;
      const initials = long.text.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
      if (initials === short.text) out.set(short.text, partyKey(long.text));
    }
  }
  return out;
}

const ALIAS_PAREN = /\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?"\s*(?:the\s+)?([A-Z][A-Za-z ]{0,40}?)\s*"\s*\)/g;
const NAME = /^(?:[A-Z][A-Za-z0-9&'.-]*)(?:\s+(?:of|and|&|de|van|von)?\s*[A-Z][A-Za-z0-9&'.-]*){0,6}$/;
const ROLES = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));

/**
 * Parties the preamble names without a legal form — `between John Smith ("Consultant") and ...` — found as the
 * capitalised name before a role alias in the first elements. Spans that overlap `known` are skipped.
 */
export function preambleNames(texts: readonly string[], known: readonly OrgMention[]): OrgMention[] {
  const out: OrgMention[] = [];
  for (let i = 0; i < Math.min(texts.length, 30); i++) {
    const text = texts[i];
    for (const m of text.matchAll(ALIAS_PAREN)) {
      const alias = m[1].trim();
      if (roleOfAlias(alias) === 'Unknown' && !ROLES.has(alias.toLowerCase())) continue;
      const before = text.slice(0, m.index);
      const starts = [...before.matchAll(/(?:\bbetween\b|\band\b|\bby\b|;|^)\s*/g)];
      const start = starts.length > 0 ? starts[starts.length - 1].index + starts[starts.length - 1][0].length : 0;
      const segment = before.slice(start);
      const name = segment.split(',')[0].trim().replace(/^the\s+/i, '');
      if (!NAME.test(name) || name.split(/\s+/).length > 7) continue;
      const begin = start + segment.indexOf(name);
      const end = begin + name.length;
      if (known.some((k) => k.element === i && k.begin < end && begin < k.end)) continue;
      out.push({ element: i, begin, end, text: name });
    }
  }
  return out;
}

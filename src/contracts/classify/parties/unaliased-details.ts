/**
 * The names a primary party without an alias is read by for its own details (its signers and contacts): an order's or
 * a letter's writer named only on its letterhead ("Tisza Works Kft." / … / "Kind regards," / "Tisza Works Kft." /
 * "Zoltán Nagy") has no alias for `findPartyDetails` to look for, so its signature lines gave it no contact (h56facts;
 * facts sets 7, 11, 12 and 16 miss such contacts). Only for the details: the elements' party labels keep the lexicon
 * of aliases, as before. Each such party is labelled by its own name (`party`), which no alias can be.
 */
import type { PartyRecord } from './party-record.js';

/** `names` (a name or alias → its label) with every unaliased primary party's mentions → that party's own name. */
export function unaliasedDetailNames(names: ReadonlyMap<string, string>, parties: readonly PartyRecord[]): Map<string, string> | undefined {
  const unaliased = parties.filter((p) => p.importance === 'Primary' && !p.alias && p.mentions.length > 0);
  if (unaliased.length === 0) return undefined;
  const out = new Map(names);
  for (const p of unaliased) for (const m of p.mentions) if (!out.has(m.text)) out.set(m.text, p.party);
  return out;
}

/** The label a party's details are read and kept under: its alias, else an unaliased primary party's own name. */
export function detailKey(p: PartyRecord): string | undefined {
  return p.alias || (p.importance === 'Primary' && p.mentions.length > 0 ? p.party : undefined);
}

/** The labels `findPartyDetails` reads details for: each party's `detailKey`. */
export function detailLabels(parties: readonly PartyRecord[]): Set<string> {
  return new Set(parties.flatMap((p) => {
    const key = detailKey(p);
    return key ? [key] : [];
  }));
}

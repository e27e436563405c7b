/**
 * The names a primary party without an alias is read by for its own details (its signers and contacts): an order's or
 * a letter's writer named only on its letterhead ("Tisza Works Kft." / … / "Kind regards," / "Tisza Works Kft." /
 * "Zoltán Nagy") has no alias for `findPartyDetails` to look for, so its signature lines gave it no contact (h56facts;
 * facts sets 7, 11, 12 and 16 miss such contacts). Only for the details: the elements' party labels keep the lexicon
 * of aliases, as before. Each such party is labelled by its own name (`party`), which no alias can be.
 */
import type { PartyRecord } from './party-record.js';

/**
 * The label an unaliased primary party's clauses are read under: its name as the contract first writes it, less a
 * sentence's full stop when the contract also writes it without one ("between Harlow Estates Ltd and Kestrel Cafe Ltd."
 * then "Kestrel Cafe Ltd shall pay": "Kestrel Cafe Ltd", not "Kestrel Cafe Ltd."; hrev55). A name only ever written with
 * its stop keeps it ("Acme Ltd.").
 */
export function unaliasedLabel(p: PartyRecord): string {
  const first = p.mentions[0].text;
  if (!first.endsWith('.')) return first;
  const bare = first.slice(0, -1);
  return p.mentions.some((m) => m.text === bare) ? bare : first;
}

/** A primary party the preamble names without an alias, bound and kept by its own name. */
function isUnaliasedPrimary(p: PartyRecord): boolean {
  return p.importance === 'Primary' && !p.alias && p.mentions.length > 0;
}

/** `names` (a name or alias → its label) with every unaliased primary party's mentions → that party's own name. */
export function unaliasedDetailNames(names: ReadonlyMap<string, string>, parties: readonly PartyRecord[]): Map<string, string> | undefined {
  const unaliased = parties.filter(isUnaliasedPrimary);
  if (unaliased.length === 0) return undefined;
  const out = new Map(names);
  // Its clauses' label (`addUnaliasedPartyNames`: the name as first written) gives way to its own name here.
  for (const p of unaliased) {
    const label = unaliasedLabel(p);
    for (const m of p.mentions) if (!out.has(m.text) || out.get(m.text) === label) out.set(m.text, p.party);
  }
  return out;
}

/**
 * A primary party the preamble names without an alias is a party by its name (the spec's type label party is "a role or
 * a name from the text"; its examples name "IBM"): a clause naming it ("Bramley Estates Ltd shall repair the roof",
 * "BRAMLEY ESTATES LTD may terminate") binds it, under the name as the contract first writes it (issue 18, h64bind; the
 * lexicon once held aliased parties only, and such a clause read the other party's alias or no nature at all). Adds each
 * such party's mentions to `names` (a name or alias → its label) where no alias has claimed them.
 */
export function addUnaliasedPartyNames(names: Map<string, string>, parties: readonly PartyRecord[]): void {
  for (const p of parties) {
    if (!isUnaliasedPrimary(p)) continue;
    const label = unaliasedLabel(p);
    for (const m of p.mentions) if (!names.has(m.text)) names.set(m.text, label);
  }
}

/** The label a party's details are read and kept under: its alias, else an unaliased primary party's own name. */
export function detailKey(p: PartyRecord): string | undefined {
  return p.alias || (isUnaliasedPrimary(p) ? p.party : undefined);
}

/** The labels `findPartyDetails` reads details for: each party's `detailKey`. */
export function detailLabels(parties: readonly PartyRecord[]): Set<string> {
  return new Set(parties.flatMap((p) => {
    const key = detailKey(p);
    return key ? [key] : [];
  }));
}

/**
 * Each side ("Buyer", "Supplier") → the details label of the one primary party on it, where exactly one is: an order
 * form's heading may name a side by its role alone ("Ordered by:", "Order accepted by the Supplier:"), h100p59.
 */
export function sideLabels(parties: readonly PartyRecord[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const side of ['Buyer', 'Supplier']) {
    const on = parties.filter((p) => p.importance === 'Primary' && p.role === side);
    const key = on.length === 1 ? detailKey(on[0]) : undefined;
    if (key) out.set(side, key);
  }
  return out;
}

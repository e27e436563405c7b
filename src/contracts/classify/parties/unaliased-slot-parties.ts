/**
 * A company the preamble names as a party without an alias ("This Agreement is made between Bramley Estates Ltd, a
 * company registered in England, and Kestrel Telecom plc") is a Primary party all the same: the preamble's slot, not the
 * bracket, makes it one; the bracket only gives it a role word (issue 18, h64bind). Its clauses then bind it by its name
 * (`addUnaliasedPartyNames`). Only a name that opens a slot: right after "between", "among", "and" (a numbered entry's
 * "(1)", "(b)" between), or a "Parties:" field, in the preamble's elements, in a sentence a slot word opens; a body a
 * party's description names ("registered with …", "a subsidiary of …") opens none.
 */
import type { PartyRecord } from './party-record.js';
import { BARE_SLOT, PREAMBLE_ELEMENTS } from './preamble-words.js';

/** The words right before a name that open its slot. Anchored at the end, bounded: linear. */
const SLOT_OPENER = /(?:\b(?:between|among(?:st)?|and)|^\s{0,3}(?:the\s{1,3})?parties\s{0,3}:)\s{1,3}(?:\(\s{0,3}(?:\d{1,2}|[a-h]|[ivx]{1,4})\s{0,3}\)\s{1,3})?$/i;

/**
 * An agent's slot: the company acts "on behalf of" or "as agent for" the body its slot names next ("GREEN AGENCIES LTD,
 * a company acting on behalf of RED SHIPPING S.A. (the "Principal")"), the party the bracket names (hrev42). Bounded: linear.
 */
const ACTS_FOR_BODY = /^[^()";]{0,200}?\b(?:on\s{1,3}behalf\s{1,3}of|as\s{1,3}agents?\s{1,3}(?:for|of))\b/i;

/** Whether the mention opens a party slot of the preamble. */
function opensSlot(texts: readonly string[], m: PartyRecord['mentions'][number], recitals: ReadonlySet<number>): boolean {
  if (m.element >= PREAMBLE_ELEMENTS || recitals.has(m.element)) return false;
  const text = texts[m.element];
  return SLOT_OPENER.test(text.slice(Math.max(0, m.begin - 40), m.begin)) && BARE_SLOT.test(text.slice(Math.max(0, m.begin - 400), m.begin))
    && !ACTS_FOR_BODY.test(text.slice(m.end, m.end + 240));
}

/** Makes Primary each party without an alias one of whose mentions opens a preamble slot. */
export function promoteSlotOpeners(records: readonly PartyRecord[], texts: readonly string[], recitals: ReadonlySet<number>): void {
  for (const p of records) {
    if (p.importance === 'Primary' || p.alias) continue;
    if (p.mentions.some((m) => opensSlot(texts, m, recitals))) p.importance = 'Primary';
  }
}

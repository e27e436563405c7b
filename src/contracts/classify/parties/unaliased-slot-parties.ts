/**
 * A company the preamble names as a party without an alias ("This Agreement is made between Bramley Estates Ltd, a
 * company registered in England, and Kestrel Telecom plc") is a Primary party all the same: the preamble's slot, not the
 * bracket, makes it one; the bracket only gives it a role word (issue 18, h64bind). Its clauses then bind it by its name
 * (`addUnaliasedPartyNames`). Only a name that opens a slot: right after "between", "among", "and" (a numbered entry's
 * "(1)", "(b)" between), or a "Parties:" field, in the preamble's elements, in a sentence a slot word opens; a body a
 * party's description names ("registered with …", "a subsidiary of …") opens none.
 */
import type { PartyRecord } from './party-record.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { BARE_SLOT, PREAMBLE_ELEMENTS } from './preamble-words.js';

/** The words right before a name that open its slot. Anchored at the end, bounded: linear. */
const SLOT_OPENER = /(?:\b(?:between|among(?:st)?|and)|^\s{0,3}(?:the\s{1,3})?parties\s{0,3}:)\s{1,3}(?:\(\s{0,3}(?:\d{1,2}|[a-h]|[ivx]{1,4})\s{0,3}\)\s{1,3})?$/i;

/**
 * An agent's slot: the company acts "on behalf of" or "as agent for" the body its slot names next ("GREEN AGENCIES LTD,
 * a company acting on behalf of RED SHIPPING S.A. (the "Principal")"), the party the bracket names (hrev42). Bounded: linear.
 */
const ACTS_FOR_BODY = /^[^()";]{0,200}?\b(?:on\s{1,3}behalf\s{1,3}of|as\s{1,3}agents?\s{1,3}(?:for|of))\b/i;

/**
 * The words between two names that join them into one list, the second sharing the first's slot: a bare "and" or a
 * list's comma ("made by Gamma Ltd and Delta Ltd", "a company owned by Sigma Ltd and Tau Ltd", "among Alpha Ltd, Bravo
 * Ltd and …"). A comma before "and" joins only inside a list ("Gamma Ltd, Delta Ltd, and Epsilon Ltd"): after a
 * description ("Acme Ltd, a subsidiary of Omega Holdings Ltd, and Beta Ltd") it opens the next party's slot (hrev55).
 * Anchored both ends, bounded: linear.
 */
const LIST_JOIN = /^(?:\s{0,3},|\s{1,3}and)\s{1,3}$/;
const COMMA_AND = /^\s{0,3},\s{1,3}and\s{1,3}$/;

type Mention = PartyRecord['mentions'][number];

/** Whether the mention's own words open a party slot of the preamble. */
function opensSlotItself(texts: readonly string[], m: Mention, recitals: ReadonlySet<number>): boolean {
  if (m.element >= PREAMBLE_ELEMENTS || recitals.has(m.element)) return false;
  const text = texts[m.element];
  return runnable(SLOT_OPENER).test(text.slice(Math.max(0, m.begin - 40), m.begin)) && BARE_SLOT.test(text.slice(Math.max(0, m.begin - 400), m.begin))
    && !ACTS_FOR_BODY.test(text.slice(m.end, m.end + 240));
}

/**
 * Whether each mention opens a party slot: a name a list joins to the name before it (LIST_JOIN) shares that name's
 * slot, opened or not; any other by its own words. One pass per element in the order of the text.
 */
function slotOpeners(records: readonly PartyRecord[], texts: readonly string[], recitals: ReadonlySet<number>): Set<Mention> {
  const byElement = new Map<number, Mention[]>();
  for (const p of records) {
    for (const m of p.mentions) {
      if (m.element >= PREAMBLE_ELEMENTS) continue;
      const list = byElement.get(m.element);
      if (list) list.push(m);
      else byElement.set(m.element, [m]);
    }
  }
  const opens = new Set<Mention>();
  const listed = new Set<Mention>();
  for (const [element, mentions] of byElement) {
    const text = texts[element];
    const ordered = [...mentions].sort((a, b) => a.begin - b.begin || a.end - b.end);
    let previous: Mention | undefined;
    for (const m of ordered) {
      const gap = previous !== undefined && previous.end <= m.begin ? text.slice(previous.end, m.begin) : undefined;
      const joined = gap !== undefined && previous !== undefined && (LIST_JOIN.test(gap) || (COMMA_AND.test(gap) && listed.has(previous)));
      if (joined && previous !== undefined) {
        listed.add(previous);
        listed.add(m);
        if (opens.has(previous)) opens.add(m);
      } else if (opensSlotItself(texts, m, recitals)) opens.add(m);
      if (previous === undefined || m.end > previous.end) previous = m;
    }
  }
  return opens;
}

/**
 * The last element of the preamble's list of parties as the aliases already read it: the element of the latest first
 * mention among the Primary parties (-1 when none is Primary yet). A slot opened after it belongs to another text than
 * the list ("The work follows the contract between Contractor and Riverside Holdings LLC …": another contract's
 * parties, the h18f9 test), while a numbered list's entries, one per element, all come at or before it.
 */
function partyListEnd(records: readonly PartyRecord[]): number {
  let end = -1;
  for (const p of records) {
    if (p.importance !== 'Primary' || p.mentions.length === 0) continue;
    end = Math.max(end, Math.min(...p.mentions.map((m) => m.element)));
  }
  return end;
}

/** Makes Primary each party without an alias one of whose mentions opens a preamble slot within the parties' list. */
export function promoteSlotOpeners(records: readonly PartyRecord[], texts: readonly string[], recitals: ReadonlySet<number>): void {
  const opens = slotOpeners(records, texts, recitals);
  const listEnd = partyListEnd(records);
  for (const p of records) {
    if (p.importance === 'Primary' || p.alias) continue;
    if (p.mentions.some((m) => opens.has(m) && (listEnd < 0 || m.element <= listEnd))) p.importance = 'Primary';
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function unaliasedSlotPartiesRunPatterns(): readonly RegExp[] {
  return [SLOT_OPENER];
}

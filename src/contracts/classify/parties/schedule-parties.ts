/**
 * A party the preamble names only by where its Schedule states it: "BETWEEN the party whose name and description are
 * stated in Section 2 of the Schedule hereto (hereinafter referred to as "the Supplier") of the one part;" over a
 * Schedule line "Section 2 – The Supplier: Jane Roe (NRIC No. …), of …" (Malaysian, Singaporean and other Commonwealth
 * forms). The party's name is the value of that line, as the slot would have held it (facts set 49's cause 8, issue
 * 18, h88p).
 */
import type { OrgMention } from './party-record.js';

/**
 * The slot's description up to the alias: "the party whose name and description are stated in Section 2 of the Schedule
 * (hereto)". The section's word and number are read. Literal words and bounded runs, anchored at the end: linear.
 */
const STATED_IN_SCHEDULE = /\b(?:party|person|company|persons|parties)\s{1,3}whose\s{1,3}(?:[a-z]{1,15}\s{1,3}){1,6}?(?:is|are)\s{1,3}(?:stated|set\s{1,3}out|specified|given|described|shown)\s{1,3}in\s{1,3}(Section|Item|Part|Paragraph)\s{1,3}(\d{1,2}|[A-Z])\s{1,3}of\s{1,3}the\s{1,3}(?:First\s{1,3}|Second\s{1,3})?Schedule(?:\s{1,3}(?:hereto|to\s{1,3}this\s{1,3}Agreement))?\s{0,3},?\s{0,3}$/i;
/** The longest name read from a Schedule's line. */
const MAX_NAME = 120;

/**
 * The party the slot `text.slice(from, at)` places in its Schedule, read from the first later element that opens with
 * the same section ("Section 2 – The Boatman: Mohd Rizal bin Abdullah (NRIC No. …), of …"): the value after the label's
 * colon, up to a bracket or a comma. Undefined when the slot names no section or no line states it.
 */
export function scheduledParty(texts: readonly string[], element: number, text: string, from: number, at: number): OrgMention | undefined {
  const slot = text.slice(Math.max(from, at - 240), at);
  // Cheap test first: most aliases' slots name no Schedule.
  if (!/schedule/i.test(slot)) return undefined;
  const m = STATED_IN_SCHEDULE.exec(slot);
  if (m === null) return undefined;
  const line = new RegExp(String.raw`^\s{0,8}${m[1]}\s{1,3}${m[2]}\s{0,3}[–—:.)-]\s{0,3}(?:[^:\n]{1,60}:\s{0,3})?`, 'i');
  for (let k = element + 1; k < texts.length; k++) {
    const head = line.exec(texts[k]);
    if (head === null) continue;
    const value = texts[k].slice(head[0].length, head[0].length + MAX_NAME);
    const name = /^\p{Lu}[^(,;\n]*/u.exec(value)?.[0].trim();
    if (name === undefined || name.length < 3) return undefined;
    return { element: k, begin: head[0].length, end: head[0].length + name.length, text: name };
  }
  return undefined;
}

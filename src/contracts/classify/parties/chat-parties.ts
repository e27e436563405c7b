/**
 * The parties of a printed chat export that names them nowhere else: two private persons agreeing in messages ("14/07/2043,
 * 21:05 - Maryam Al-Kuwari: Hi Joanna, …", "[14/07/2043, 21:05] Joanna Pereira: …"), no preamble, no headline, no
 * signature. The two senders are its two sides, as an e-mail thread's two writers are (email-thread-parties.ts;
 * docs/contracts.md "the writer of the offer and the one who accepts"): the one paid supplies, the one who pays buys —
 * "I'll transfer … to your … account", "I'll pay you" say the writer pays, "to my … account", "pay me" that the writer
 * is paid. A chat a headline names the parties of (headline-parties.ts, set 51) already has its Primary parties and is
 * left alone; a third sender, one sender only, or no word on who pays names no parties (facts set 62's cause 2, issue
 * 18, h102q62).
 */
import type { PartyRecord } from './party-record.js';
import { isPersonName } from '../names/person-names.js';
import { partyKey } from './party-key.js';

/**
 * A chat line's opening: a day-first date and a time, in brackets (iOS) or followed by a dash (Android), then the sender's
 * whole name (two to four capitalised words) and a colon. Anchored, each run bounded: linear.
 */
const CHAT_LINE = /^[ \t]{0,8}\[?\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?[ \t]{1,3}\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]{0,2}[AaPp]\.?[Mm]\.?)?(?:\][ \t]{0,3}|[ \t]{1,3}[-–][ \t]{1,3})(\p{Lu}[\p{L}'’-]{1,30}(?: \p{Lu}[\p{L}'’-]{1,30}){1,3}):[ \t]/u;
/** A chat shorter than this many lines is no arrangement of its own. */
const LINES_MIN = 3;
/** The lines read (a chat export may run long; hostile text far longer). */
const LINES_MAX = 400;
/** The writer pays: "I'll transfer … to your … account", "I will pay you", "I'll send you the money". Bounded: linear. */
const WRITER_PAYS = /\b(?:(?:to|into)[ \t]{1,3}your[ \t]{1,3}(?:[\p{L}'’-]{1,20}[ \t]{1,3}){0,4}account|I(?:['’]ll|[ \t]{1,3}will)[ \t]{1,3}(?:pay|transfer)|pay[ \t]{1,3}you)(?![\p{L}])/iu;
/** The writer is paid: "to my … account", "pay me". Bounded: linear. */
const WRITER_PAID = /\b(?:(?:to|into)[ \t]{1,3}my[ \t]{1,3}(?:[\p{L}'’-]{1,20}[ \t]{1,3}){0,4}account|pay[ \t]{1,3}me)(?![\p{L}])/iu;

interface Sender {
  name: string;
  element: number;
  begin: number;
  pays: boolean;
  paid: boolean;
}

/** The senders of the chat printed in `texts`, in the order they first write; undefined when it is no chat. */
function senders(texts: readonly string[]): Sender[] | undefined {
  const out = new Map<string, Sender>();
  let lines = 0;
  for (let i = 0; i < texts.length && i < LINES_MAX; i++) {
    const m = CHAT_LINE.exec(texts[i]);
    if (m === null) continue;
    lines++;
    const name = m[1];
    const begin = m[0].length - name.length - 2;
    const sender = out.get(name) ?? { name, element: i, begin, pays: false, paid: false };
    const message = texts[i].slice(m[0].length);
    sender.pays ||= WRITER_PAYS.test(message);
    sender.paid ||= WRITER_PAID.test(message);
    out.set(name, sender);
  }
  return lines >= LINES_MIN ? [...out.values()] : undefined;
}

/**
 * The two persons who write a chat export to each other, as Primary parties with sides by who pays, when nothing else
 * made a party Primary and one of them says who pays; none otherwise.
 */
export function chatParties(records: readonly PartyRecord[], texts: readonly string[]): PartyRecord[] {
  if (records.some((p) => p.importance === 'Primary')) return [];
  const found = senders(texts);
  if (found === undefined || found.length !== 2 || !found.every((s) => isPersonName(s.name, true))) return [];
  const parties: PartyRecord[] = found.map((s) => ({ party: partyKey(s.name), role: 'Unknown', importance: 'Primary', mentions: [{ element: s.element, begin: s.begin, end: s.begin + s.name.length, text: s.name }] }));
  if (parties.some((p) => records.some((r) => r.party === p.party))) return [];
  // One side pays and is not paid, the other not: the payer buys, the other supplies.
  const payer = found.findIndex((s) => s.pays && !s.paid);
  const payee = found.findIndex((s) => s.paid && !s.pays);
  // A chat that says nobody pays anybody is talk, no arrangement of its own ("by transfer to Marguerite's account" under
  // a headline that names no party: h90p's near miss): no parties.
  const buyer = payer >= 0 && !found[1 - payer].pays ? payer : payee >= 0 && !found[1 - payee].paid ? 1 - payee : -1;
  if (buyer < 0) return [];
  parties[buyer].role = 'Buyer';
  parties[1 - buyer].role = 'Supplier';
  return parties;
}

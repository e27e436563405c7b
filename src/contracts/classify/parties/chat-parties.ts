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
import { PAY_ME, TO_MY_ACCOUNT } from './account-pronouns.js';
import { CHAT_TIMESTAMP } from '../text/chat-lines.js';


/** A sender's whole name: two to four capitalised words. */
const SENDER_NAME = String.raw`\p{Lu}[\p{L}'’-]{1,30}(?: \p{Lu}[\p{L}'’-]{1,30}){1,3}`;
/**
 * A chat line's opening: a day-first date and a time, in brackets (iOS) or followed by a dash (Android), then the sender's
 * whole name (two to four capitalised words) and a colon. Anchored, each run bounded: linear.
 */
const CHAT_LINE = new RegExp(String.raw`^[ \t]{0,8}\[?${CHAT_TIMESTAMP}(?:\][ \t]{0,3}|[ \t]{1,3}[-–][ \t]{1,3})(${SENDER_NAME}):[ \t]`, 'u');
/**
 * Telegram's printed and copied layout: each message under its own header line, the sender's whole name, a comma and the
 * day-first date and time in brackets ("Nadine Ikolo, [02.04.2044 09:05]"), the message's text in the paragraphs under it
 * up to the next header. A chat line as the Android and iOS lines are, its sender the header's (facts set 66's cause 2,
 * issue 18, h106q66); the header alone on its line, so "Paid Nadine Ikolo, [see receipt]" in a message is none.
 * Anchored, each run bounded: linear.
 */
const CHAT_HEADER_LINE = new RegExp(String.raw`^[ \t]{0,8}(${SENDER_NAME}),[ \t]{0,3}\[\d{1,2}[./]\d{1,2}[./]\d{2,4},?[ \t]{1,3}\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]{0,2}[AaPp]\.?[Mm]\.?)?\][ \t]{0,3}$`, 'u');
/** A chat shorter than this many lines is no arrangement of its own. */
const LINES_MIN = 3;
/** The lines read (a chat export may run long; hostile text far longer). */
const LINES_MAX = 400;
/** What is paid: a sum by its currency's sign, or the money, the payment, the deposit, the rent. */
const MONEY_SENT = String.raw`(?:[$€£¥]|money|payment|deposit|rent)`;
/**
 * The writer pays: "I'll transfer … to your … account", "I will pay you", "I'll send you the money", "Sending the $350 by
 * Zelle tonight" (sending money is paying it; facts set 63's cause 5, h103q63). Bounded: linear.
 */
// A sender who writes for a business pays in the first person plural ("We pay the balance within 3 days of collection.",
// "we will pay", "we'll transfer") and asks for the other's account ("Send your account please.", "send me your account
// details"): the writer pays as "I will pay" says (facts set 65's cause 1, issue 18, h105q65). "We pay" only at a
// sentence's start or after "and"/"then", so "what we pay for" and "as we pay attention" are no such words.
// "We pay the …" pays the other only where "the" names the money ("the balance", "the full price", "the deposit"): "we
// pay the courier", "we pay the driver on arrival" pay a third party's service, which says nothing of who buys from whom
// (issue 18, h106near). One qualifier in small letters may stand before the money's word; bounded: linear.
const MONEY_OWED = String.raw`(?:${MONEY_SENT}|balance|rest|remainder|price|amount|sum|total|invoice|bill|fees?|advance|instal+ments?|difference)`;
const THE_MONEY = String.raw`the[ \t]{1,3}(?:(?:full|whole|remaining|outstanding|agreed|final|first|second|last|total)[ \t]{1,3})?${MONEY_OWED}`;
const WE_PAY = String.raw`(?:(?<=^|[.!?,;:][ \t]{0,3}|\b(?:and|then|so)[ \t]{1,3})we(?:['’]ll|[ \t]{1,3}will|[ \t]{1,3}shall)?[ \t]{1,3}(?:pay|transfer)[ \t]{1,3}(?:you|${THE_MONEY}|it|half|all)(?![\p{L}])|\bsend[ \t]{1,3}(?:me[ \t]{1,3}|us[ \t]{1,3})?your[ \t]{1,3}(?:bank[ \t]{1,3})?account(?![\p{L}]))`;
const WRITER_PAYS = new RegExp(String.raw`\b(?:(?:to|into)[ \t]{1,3}your[ \t]{1,3}(?:[\p{L}'’-]{1,20}[ \t]{1,3}){0,4}account|I(?:['’]ll|[ \t]{1,3}will)[ \t]{1,3}(?:pay|transfer)|pay[ \t]{1,3}you|sending[ \t]{1,3}(?:you[ \t]{1,3})?(?:the[ \t]{1,3})?${MONEY_SENT})(?![\p{L}])|${WE_PAY}`, 'iu');
/** The writer is paid: "to my … account", "pay me", "Received the $350". Bounded: linear. */
const WRITER_PAID = new RegExp(String.raw`\b(?:${TO_MY_ACCOUNT}|${PAY_ME}|received[ \t]{1,3}(?:the|your)[ \t]{1,3}${MONEY_SENT})(?![\p{L}])`, 'iu');
/**
 * The writer gives its own account to be paid into: "Jaiz Bank, account name Sani Abdullahi, 0012345678." — the name
 * after "account name" is the sender's own (its last words, a title before them dropped): the writer is paid (facts set
 * 65's cause 1, h105q65). Another's name there ("account name Aa Bb" from a third person) says nothing. Bounded: linear.
 */
const ACCOUNT_NAME = new RegExp(String.raw`\baccount[ \t]{1,3}name[ \t]{0,3}:?[ \t]{0,3}(${SENDER_NAME})`, 'iu');
/**
 * Whether `given` is the sender's own name `name`, whole or its last words ("Halima Yusuf" of "Hajiya Halima Yusuf"),
 * two words at the least: the one check of a name a sender gives of itself (ownAccount, companyIntroduced).
 */
function endsSenderName(given: string, name: string): boolean {
  const words = given.split(' ');
  const own = name.split(' ');
  return words.length >= 2 && words.length <= own.length && words.every((w, k) => w === own[own.length - words.length + k]);
}
/** Whether the message names the sender's own account: the name after "account name" ends the sender's name. */
function ownAccount(message: string, name: string): boolean {
  const m = ACCOUNT_NAME.exec(message);
  return m !== null && endsSenderName(m[1], name);
}
/**
 * A phone's text-message export (SMS, iMessage) heads its pages with the person written to, "Messages with Paulette
 * Frett (+1 340-555-0187)", and writes the day once over the messages ("Fri, Aug 28, 2043 at 6:41 PM"), each line then
 * "Me: …" for the phone's owner or "<name>: …" for the other (facts set 63's cause 5, h103q63). Read in the first lines;
 * anchored, bounded: linear.
 */
const SMS_HEADER = new RegExp(String.raw`^[ \t]{0,8}(?:Messages|Conversation|Text[ \t]{1,3}messages|SMS|iMessages?)[ \t]{1,3}with[ \t]{1,3}(${SENDER_NAME})(?![\p{L}])`, 'u');
const SMS_HEADER_LINES = 3;
/** An export's message line: "Me:" or a sender's whole name, then a colon. Anchored, bounded: linear. */
const SMS_LINE = new RegExp(String.raw`^[ \t]{0,8}(Me|${SENDER_NAME}):[ \t]`, 'u');
/** The phone's owner's own word for itself in its export. */
const ME = 'Me';
/**
 * The phone's owner introducing itself in one of its messages: "Kyle Brennan from Coral Reef Divers LLC here" (a person
 * writing for a company, which is then the side), "this is Ana Ruiz", "Ana Ruiz here". Bounded: linear.
 */
const PERSON_FROM_BEFORE = /\p{Lu}[\p{L}'’-]{1,30}[ \t]{1,3}(?:from|of|at|with)[ \t]{1,3}$/u;
const SELF_NAMED = new RegExp(String.raw`\b(?:(?:[Tt]his[ \t]{1,3}is|[Ii]t['’]s|[Mm]y[ \t]{1,3}name[ \t]{1,3}is)[ \t]{1,3}(${SENDER_NAME})|(${SENDER_NAME})[ \t]{1,3}here)(?![\p{L}])`, 'u');

interface Sender {
  name: string;
  element: number;
  begin: number;
  pays: boolean;
  paid: boolean;
  /** The elements of its lines. */
  lines: number[];
  /** Where its name opens each of its message lines (a line's element and offset), its continuations not. */
  openings: { element: number; begin: number }[];
}

/** The senders of the chat printed in `texts`, in the order they first write; undefined when it is no chat. */
function senders(texts: readonly string[]): Sender[] | undefined {
  const out = new Map<string, Sender>();
  let lines = 0;
  // A text-message export's lines open on the sender alone, under its header (SMS_HEADER).
  const sms = texts.slice(0, SMS_HEADER_LINES).some((t) => SMS_HEADER.test(t));
  // A message of several sentences is read as several elements, its chat line's only the first: the sentences after it
  // up to the next chat line are the same sender's ("02/02/2044, 11:02 - Aisha Garba: Noted." / "We pay the balance
  // within 5 days of collection."; facts set 65's causes 1 and 2, h105q65).
  let current: Sender | undefined;
  for (let i = 0; i < texts.length && i < LINES_MAX; i++) {
    const header = sms ? null : CHAT_HEADER_LINE.exec(texts[i]);
    const m = header ?? (sms ? SMS_LINE : CHAT_LINE).exec(texts[i]);
    if (m === null) {
      if (current !== undefined) {
        current.pays ||= WRITER_PAYS.test(texts[i]);
        current.paid ||= WRITER_PAID.test(texts[i]) || ownAccount(texts[i], current.name);
        current.lines.push(i);
      }
      continue;
    }
    lines++;
    const name = m[1];
    const begin = header !== null ? header[0].indexOf(name) : m[0].length - name.length - 2;
    const sender = out.get(name) ?? { name, element: i, begin, pays: false, paid: false, lines: [], openings: [] };
    sender.lines.push(i);
    sender.openings.push({ element: i, begin });
    const message = header !== null ? '' : texts[i].slice(m[0].length);
    sender.pays ||= WRITER_PAYS.test(message);
    sender.paid ||= WRITER_PAID.test(message) || ownAccount(message, name);
    out.set(name, sender);
    current = sender;
  }
  return lines >= LINES_MIN ? [...out.values()] : undefined;
}

/**
 * Whether the document is a printed chat export: three message lines or more under one of the layouts `senders` reads. Its
 * writers say "we" of themselves, as an e-mail's do (pronouns.ts; set 91's cause 1, issue 18, h117e91).
 */
export function readsAsChat(texts: readonly string[]): boolean {
  return senders(texts) !== undefined;
}

/**
 * Each message line's sender as its line names it ("Kirsty Jamieson" of "[14/03/2047, 09:12] Kirsty Jamieson: …"), where the
 * document is a printed chat export (readsAsChat); a text-message export's "Me" is no name. The attribute reader weighs
 * whether the name is a person's (attributes/email-correspondents.ts).
 */
export function chatSenderMentions(texts: readonly string[]): { element: number; begin: number; name: string }[] {
  return (senders(texts) ?? []).flatMap((s) => s.name === ME ? [] : s.openings.map((o) => ({ ...o, name: s.name })));
}

/**
 * The two persons who write a chat export to each other, as Primary parties with sides by who pays, when nothing else
 * made a party Primary and one of them says who pays; none otherwise.
 */
export function chatParties(records: readonly PartyRecord[], texts: readonly string[]): PartyRecord[] {
  if (records.some((p) => p.importance === 'Primary')) return [];
  const found = senders(texts);
  if (found === undefined || found.length !== 2) return [];
  // "Me" is the phone's owner, the side its messages introduce (ownerOfExport).
  const owner = found.findIndex((s) => s.name === ME);
  const ownerParty = owner >= 0 ? ownerOfExport(records, texts) : undefined;
  if (owner >= 0 && ownerParty === undefined) return [];
  if (!found.every((s, k) => k === owner || isPersonName(s.name, true))) return [];
  // The person written to writes for the company the export's header or its headline names beside them (headerCompany).
  const theirs = owner >= 0 ? headerCompany(records, texts, ownerParty) : undefined;
  const introduced = found.map((s, k) => k === owner || theirs !== undefined ? undefined : companyIntroduced(records, texts, s));
  const parties: PartyRecord[] = found.map((s, k) => k === owner && ownerParty !== undefined ? ownerParty
    : theirs ?? introduced[k] ?? { party: partyKey(s.name), role: 'Unknown', importance: 'Primary', mentions: [{ element: s.element, begin: s.begin, end: s.begin + s.name.length, text: s.name }] });
  if (parties[0].party === parties[1].party) return [];
  if (theirs === undefined && parties.some((p, k) => k !== owner && introduced[k] === undefined && records.some((r) => r.party === p.party))) return [];
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

/**
 * A sender introducing herself in her own message as writing for a company: "I am Halima Yusuf, creative director of
 * Zuwaira Textiles Limited in Abuja.", "this is Musa Bello from Arewa Prints Ltd", "Musa Bello of Arewa Prints Ltd here"
 * — the company, a record the readers found, is the side she takes, as the company a text-message export's owner writes
 * from is (ownerOfExport); she is no contact (docs: a chat's sender names none). Facts set 65's cause 2 (issue 18,
 * h105q65). The introduction opens with "I am", "I'm", "this is", "my name is" or the sender's whole name, then perhaps
 * her office after a comma, then "of", "from", "at" or "with" right before the company. Bounded: linear.
 */
const INTRODUCED_FOR = new RegExp(String.raw`(?:\b(?:I[ \t]{1,3}am|I['’]m|[Tt]his[ \t]{1,3}is|[Mm]y[ \t]{1,3}name[ \t]{1,3}is)[ \t]{1,3})?(${SENDER_NAME})(?:,[ \t]{1,3}(?:the[ \t]{1,3})?[\p{L}'’-]{1,30}(?:[ \t]{1,3}[\p{L}'’-]{1,30}){0,3},?)?[ \t]{1,3}(?:of|from|at|with)[ \t]{1,3}(?:the[ \t]{1,3})?$`, 'u');
function companyIntroduced(records: readonly PartyRecord[], texts: readonly string[], sender: Sender): PartyRecord | undefined {
  for (const r of records) for (const m of r.mentions) {
    if (!sender.lines.includes(m.element)) continue;
    const before = INTRODUCED_FOR.exec(texts[m.element].slice(Math.max(0, m.begin - 160), m.begin));
    // The name introduced is the sender's own, whole or its last words (endsSenderName).
    if (before === null || !endsSenderName(before[1], sender.name)) continue;
    return { ...r, role: 'Unknown', importance: 'Primary' };
  }
  return undefined;
}

/**
 * The side "Me" writes for in a text-message export: the company its owner introduces itself from ("Kyle Brennan from
 * Coral Reef Divers LLC here", a company the readers found: that record made Primary), else the person it names itself
 * ("this is Ana Ruiz", "Ana Ruiz here"); undefined when its messages say neither.
 */
function ownerOfExport(records: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  const own = (i: number): boolean => SMS_LINE.exec(texts[i])?.[1] === ME;
  const company = records.find((r) => r.mentions.some((m) => own(m.element) && PERSON_FROM_BEFORE.test(texts[m.element].slice(Math.max(0, m.begin - 40), m.begin))));
  if (company !== undefined) return { ...company, role: 'Unknown', importance: 'Primary' };
  for (let i = 0; i < texts.length && i < LINES_MAX; i++) {
    if (!own(i)) continue;
    const m = SELF_NAMED.exec(texts[i]);
    const name = m?.[1] ?? m?.[2];
    if (m === null || name === undefined || !isPersonName(name, true)) continue;
    const begin = m.index + m[0].indexOf(name);
    return { party: partyKey(name), role: 'Unknown', importance: 'Primary', mentions: [{ element: i, begin, end: begin + name.length, text: name }] };
  }
  return undefined;
}

/**
 * The company a text-message export's header names beside the person written to ("Messages with Kyle Brennan – Coral
 * Reef Divers LLC (+1 …)"), or a headline over the header names ("Coral Reef Divers LLC – parking space" / "Messages
 * with Kyle Brennan"): that person writes for it, and the company is the side, as a company "Me" writes from is
 * (ownerOfExport; issue 18, h104p63). Only one company so named, and not the owner's own; undefined otherwise.
 */
function headerCompany(records: readonly PartyRecord[], texts: readonly string[], ownerParty: PartyRecord | undefined): PartyRecord | undefined {
  const header = texts.slice(0, SMS_HEADER_LINES).findIndex((t) => SMS_HEADER.test(t));
  if (header < 0) return undefined;
  const named = records.filter((r) => r.party !== ownerParty?.party && r.mentions.some((m) => m.element <= header));
  return named.length === 1 ? { ...named[0], role: 'Unknown', importance: 'Primary' } : undefined;
}

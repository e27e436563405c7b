/**
 * The parties of an e-mail thread that brackets no alias: a quotation, an order or a confirmation and the reply that
 * accepts it, each message under its own "From:" / "To:" headers and closed by its writer's signature block ("Best
 * regards," / "Siriporn Kaewmanee" / "Export Sales Manager" / "Chiang Mai Silk House Co., Ltd."; "Mei Ling Tan" /
 * "Purchasing, Lotus & Loom Pte. Ltd., Singapore"). Each message is written for the company its signature block names:
 * the two writers who write to each other (one's "From:" the other's "To:") are the thread's two sides, a company the
 * bodies name in passing (a bank, a carrier) none (facts set 58's cause 1, set 56's cause 2; issue 18, h99fp;
 * docs/contracts.md). The side paid ("to our account") supplies, the other buys. Read only when nothing else made a party
 * Primary, as a letter's letterhead and addressee are (letter-parties.ts).
 */
import type { PartyRecord } from './party-record.js';
import { MESSAGE_RULE_SOURCE } from './preamble-names.js';
import { isPersonName } from '../names/person-names.js';
import { partyKey } from './party-key.js';
import { PAY_ME, TO_MY_ACCOUNT, TO_OUR_ACCOUNT, TO_YOUR_ACCOUNT } from './account-pronouns.js';
import { JOB_TITLE, TITLE_HEAD_WORDS } from './details/line-shapes.js';
import { FIRM_LINE_MAX } from './letter-parties.js';

/** A message's first header, and the header naming whom it is sent to. Anchored: linear. */
export const FROM = /^\s{0,8}From:\s{0,3}(\S.{0,160})$/;
export const TO = /^\s{0,8}To:\s{0,3}(\S.{0,160})$/;
/** The headers a message may print between "From:" and "To:" or after them. */
const HEADER = /^\s{0,8}(?:From|To|Cc|Sent|Date|Subject):/i;
/** The header that names an e-mail's subject: with "From:" and "To:" it marks a message, no form's route rows. */
const SUBJECT = /^\s{0,8}Subject:/i;
/** How far down a document its first message's "From:" header may stand, under a title or a forwarding line. */
const FIRST_FROM_WITHIN = 4;

/**
 * Whether the document opens as an e-mail: a "From:" header within its first lines with "To:" and "Subject:" among the
 * header lines right under it ("Sent:" / "Date:" / "Cc:" between). A moving estimate's "From: your house in …" / "To:
 * your new house in …" rows have no subject and are none (set 86). Its writer says "we" (pronouns.ts; set 90's cause 2,
 * issue 18, h114e90).
 */
export function opensAsEmail(texts: readonly string[]): boolean {
  for (let i = 0; i < Math.min(texts.length, FIRST_FROM_WITHIN); i++) {
    if (!FROM.test(texts[i])) continue;
    const headers = [];
    for (let j = i + 1; j < texts.length && j <= i + TO_WITHIN + 1 && HEADER.test(texts[j]); j++) headers.push(texts[j]);
    return headers.some((h) => TO.test(h)) && headers.some((h) => SUBJECT.test(h));
  }
  return false;
}

/** The line that separates a quoted message from the reply above it. */
const MESSAGE_RULE = new RegExp(String.raw`^\s{0,8}${MESSAGE_RULE_SOURCE}\s*$`);
/** How many lines under "From:" its "To:" may stand ("Sent:" / "Date:" between), and how many messages are read. */
const TO_WITHIN = 4;
const MESSAGES_MAX = 6;
/** A signature block's lines: the last lines of a message's body. */
const SIGNATURE_LINES = 6;
/** Longest signature line read. */
const SIGNATURE_LINE_MAX = 100;
/** A department before the company and a town after it on the signer's line: "Purchasing, <company>, Singapore". */
const BEFORE_COMPANY = /^\s{0,8}(?:[^,]{1,40},\s{1,3})?$/;
// Or its address and number after middle dots: "Bitlab d.o.o. · Maršala Tita 55, 88000 Mostar · ID No. …" (facts set
// 61's cause 4, issue 18, h102p61; details/line-shapes.ts beforeMiddleDot).
// Or the body's house, shop or brand after a spaced dash: "Coordinator, Grupu Feto Beloi – Beloi Homestay" (a village
// women's group that runs a homestay, its e-mail signed so; the sender was taken for the side: facts set 65's cause 7,
// issue 18, h105q65). One run of words with no comma after the dash.
const AFTER_COMPANY = /^[\s.]{0,2}(?:,\s{1,3}[^,]{1,40}|\s\u00b7\s[^\n]{1,100}|\s[\u2013\u2014-]\s[^,\n]{1,60})?$/;
/**
 * The writer paid: "to our account", "pay us", and a person's "to my account", "pay me" (account-pronouns.ts): the
 * person answering a company who asks "Please pay the 40% to my account at …" is the one paid (facts set 66's cause 3,
 * issue 18, h106q66).
 */
const PAID_TO_US = new RegExp(String.raw`\b(?:${TO_OUR_ACCOUNT}|pay\s{1,3}us|${TO_MY_ACCOUNT}|${PAY_ME})(?![\p{L}])`, 'iu');
/**
 * The one written to paid: "by transfer to your account", "we will pay you", "within 15 days of receiving your invoice"
 * (whoever invoices is paid): a company's order to a freelancer says so (facts set 60's cause 4, h101p60).
 */
const PAID_TO_YOU = new RegExp(String.raw`\b(?:${TO_YOUR_ACCOUNT}|pay\s{1,3}you|your\s{1,3}invoice)\b`, 'i');

/**
 * In a thread of two companies, the writer paid also where it invoices ("within 7 days of my invoice", "our invoice"),
 * and the one written to where the writer hires or books it ("we would like to hire you as our guide", "book you for the
 * week") or invoices are its ("your invoice"): whoever invoices, and whoever is hired, supplies (facts set 64's cause 2,
 * issue 18, h104q64). Literal words, bounded blanks: linear.
 */
const PAID_TO_WRITER = new RegExp(String.raw`${PAID_TO_US.source}|\b(?:my|our)\s{1,3}invoices?\b`, 'iu');
const PAID_TO_READER = new RegExp(String.raw`${PAID_TO_YOU.source}|\b(?:hire|book|engage|commission)\s{1,3}you\s{1,3}(?:as|for|to)\b`, 'i');

interface Message {
  from: string;
  to: string;
  /** The "From:" header's element and its text after the label. */
  at: number;
  fromHeader: string;
  /** The body's first and last element (inclusive). */
  first: number;
  last: number;
}

/**
 * A quoted message's attribution line: "On Mon, 9 Mar 2043 at 16:40, Hery Rakotomalala <hery@…> wrote:" — the message
 * under it was written by that person to the writer of the message that quotes it (facts set 60's cause 4, issue 18,
 * h101p60). The writer's whole name (two to four words), perhaps its address in angle brackets. Anchored, bounded: linear.
 */
const WROTE = /^\s{0,8}On\s[^\n]{4,80}?,\s{0,3}(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){1,3})\s{0,3}(?:<[^<>\s]{1,120}>\s{0,3})?wrote\s{0,3}:\s*$/u;

/** The messages of a thread printed in `texts`, in print order (the reply on top first). */
function messages(texts: readonly string[]): Message[] {
  const opens: { at: number; from: string; to: string; bodyAt: number }[] = [];
  for (let i = 0; i < texts.length && opens.length < MESSAGES_MAX; i++) {
    const wrote = opens.length > 0 ? WROTE.exec(texts[i]) : null;
    if (wrote !== null) {
      opens.push({ at: i, from: wrote[1], to: opens[opens.length - 1].from, bodyAt: i + 1 });
      continue;
    }
    const from = FROM.exec(texts[i]);
    if (from === null) continue;
    let to: string | undefined;
    let j = i + 1;
    for (; j < texts.length && j <= i + TO_WITHIN + 1 && HEADER.test(texts[j]); j++) to ??= TO.exec(texts[j])?.[1];
    if (to === undefined) continue;
    opens.push({ at: i, from: from[1], to, bodyAt: j });
    i = j - 1;
  }
  return opens.map((o, k) => {
    let last = (k + 1 < opens.length ? opens[k + 1].at : texts.length) - 1;
    while (last >= o.bodyAt && (MESSAGE_RULE.test(texts[last]) || texts[last].trim() === '')) last--;
    return { from: personOf(o.from), to: personOf(o.to), at: o.at, fromHeader: o.from, first: o.bodyAt, last };
  });
}

/** The person a header names, without the address: "Tan Mei Ling <meiling@…>" → "tan mei ling". */
function personOf(header: string): string {
  return headerName(header).toLowerCase();
}

/**
 * The company a message's signature block names: a record mentioned on one of its last lines, the lowest such line where
 * two are (the company closes the block under its signer's unit: "Marina Office" / "Club Nàutic Sóller", h100p59).
 */
function writerOf(records: readonly PartyRecord[], texts: readonly string[], m: Message): PartyRecord | undefined {
  const from = Math.max(m.first, m.last - SIGNATURE_LINES + 1);
  let writer: PartyRecord | undefined;
  let lowest = -1;
  for (const p of records) for (const o of p.mentions) {
    if (o.element < from || o.element > m.last || o.element <= lowest || texts[o.element].length > SIGNATURE_LINE_MAX) continue;
    if (!BEFORE_COMPANY.test(texts[o.element].slice(0, o.begin)) || !AFTER_COMPANY.test(texts[o.element].slice(o.end))) continue;
    writer = p;
    lowest = o.element;
  }
  return writer;
}

/**
 * A message's writer with no legal form nor a body's word, so no reader found it: the "From:" header's name ("From:
 * <association> <address>") that the message's signature block names again after its signer's post and a comma
 * ("Kind regards," / "<signer>" / "Chairman, <association>") or on the line under the post's own. A mail sent in a
 * body's name and signed by its officer for that body is the body's, whatever its form (docs/contracts.md, "An
 * e-mail's writer with no legal form"; facts set 76's cause 3, issue 18, h120q76). The post must read as a job title
 * (details/line-shapes.ts JOB_TITLE) and the name be no unit's ("Sales Team"); its mentions are the header's name and
 * the signature line's. None when the name opens no capital.
 */
function unformedWriterOf(texts: readonly string[], m: Message): PartyRecord | undefined {
  const name = headerName(m.fromHeader);
  if (name.length < 3 || name.length > FIRM_LINE_MAX || !/^\p{Lu}/u.test(name) || TITLE_HEAD_WORDS.test(name)) return undefined;
  const key = partyKey(name);
  if (key === '') return undefined;
  for (let i = Math.max(m.first, m.last - SIGNATURE_LINES + 1); i <= m.last; i++) {
    const line = texts[i];
    if (line.length > SIGNATURE_LINE_MAX) continue;
    // "Chairman, <body>", or the body alone under the post's own line ("Lars Ek" / "Chairman" / "<body>").
    const comma = line.indexOf(',');
    const posted = comma > 0 && JOB_TITLE.test(line.slice(0, comma).trim());
    const underPost = !posted && i > m.first && texts[i - 1].length <= SIGNATURE_LINE_MAX && JOB_TITLE.test(texts[i - 1].trim());
    if (!posted && !underPost) continue;
    const signed = (posted ? line.slice(comma + 1) : line).trim().replace(/\.$/, '');
    if (partyKey(signed) !== key) continue;
    const headerAt = texts[m.at].indexOf(name);
    const begin = line.indexOf(signed, posted ? comma : 0);
    return {
      party: key,
      role: 'Unknown',
      importance: 'Unknown',
      mentions: [{ element: m.at, begin: headerAt, end: headerAt + name.length, text: name }, { element: i, begin, end: begin + signed.length, text: signed }],
    };
  }
  return undefined;
}

/** A header's name before its address: "Tan Mei Ling <meiling@…>" → "Tan Mei Ling". */
function headerName(header: string): string {
  const lt = header.indexOf('<');
  return (lt < 0 ? header : header.slice(0, lt)).trim();
}

/**
 * The person a thread's other messages come from, when one company signs its messages to that person and the person's
 * messages (signed with no company) answer it: "From: Henrik Lindqvist <…>" / "Confirmed – thank you. I will pay this
 * week." / "Henrik" under the club's "Kind regards," / "<name>" / "Marina Office" / "Club Nàutic Sóller" (facts set 57's
 * cause 3, h100p59). The person is named as the "From:" header writes it, a whole name (two to four words); the
 * company's messages go to that person and the person's to the company's writers. A record of the person, else none.
 */
function personAnswering(side: PartyRecord, thread: readonly Message[], writers: readonly (PartyRecord | undefined)[], texts: readonly string[]): PartyRecord | undefined {
  const own = thread.filter((_, k) => writers[k] === side);
  const others = thread.filter((_, k) => writers[k] === undefined);
  if (own.length === 0 || others.length === 0) return undefined;
  const person = others[0].from;
  const writersFrom = new Set(own.map((m) => m.from));
  if (!others.every((m) => m.from === person && writersFrom.has(m.to)) || !own.every((m) => m.to === person)) return undefined;
  const header = others[0].fromHeader;
  const name = PERSON_HEADER.exec(header)?.[1];
  if (name === undefined || !isPersonName(name, true)) return undefined;
  const element = others[0].at;
  const begin = texts[element].indexOf(name);
  if (begin < 0) return undefined;
  return { party: partyKey(name), role: 'Buyer', importance: 'Primary', mentions: [{ element, begin, end: begin + name.length, text: name }] };
}
/** A whole name opening a "From:" header before its address. Anchored, bounded words: linear. */
const PERSON_HEADER = /^(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){1,3})\s{0,3}(?:<|$)/u;

/**
 * A person who signs the answering messages together with the one the "From:" header names: "<person> and <partner>"
 * on a signature line ("Best wishes," / "Emma Lindqvist and Johan Berg"), a couple booking together. Both answer the
 * company, so both are its other side (facts set 76's cause 3, issue 18, h120q76). The partner's whole name (two to four
 * words) to the line's end. Anchored, bounded words: linear.
 */
export const AND_PARTNER = /^\s{1,3}(?:and|&)\s{1,3}(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){1,3})\s{0,3}$/u;

/** The partner signing with `person` (whose name its record's first mention writes) under one of its messages, if any. */
function partnerOf(person: PartyRecord, thread: readonly Message[], texts: readonly string[]): PartyRecord | undefined {
  const name = person.mentions[0].text;
  for (const m of thread) {
    if (m.from !== name.toLowerCase()) continue;
    for (let i = Math.max(m.first, m.last - SIGNATURE_LINES + 1); i <= m.last; i++) {
      const line = texts[i];
      const at = line.indexOf(name);
      if (line.length > SIGNATURE_LINE_MAX || at < 0 || line.slice(0, at).trim() !== '') continue;
      const partner = AND_PARTNER.exec(line.slice(at + name.length))?.[1];
      if (partner === undefined || !isPersonName(partner, true)) continue;
      const begin = line.lastIndexOf(partner);
      return { party: partyKey(partner), role: person.role, importance: 'Primary', mentions: [{ element: i, begin, end: begin + partner.length, text: partner }] };
    }
  }
  return undefined;
}

/**
 * Makes the two companies that sign a thread's messages to each other its Primary parties, with sides by who is paid;
 * or one company and the person who answers it (personAnswering), the company supplying the private person, and the
 * person's partner signing with them (partnerOf). A company with no legal form is read from its "From:" header and its
 * signature line (unformedWriterOf). Returns the records made here that the caller keeps (the person's, the partner's,
 * an unformed company's made Primary), else none.
 */
export function emailThreadParties(records: readonly PartyRecord[], texts: readonly string[]): PartyRecord[] {
  if (records.some((p) => p.importance === 'Primary')) return [];
  const thread = messages(texts);
  if (thread.length < 2) return [];
  const unformed = new Map<string, PartyRecord>();
  const unformedWriter = (m: Message): PartyRecord | undefined => {
    const made = unformedWriterOf(texts, m);
    if (made === undefined || records.some((p) => p.party === made.party)) return undefined;
    const seen = unformed.get(made.party);
    if (seen === undefined) unformed.set(made.party, made);
    else seen.mentions.push(...made.mentions);
    return seen ?? made;
  };
  const writers = thread.map((m) => writerOf(records, texts, m) ?? unformedWriter(m));
  const sides = [...new Set(writers.filter((w): w is PartyRecord => w !== undefined))];
  const kept = (): PartyRecord[] => [...unformed.values()].filter((p) => p.importance === 'Primary');
  if (sides.length === 1) {
    const person = personAnswering(sides[0], thread, writers, texts);
    if (person === undefined || records.some((p) => p.party === person.party)) return [];
    const [company] = sides;
    company.importance = 'Primary';
    // A company's message to a private person it serves: the company supplies, unless the person is the one paid.
    // Or the company's message says it pays the person ("to your account", "your invoice": a freelancer's order).
    const said = (k: number, paid: RegExp): boolean => texts.slice(thread[k].first, thread[k].last + 1).some((t) => paid.test(t));
    const personPaid = thread.some((_, k) => (writers[k] === undefined ? said(k, PAID_TO_US) : said(k, PAID_TO_YOU) && !said(k, PAID_TO_US)));
    company.role = personPaid ? 'Buyer' : 'Supplier';
    person.role = personPaid ? 'Supplier' : 'Buyer';
    const partner = partnerOf(person, thread, texts);
    const partners = partner === undefined || partner.party === company.party || records.some((p) => p.party === partner.party) ? [] : [partner];
    return [...kept(), person, ...partners];
  }
  if (sides.length !== 2) return [];
  // The two write to each other: every message a side signs is sent to a person who writes the other side's.
  const fromOf = (side: PartyRecord): Set<string> => new Set(thread.filter((_, k) => writers[k] === side).map((m) => m.from));
  const [a, b] = sides.map(fromOf);
  const answered = thread.every((m, k) => writers[k] === undefined || (writers[k] === sides[0] ? b : a).has(m.to));
  if (!answered) return [];
  // A side is paid when its own messages say so ("to our account", "within 7 days of my invoice") or the other side's do
  // ("sent the deposit to your account", "we would like to hire you as our guide"); a side both ways is no answer.
  // A message signed with a first name alone ("Thanks," / "Hannah") is its sender's company's, where another message from
  // the same sender signs for a company.
  const sentFor = writers.map((w, k) => w ?? sides.find((side) => thread.some((m, j) => writers[j] === side && m.from === thread[k].from)));
  const says = (side: PartyRecord, paid: RegExp): boolean => thread.some((m, k) => sentFor[k] === side && texts.slice(m.first, m.last + 1).some((t) => paid.test(t)));
  const paidSide = (side: PartyRecord): boolean => says(side, PAID_TO_WRITER) || says(side === sides[0] ? sides[1] : sides[0], PAID_TO_READER);
  const paid = sides.filter(paidSide);
  for (const side of sides) side.importance = 'Primary';
  if (paid.length !== 1) return kept();
  paid[0].role = 'Supplier';
  (sides[0] === paid[0] ? sides[1] : sides[0]).role = 'Buyer';
  return kept();
}

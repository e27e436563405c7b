/**
 * A party's own unit in its notice details: "Escrow Agent: Trust Services Department, attention Farid Aliyev, …",
 * "for the Pledgee – Mr. Nurlan Abdrakhmanov, Credit Risk Department, n.abdrakhmanov@…". The department receives the
 * party's mail; it is no body that takes part in the contract, so no other party (h56facts; facts sets 17 and 18 share
 * the cause). Only a unit named by its field before its head word ("Treasury Department"): a body named "Department of
 * …" is a ministry or a region ("the Department of Labour", "the courts of the Department of Escuintla") and reads as
 * before; and only where the element gives notice or contact details (an address for notices, "attention", an e-mail).
 */
import type { OrgMention } from './party-record.js';

/** Title-case words (at most `more` after the first), then one of the unit's head words last. Bounded: linear. */
const unitName = (heads: readonly string[], more: number): string =>
  String.raw`(?:the\s)?\p{Lu}[\p{L}\p{M}&'-]{0,30}(?:\s{1,3}(?:&\s{1,3}|and\s{1,3})?\p{Lu}[\p{L}\p{M}&'-]{0,30}){0,${more}}\s{1,3}(?:${heads.join('|')})`;
const NOTICE_UNIT_HEADS = ['Department', 'Division', 'Desk', 'Unit', 'Team'];
// Anchored at both ends.
const UNIT_NAME = new RegExp(`^${unitName(NOTICE_UNIT_HEADS, 4)}$`, 'u');
// Where the element names contact details: notices, an attention line, an e-mail address. Bounded words: linear.
const CONTACT_DETAILS = /\bnotices?\b|\battention\b|\battn\b|\be-?mail\b|[\w.+-]{1,64}@[\w-]{1,64}\./i;

/** Whether the mention is a party's unit named in the element's notice or contact details. */
export function isNoticeUnit(text: string, o: OrgMention): boolean {
  return UNIT_NAME.test(o.text) && CONTACT_DETAILS.test(text);
}

/**
 * A company's unit named beside the company itself (issue 18, h104p63): an e-mail's "From: Marina Office – Club Nàutic
 * Sóller <…>" (the unit, a dash, the company), or a signature block's unit line right over the company's line ("Catalina
 * Bauzà Mayol" / "Marina Office" / "Club Nàutic Sóller"). The unit writes for its company; it is no body of its own, so
 * no other party wherever it is named. The head word may be "Office" here (a body "… Office" named alone, "the Transport
 * Management Office", stays one): the company beside it says whose it is. Title-case words then the head word, anchored,
 * bounded: linear.
 */
const COMPANY_UNIT = unitName([...NOTICE_UNIT_HEADS, 'Office', 'Section'], 3);
const UNIT_OF_COMPANY = new RegExp(`^${COMPANY_UNIT}$`, 'u');
/** A dash between the unit and its company, alone. */
const DASH_BETWEEN = /^\s{1,3}[–—-]\s{1,3}$/;
/** An e-mail header's label before the unit, or nothing (the element opens on the unit). Anchored: linear. */
const HEADER_OR_START = /^\s{0,8}(?:(?:From|To|Cc|Sender|Reply-To)\s{0,3}:\s{0,3})?$/i;

/** The mentions (as `key(mention)` gives them) that name a company's unit beside the company itself. */
export function unitsBesideCompany(texts: readonly string[], orgs: readonly OrgMention[], key: (o: OrgMention) => string): Set<string> {
  const out = new Set<string>();
  const wholeLine = new Map<number, OrgMention>();
  const sorted = [...orgs].sort((a, b) => a.element - b.element || a.begin - b.begin);
  for (const o of sorted) if (texts[o.element].trim() === o.text.trim()) wholeLine.set(o.element, o);
  for (let i = 0; i < sorted.length; i++) {
    const o = sorted[i];
    if (!UNIT_OF_COMPANY.test(o.text) || !HEADER_OR_START.test(texts[o.element].slice(0, o.begin))) continue;
    const next = sorted[i + 1];
    const dashed = next !== undefined && next.element === o.element && DASH_BETWEEN.test(texts[o.element].slice(o.end, next.begin)) && !UNIT_OF_COMPANY.test(next.text);
    const below = wholeLine.get(o.element + 1);
    const overCompany = wholeLine.get(o.element) === o && below !== undefined && !UNIT_OF_COMPANY.test(below.text);
    if (dashed || overCompany) out.add(key(o));
  }
  return out;
}

/** One mention that took the unit, the dash and the company together ("Bookings Office – Centro … Lda."): the unit's words. */
const UNIT_THEN_DASH = new RegExp(String.raw`^${COMPANY_UNIT}\s{1,3}[–—-]\s{1,3}(?=\p{Lu})`, 'u');

/**
 * The company of a mention that reads a unit, a dash and the company as one name (a company grammar that reads on over
 * the dash to the legal form): "From: Bookings Office – Centro de Mergulho do Porto Lda." names the company after the
 * dash, as unitsBesideCompany reads two mentions so. Undefined when the mention is no such name.
 */
export function companyAfterUnit(text: string, o: OrgMention): OrgMention | undefined {
  if (!HEADER_OR_START.test(text.slice(0, o.begin))) return undefined;
  const unit = UNIT_THEN_DASH.exec(o.text);
  if (unit === null) return undefined;
  const cut = unit[0].length;
  return { ...o, begin: o.begin + cut, text: o.text.slice(cut) };
}

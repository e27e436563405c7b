/**
 * A party's own unit in its notice details: "Escrow Agent: Trust Services Department, attention Farid Aliyev, …",
 * "for the Pledgee – Mr. Nurlan Abdrakhmanov, Credit Risk Department, n.abdrakhmanov@…". The department receives the
 * party's mail; it is no body that takes part in the contract, so no other party (h56facts; facts sets 17 and 18 share
 * the cause). Only a unit named by its field before its head word ("Treasury Department"): a body named "Department of
 * …" is a ministry or a region ("the Department of Labour", "the courts of the Department of Escuintla") and reads as
 * before; and only where the element gives notice or contact details (an address for notices, "attention", an e-mail).
 */
import type { OrgMention } from './party-record.js';

// Title-case words, then the unit's head word last. Anchored, bounded: linear.
const UNIT_NAME = /^(?:the\s)?\p{Lu}[\p{L}\p{M}&'-]{0,30}(?:\s{1,3}(?:&\s{1,3}|and\s{1,3})?\p{Lu}[\p{L}\p{M}&'-]{0,30}){0,4}\s{1,3}(?:Department|Division|Desk|Unit|Team)$/u;
// Where the element names contact details: notices, an attention line, an e-mail address. Bounded words: linear.
const CONTACT_DETAILS = /\bnotices?\b|\battention\b|\battn\b|\be-?mail\b|[\w.+-]{1,64}@[\w-]{1,64}\./i;

/** Whether the mention is a party's unit named in the element's notice or contact details. */
export function isNoticeUnit(text: string, o: OrgMention): boolean {
  return UNIT_NAME.test(o.text) && CONTACT_DETAILS.test(text);
}

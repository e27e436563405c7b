/**
 * A certificate or a copy one party must send the other is information sent (C8: Communication), whatever else the
 * sentence is about (a fee paid first, a fact the certificate confirms): "The Stud shall send the Breeder the signed
 * certificate within 14 days after the fee is paid", "shall send the Owner, within 5 days after each voyage, a copy of
 * the log", "send a copy of each report to the Council". Sets 14–49 label every one of the 19 sentences that send a
 * party a certificate or a copy Communication (issue 18, h47s49). A strong cue: it clears the bar beside the sentence's
 * other subject. Not a certificate delivered or provided (sets 6, 12 and 13 label share certificates handed over at
 * completion Delivery: goods' papers, no message). Bounded: linear.
 */
import type { CategoryLabel } from '../wire.js';
import { RECIPIENT } from './category-cues-information.js';

/** The paper sent: a certificate, a copy or copies. */
const PAPER = String.raw`(?:[Cc]ertificates?|[Cc]op(?:y|ies))\b`;

export const PAPERS_SENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "send the Mare Owner the signed covering certificate", "send THE CLIENT, within 5 business days …, a copy of", "send
  // us copies of": the receiver (perhaps two capitalised words), an insert between commas, then the paper.
  [new RegExp(String.raw`\bsend(?:s)?\s{1,3}(?:to\s{1,3})?${RECIPIENT}(?:\s{1,3}[A-Z][\w-]{0,30})?\s{0,3}(?:,[^,.;]{1,80},\s{0,3})?(?:(?:a|an|the|its|their|his|her|each|every|all|one|two)\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,3}?${PAPER}`), 'Communication'],
  // "send a copy of the catch return to the Proprietor", "send the certificate issued by the Chamber to the other party".
  [new RegExp(String.raw`\bsend(?:s)?\s{1,3}(?:a|an|the|its|their|each|every|one)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${PAPER}[^.;]{0,100}?\bto\s{1,3}(?:the\s{1,3}(?:other\s{1,3})?)?(?:[A-Z][\w-]{0,30}|part(?:y|ies)|us|you|them)\b`), 'Communication'],
];

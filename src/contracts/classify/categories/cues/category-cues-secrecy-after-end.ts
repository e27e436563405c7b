/**
 * A duty of confidence kept after the contract or the engagement ends (issue 18, h93s70): "must keep confidential what
 * it learns about the clients, during this agreement and after it ends", "shall not disclose the Company's prices,
 * even after the termination of this Agreement", "After the engagement ends, the Consultant must keep secret …". C86
 * reads what outlives the end as Term & Termination, with the surviving term's own subject (Confidentiality) beside it;
 * survival said without "survive" is the same clause: a secrecy bound past the end. Strong (category-cue-lists.ts'
 * STRONG_CUES): the secrecy is the sentence's first subject, the end a second that a plain cue would not clear.
 * Tests: `test/contracts/classify/categories/categories-set-70-leftovers-h93s70.test.ts`. Bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The end passed: "after it ends", "after this Agreement expires", "after the end of", "beyond its termination". */
const AFTER_THE_END = String.raw`\b(?:after|beyond)\s{1,8}(?:(?:it|they|this\s{1,8}[\w-]{1,30}|the\s{1,8}(?:[\w-]{1,30}\s{1,8})?[\w-]{1,30})\s{1,8}(?:ends|ended|has\s{1,8}ended|expires|has\s{1,8}expired|terminates|is\s{1,8}terminated|has\s{1,8}been\s{1,8}terminated|comes\s{1,8}to\s{1,8}an\s{1,8}end)|(?:the|its|their)\s{1,8}(?:end|termination|expiry|expiration)\b)`;

/** A duty of secrecy: a thing kept or held confidential or secret, a thing not disclosed or revealed. */
const SECRECY = String.raw`\b(?:(?:keep|keeps|hold|holds|treat|treats)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,8}?(?:confidential|secret|in\s{1,8}confidence)|not\s{1,8}(?:disclose|reveal|divulge))\b`;

/** The secrecy, then within 200 characters the end passed; or the end passed first, then the secrecy. */
const SECRECY_PAST_THE_END = new RegExp(String.raw`${SECRECY}[^.;]{0,200}?${AFTER_THE_END}|${AFTER_THE_END}[^.;]{0,120}?${SECRECY}`, 'i');

export const SECRECY_AFTER_END_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [SECRECY_PAST_THE_END, 'Term & Termination'],
  // And the surviving term's own subject (C86): a secrecy is Confidentiality, however it names what is kept secret
  // ("the Customer's prices", "any formula").
  [SECRECY_PAST_THE_END, 'Confidentiality'],
];

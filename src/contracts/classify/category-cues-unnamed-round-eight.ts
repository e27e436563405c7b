/**
 * Categories said without their word, round 8 (issue 18, h26cat8; round 7 is `category-cues-unnamed-round-seven.ts`).
 * Each sense is a general way drafting writes a subject, with test sentences of its own
 * (`categories-unnamed-round-eight.test.ts`): a party made to report something, to send the other a list, a copy or a
 * record, or to write to it (Communication); asbestos, bonfires, CCTV, gas appliances, visitors escorted at all times
 * (Safety and Security); a plot of land let and used, machines placed at the other party's locations, one's things
 * removed (Asset Use); no other trader let in, no other agent used, a minimum bought, what a membership or package
 * includes (Scope of Work). The round's lead-in set at the contract's end, whose ending its items do not take, is
 * nature-lead-ins.ts' `isEndingLeadIn` (with the other readers of a lead-in's words). The round's closing lines (a place
 * and a date, a company's signer row, a company's name in capitals) are in signature-lines.ts' `isClosingLine`. Bounded
 * patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';
import { DUTY } from './category-cues-scope.js';

export const UNNAMED_ROUND_EIGHT_CUES: readonly [RegExp, CategoryLabel][] = [
  // Communication: a party made to report something, with or without its addressee — "The Hirer must report any
  // breakdown at once", "The Tenant shall promptly report faults through the helpdesk" (not "report its findings" or
  // "report the results": the work's output, categories-fifth-set.test.ts); a list, a copy or a record
  // sent or given to the other party (C8) — "The Club will send the Landowner an updated list of members", "give the
  // Council a copy of the certificate"; a letter written to the other party — "we will write to you with the new rate".
  // A receipt e-mailed and copies provided to the other party (round 9, h27cat9) — "we will e-mail you a receipt",
  // "shall provide copies to the Council".
  // Not things handed out by number ("give you 15 free copies": a deliverable).
  [new RegExp(String.raw`\b${DUTY}\s+(?:promptly\s+|immediately\s+|at\s+once\s+)?report\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+(?:[\w-]+\s+){0,4}?)?(?:any|every|each|all|a|an|faults?|defects?|losses?|incidents?|breakdowns?|damage)\b|\b(?:send|sends|give|gives|e-?mail|e-?mails)\s+(?:to\s+)?(?:the\s+[A-Z][\w-]*|you|us|them|[A-Z][\w-]*)\s+(?:an?\s+|the\s+|its\s+|their\s+|each\s+)?(?:[a-z][\w-]*\s+){0,2}?(?:calendars?|lists?|schedules?|summar(?:y|ies)|updates?|cop(?:y|ies)|records?|certificates?|receipts?)\b|\b(?:provide|provides|send|sends)\s+cop(?:y|ies)\s+(?:of\s+(?:it|them|each|the\s+[\w-]+)\s+)?to\s+(?:the\s+)?(?:[A-Z][\w-]*|you|us|them)\b|\bwrite\s+to\s+(?:you|us|them|him|her|the\s+[A-Z][\w-]*)\b`), 'Communication'],
  // Safety and Security: hazards and their guards named without "safety" — asbestos (not a survey of it, the site's
  // information), bonfires, CCTV and security cameras, gas appliances and the Gas Safe register, visitors escorted at
  // all times — "No bonfires may be lit after dusk", "All visitors must be accompanied by a member of staff at all times".
  [/\basbestos\b(?!\s+surveys?\b)|\bbonfires?\b|\bCCTV\b|\bsecurity\s+cameras?\b|\bgas\s+appliances?\b|\bGas\s+Safe\b|\b(?:accompanied|escorted)\s+by\s+(?:a|an|the|their|his|her|its)\s+(?:[\w-]+\s+){0,3}?at\s+all\s+times\b/i, 'Safety and Security'],
];


/**
 * Scope of Work of the work's bounds said without "scope" or "exclusive … rights" (issue 18, h94cat; set 72 missed
 * four such sentences): what the sets read as an appointment's or an engagement's extent (the Scope of Work row: the
 * services, their exclusivity and what they leave out):
 * - an appointment, an engagement or the agreement said to be (non-)exclusive or sole ("The appointment is
 *   non-exclusive, and …", "This Agreement is non-exclusive"; sets 43 and 72, 2 of 2 Scope of Work, both missed), not
 *   sums "exclusive of VAT";
 * - a bar on performing, working or trading within a distance or a time of the engagement (a radius clause: "shall not
 *   perform in public within 100 miles of …", "shall not take up work at any other clinic within a radius of 3
 *   kilometres", "within 60 days before … the performance date"; sets 14, 19, 21, 39 and 72 label 5 of 6 Scope of
 *   Work, 3 missed);
 * - a place let, a right granted or a guest invited barred to a competitor ("not to let any other part of the roof to a
 *   competing advertising company", "will not invite a guest who works for a competing network"; sets 5, 16, 24, 40 and
 *   72, 5 of 5, 2 missed), not a business sold or an agreement assigned to one (Business Continuity, Assignments);
 * - services or works not listed, described or included in a clause or schedule ("any other service not listed in
 *   clause 3.1 is charged at the rates in Schedule 2", "Services not listed in Section 1.1.1 may be added only by a
 *   change order"; sets 4, 20, 41, 57 and 72, 5 of 5, 3 missed).
 * Strong (category-cue-lists.ts' STRONG_CUES): beside a price or an amendment the bound is a second subject. Sentences of
 * their own in `categories-work-bounds-h94cat.test.ts`. Bounded gaps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Acts a radius clause bars. */
const BARRED_ACT = String.raw`(?:perform|play|appear|sing|work|take\s{1,8}up\s{1,8}work|open|operate|run|license|compete)`;

/** Acts by which a place, a right or a slot could pass to a competitor. */
const PASSED_ON = String.raw`(?:let|lease|rent|sub-?let|license|licence|grant|host|invite|book|engage|appoint|sponsor)`;

export const WORK_BOUNDS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // An appointment, an engagement or the agreement (non-)exclusive or sole.
  [/\b(?:appointment|engagement|agency|this\s{1,8}agreement|this\s{1,8}contract|the\s{1,8}relationship|this\s{1,8}arrangement)\s{1,8}(?:is|are|shall\s{1,8}be|will\s{1,8}be)\s{1,8}(?:non-?\s?|not\s{1,8})?(?:exclusive|sole)\b(?!\s{1,8}of\b)/i, 'Scope of Work'],
  // A radius clause: a bar on performing or working within a distance or a time.
  [new RegExp(String.raw`\bnot\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${BARRED_ACT}\b[^.;]{0,140}?\bwithin\s{1,8}(?:a\s{1,8}radius\s{1,8}of\s{1,8})?(?:\d{1,5}|[a-z]{3,12})(?:\s{1,8}\(\d{1,5}\))?\s{0,8}(?:km|kilomet(?:re|er)s?|miles?|met(?:re|er)s|days?|weeks?|months?)\b`, 'i'), 'Scope of Work'],
  // A place, a right or a slot barred to a competitor.
  [new RegExp(String.raw`\bnot\s{1,8}(?:to\s{1,8})?${PASSED_ON}\b[^.;]{0,120}?\b(?:competing|competitors?|rival)\b`, 'i'), 'Scope of Work'],
  // Services or works not listed in a clause or schedule.
  [/\b(?:services?|work|works|tasks?)\s{1,8}(?:(?:which|that)\s{1,8}(?:is|are)\s{1,8})?not\s{1,8}(?:listed|included|described|specified|set\s{1,8}out|mentioned)\s{1,8}in\b/i, 'Scope of Work'],
];

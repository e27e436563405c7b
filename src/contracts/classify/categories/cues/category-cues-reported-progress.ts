/**
 * Communication for a party that reports its progress, its sales or its performance to the other, as a verb (C8:
 * information one party must send the other is Communication; issue 18, h80cat): "shall report its sales and stock to
 * the Principal every month", "reports quarterly to the Council on the indicators", "shall report progress against the
 * plan to the Client weekly", "attends the site meetings and reports on its progress", a list item "(c) reporting on the
 * results of each campaign". category-cues-periodic-reports.ts reads the report as a noun sent ("send the Customer a
 * monthly report"); said as a verb the sentence named no cue word of Communication, and the sentence model alone never
 * proposed it. Over label sets 1–62 the shape reads 6 sentences, all labelled Communication, none read before
 * (bench/log.md, "Categories the held-out sets miss most, part 14"). Strong, so it stands beside the act's own subject (a
 * local purchase's Responsibilities).
 *
 * The verb only: "report" after a modal or "to", "reports" after a capitalised subject or "and", "reporting" opening
 * a list item; never the noun ("deliver the final report to Client": Deliverables). Not an incident reported ("report
 * to the Owner any accident": the notice cues read it), nor a post "reporting to the Head of Finance" (a line manager).
 * Case-sensitive. Bounded gaps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** "report" as a verb. */
const REPORTS = String.raw`(?:\b(?:shall|will|must|to|regularly|promptly)\s{1,3}report|\b(?:and|also|then)\s{1,3}reports?|\b[A-Z][\w-]*\s{1,3}reports|^\W{0,3}(?:\(?[a-z0-9]{1,3}[.)]\s{1,3})?[Rr]eporting)`;

/** How often. */
const INTERVAL = String.raw`(?:daily|weekly|monthly|quarterly|annually|yearly|regularly)`;

/** What a party's business or work shows: its progress, sales, performance. */
const ITS_COURSE = String.raw`(?:progress|performance|sales|purchases|activities|results|indicators)\b`;

/** The one reported to: a capitalised party. */
const TO_PARTY = String.raw`to\s{1,3}(?:the\s{1,3})?[A-Z][\w-]*\s{1,3}`;

export const REPORTED_PROGRESS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`${REPORTS}\s{1,3}(?:${INTERVAL}\s{1,3})?(?:(?:${TO_PARTY})?on\s{1,3}(?:its|their|the)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${ITS_COURSE}|(?:its|their)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${ITS_COURSE}|progress\b|${INTERVAL}?\s{0,3}${TO_PARTY}(?:on|every|each|weekly|monthly|quarterly|annually)\b)`), 'Communication'],
];

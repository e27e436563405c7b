/**
 * The work's start said by the one who does it: "I will start on Monday 7 April 2047 and have the walls finished by 30
 * May 2047" (a tradesman's letter), "We will start on …", "The Contractor will start on … and finish the work by …",
 * "The Contractor shall start on … and complete the work by …" (issue 18, h120w77; facts set 77's cause 5). The
 * contract's start as "The works shall start on …" is (facts.ts WORKS_START, the work as the subject; sets 11, 12, 27
 * and 75 count the works' start), and the completion after it in the same element its end (date-kinds.ts completedBy).
 *
 * The subject is the writer ("I", "we") or a party by its role, a capitalised agent noun after "the" ("the Contractor",
 * "the Builder", "the Supplier", "the Consultant", "the Employee"; not a thing ending in "-ment": "The Payment will start
 * on" names no party). A modal, "start" or "begin", then right after it "on" and a date's first word (a figure, a month
 * or a weekday, "the" perhaps): the party says when it starts. "The Buyer will start paying on …", "I will start on the
 * roof" (no date) and "Training will start on …" (no party; h46facts) start nothing; nor does a party's act on an
 * object, "The Builder shall begin the work on April 1, 2037 and shall complete the canoe by …" (facts set 42 labels that
 * work window no date; docs/contracts.md: "a party's act, "The Contractor will start the repairs on …", gives neither"),
 * though "shall start the works on" is WORKS_START's. Case-sensitive (the role's capital); bounded runs: linear.
 */
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';

/** The writer or a party by its role, starting on a date (see the file's comment). */
export const PARTY_STARTS_WORK = new RegExp(String.raw`(?:\b(?:I|[Ww]e)|\b[Tt]he\s{1,3}(?<role>\p{Lu}\p{Ll}{1,20}(?:er|or|ant|ee|(?<!m)ent)))\s{1,3}(?:shall|will)\s{1,3}(?:start|begin)\s{1,3}on\s{1,3}(?:the\s{1,3})?(?:\d|${MONTH_NAME}|${WEEKDAY_NAME})`, 'u');

/**
 * Periods, seasons and happenings whose names end as an agent's does ("The Semester / Winter / Event will start on …"):
 * the shape with no party (h120rr #3). A role word ("the Supplier") or any other such noun ("the Builder", "the Gardener")
 * is the party that starts.
 */
const NOT_A_PARTY = new Set(['event', 'semester', 'trimester', 'quarter', 'winter', 'summer', 'season', 'tender', 'order', 'water', 'weather', 'center', 'centre', 'theater', 'theatre', 'chapter', 'register', 'component', 'tournament', 'concert', 'harvester']);

/** Whether the text has the writer or a party start on a date: the contract's start. */
export function partyStartsWork(text: string): boolean {
  const role = PARTY_STARTS_WORK.exec(text);
  return role !== null && !NOT_A_PARTY.has(role.groups?.role?.toLowerCase() ?? '');
}

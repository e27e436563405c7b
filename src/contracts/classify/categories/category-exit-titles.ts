/**
 * An exit section and its lists (issue 18, h36c45). A title whose one Term & Termination word is "exit" ("3. Exit
 * Plan", "4. Exit Period", "Part C – Exit Assistance") names the end of the contract as the time its clauses apply;
 * the items of its lists say what an exit plan holds or what the supplier does in that period, each read from its own
 * words (C6). Sets 11 and 45 label the items of such lists so: 16 items, of which only the two whose own words name the
 * exit ("a list of the Key Personnel who will remain available during the Exit Period", "implement the Exit Plan")
 * carry Term & Termination; the rest carry their own subject or none. The full sentences under the title are left as
 * they were: the sets split on them (set 11 and set 38 label a plan's delivery and review Term & Termination, set 45
 * does not). Likewise a lead-in that names only the period or the plan ("During the Exit Period, the Supplier
 * shall:", "The Exit Plan must set out:") lends its items no Term & Termination, as an ending lead-in does
 * (nature-lead-ins.ts' isEndingLeadIn, round 8). Bounded patterns, linear on hostile text.
 */
import { startsWithListMarker } from '../text/text.js';

/** The title's words that name an ending other than "exit": such a title keeps its Term & Termination for every item. */
const ENDING_TITLE_WORD = /\bterm\b|terminat|duration|expir|renewal|\bending\b/i;

/** Whether a title names Term & Termination by the word "exit" alone ("Exit Plan", "EXIT MANAGEMENT"). */
function isExitOnlyTitle(title: string | undefined): boolean {
  return title !== undefined && EXIT.test(title) && !ENDING_TITLE_WORD.test(title);
}
const EXIT = /\bexit\b/i;

/** Whether a sentence names the exit itself ("implement the Exit Plan", "during the Exit Period"). */
export function namesExit(text: string): boolean {
  return EXIT.test(text);
}

/**
 * A list item under an exit-only title whose own words do not name the exit: it takes no Term & Termination from the
 * title ("(a) a timetable for the transfer;" no, "(b) implement the Exit Plan …" yes).
 */
export function isExitListItem(text: string, title: string | undefined): boolean {
  return startsWithListMarker(text) && isExitOnlyTitle(title) && !namesExit(text);
}

/**
 * A lead-in that names the exit period as the time of its items ("During the Exit Period, the Supplier shall:") or an
 * exit or transition plan as what its items fill ("The Exit Plan must set out:", "The Transition Plan shall include the
 * following:").
 */
const EXIT_LIST_LEAD = /^\W*(?:\d[\d.]*\s+)?(?:(?:during|throughout|in\s+the\s+course\s+of)\s+(?:the\s+|any\s+)?exit\s+period\b[^:;.]{0,80}?|(?:the|each|an?)\s+(?:draft\s+)?(?:exit|transition)\s+plan\s+(?:shall|must|will|is\s+to)\s+(?:at\s+least\s+|as\s+a\s+minimum(?:\s*,)?\s+)?(?:set\s+out|include|contain|cover|describe|address|specify)\b[^:;.]{0,60}?)\s*:\s*$/i;

export function isExitListLeadIn(lead: string): boolean {
  return EXIT_LIST_LEAD.test(lead);
}

/**
 * Which end of the agreement a date is, from the words just before it. A sentence may give both ends ("shall
 * commence on 1 March 2019 and shall continue until 29 February 2020", "commencing on June 1, 2021 and expiring on
 * May 31, 2026"): each date takes the last start or end cue between it and the previous date. No cue there: the
 * caller decides from the whole sentence. The caller asks only for a sentence about the agreement's dates (one its
 * own words already date, or one naming the agreement): "reviewed on 31 December each year starting from 31 December
 * 2012" dates a review.
 *
 * Two readings beat the sentence's cue when they lead right up to the date, after the last start or end cue:
 * - the date of a notice or of another paper is none of the agreement's: "the purchase order dated …", "notice of
 *   termination dated 5 May 2020", "gave notice on …"; the date of an earlier agreement this one varies, replaces or
 *   works under ("amends the Master Services Agreement dated 1 January 2015") is `earlier`, not the start the
 *   sentence gives (facts.ts drops it unless the sentence tells an agreement was entered into);
 * - the date the agreement was signed is its execution date (a Low effective date), even in a sentence that also
 *   says when it starts: "is signed on 1 February 2020 and shall commence on 1 March 2020". ("effective as of the
 *   date last signed below, 1 March 2020" does not lead from "signed" to the date: the start cue holds.)
 */
import { AGREEMENT_NOUNS } from '../document/contract-types.js';
import { DOCUMENT_NUMBER } from '../text/text.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { MONTH_NAME } from '../lexicon/calendar-words.js';

// Start cues include "take(s) effect", "with effect from" and a lease's "date of entry" (Scots law: the day the tenant
// enters; the lease's end is its "ish").
// A period counted "from" a date starts there: "extended for a further period of twelve (12) months from 1 October 2025,
// so that it will now expire on 30 September 2026".
// A period "counted from" a date (Latin American and civil-law drafting: "for a term of three (3) years counted from 1
// July 2025") starts there as "from" does (h18f11). So does one "counting from", "reckoning from" or "calculated from" a
// date (Portuguese and other civil-law drafting in English: "valid for one (1) year, counting from 1 July 2031", issue
// 18, h76f41d; facts set 41's cause 15).
// A period or a service that "runs from" a date starts there: "The hosting runs from 1 April 2025 to 31 March 2027", "For
// the period from 15 May 2025 to 14 November 2025, …" (letter agreements and side letters, h21f14b), and after a
// heading's colon: "Service period: from 15 April 2025 to 14 October 2025" (h22f15).
// An agreement "in force from" a date starts there ("This agreement is in force from 1 April 2027 until 31 March 2030"),
// and a period set off by a comma before its "from" is counted from it as well ("extend the Agreement by one (1) year,
// from 1 March 2028 until 28 February 2029"), h30f24.
// A party that performs the services "from" a date starts there: "Contractor shall perform the Services from October 11,
// 2027 through April 10, 2028, unless this Agreement is terminated earlier" (a period of performance; h31f25).
// So does one that provides or renders them "from" a date, the date right after it: "The Contractor shall provide the
// services under this Contract from November 1, 2028 to March 31, 2029" (a season; h33f26). Only with the date right
// after "from": "provide the services from its own premises … by 1 May" is no start.
// A loan or a facility "available from" a date starts there: "The facility is available from 1 May 2029 until 30 April
// 2030 (the "Expiry Date")" (h34f27; the bracket defines the end only).
// An agreement "valid up to" or "in force up to" a date ends there, as one "valid until" it (Indian drafting in English:
// "This agreement is valid up to 31.03.2039"; issue 18, h94fd, facts set 55's cause 12). Only after "valid" or "in
// force": "deliver up to 500 kg" names no end.
// An agreement or a period that "finishes on" a date ends there, as one that "ends on" it: "The tenancy starts on 1 March
// 2040 and finishes on 28 February 2041" (issue 18, h104d; h103d62's Left). Only with "on" after it: "shall finish the
// installation by 1 May" dates the work, not the agreement; "finished" is no cue (a past event's date).
export const CUE = /\b(?:(effective|available\s+from|commenc\w*|(?:period|runs?|running)(?:\s*:)?\s+from|begin(?:s|ning)?|start(?:s|ing)?|(?:counted|counting|reckoned|reckoning|computed|computing|calculated|calculating)\s+from|enters?\s+into\s+force|comes?\s+into\s+force|in\s+force\s+from|(?:takes?|took|taking)\s+effect|with\s+effect\s+(?:from|on)|date\s+of\s+entry|(?:days?|weeks?|months?|years?|\)),?\s+from|perform\w*\s+(?:the\s+)?(?:services|work|works)\s+from|(?:provid|render)\w*\s+(?:the\s+)?(?:services|work|works)(?:\s+(?:under|pursuant\s+to)\s+this\s+(?:agreement|contract))?\s+from(?=\s{0,3}$))|(until|till|ends?|ending|expir\w*|terminat\w*|through|(?:valid|in\s{1,3}force)\s{1,3}up\s{1,3}to|finish(?:es|ing)?(?=\s{1,3}on\b)))\b/gi;

// In a statement of work the work's completion ends it: "shall complete them no later than October 31, 2025".
const COMPLETION = /\b(?:complet(?:e|es|ed|ing|ion)|finish(?:es|ed|ing)?)\b/gi;

/**
 * The work's completion leading right up to a date in a sentence that has just given the start: "The work shall start on
 * 3 May 2040 and shall be completed by 30 June 2040", "begins on … and the Builder shall complete it by …" — the end of
 * the work the contract orders, its termination date (facts set 10 reads "The assignment starts on 2 June 2025 and shall
 * be completed by 31 October 2025" so; issue 18, h104d64, facts set 64's cause 10). The verb, up to three words (its
 * object), then "by", "on", "before" or "(not|no) later than" and the date. Alone ("The work shall be completed by …")
 * it is a deadline the caller leaves undated: only after a start in the same element (facts.ts). End-anchored, bounded:
 * linear.
 */
// A time to complete in may stand between the verb and "by": "are completed within forty-five (45) days, by 18 March 2044
// at the latest" — the date still ends the work (issue 18, h106d66; facts set 66's cause 10). "within", up to three
// words of the count (its figure in brackets), the unit, a comma perhaps.
const COMPLETED_BY = /\b(?:complet(?:e|es|ed)|finish(?:es|ed)?)\s{1,3}(?:[\p{L}'’-]{1,20}\s{1,3}){0,3}?(?:within\s{1,3}(?:[\p{L}\d()-]{1,20}\s{1,3}){0,3}(?:days?|weeks?|months?)\s{0,3},?\s{1,3})?(?:by|on|before|(?:not|no)\s{1,3}later\s{1,3}than)\s{1,3}(?:the\s{1,3})?$/iu;

/** Whether the words `before` a date (since the previous one) complete the work by it (see COMPLETED_BY). */
export function completedBy(before: string): boolean {
  return COMPLETED_BY.test(before.slice(-NEAR));
}

/** How far back from the date the two readings look (they lead up to it; bounded so a long run is read once). */
const NEAR = 120;
// Another document: a determiner other than "this", up to four words (not "this"), a document noun, who it is between.
const ANOTHER = String.raw`\b(?:the|that|an?|said|prior|original|existing|previous|earlier|principal|underlying)\s+(?:(?!this\b)[\w'-]+\s+){0,4}`;
// What the other document is of or for may stand between its noun and "dated": "a lease of cold store unit 12 at Mer
// Rouge dated 1 October 2020", "the licence for the Harbour Road site dated …" (h22facts).
// A place the document is "of" may hold commas: "a lease of Unit 7, Riverside Trade Park, Norwich dated 25 March 2023"
// (h31f25); a party it is "between" or "with" stays one name, so a comma there ends it. So does the party it was granted
// "from" or "to": "holds the kiosk under a lease from the Crown dated 1 April 2030", a recital's head lease (issue 18,
// h86d; facts set 46's cause).
const BETWEEN_DATED = String.raw`(?:\s+(?:between|by|with|for|from|to)\s+[^,;.]{1,60}?|\s+of\s+[^;.]{1,60}?)?\s+dated\s+(?:(?:on|as\s+of|this|the)\s+)?$`;
// An earlier amendment the agreement was varied by is an earlier document too: "that certain Supply Agreement dated …, as
// amended by Amendment No. 1 dated January 10, 2025", "as supplemented by the First Addendum dated …" (its own "This
// Amendment No. 2" is not written so). The amending verb and "by" lead to it; up to two words before the noun ("the
// First", "a Side"), its number after.
const EARLIER_AMENDMENT = String.raw`\b(?:amended|supplemented|varied|modified|extended)\s+by\s+(?:(?:the|an?)\s+)?(?:[\w'-]+\s+){0,2}(?:amendment|addendum|annex|supplement|variation|letter)(?:\s+(?:agreement|letter))?(?:\s+(?:no\.?|number|#)\s*[\w./-]{1,10})?${BETWEEN_DATED}`;
// An earlier agreement this one varies, replaces or works under: its date is none of this agreement's (the caller keeps
// it, Low, only where the sentence says an agreement was entered into: the real response lists "On 22 December 2008 ART
// EFFECTS LIMITED and Customer entered into an … Framework Agreement" so; see facts.ts).
// An agreement cited by its number after a preposition, with no article ("By Loan Agreement No. 25/117 dated …, the
// Bank has granted", "under Supply Contract No. 7/2024 dated …", "pursuant to Credit Agreement No. 88 dated …"): the
// document this one secures or works under, not this one, which calls itself "this" (h23f16b). Up to four words before
// the noun, none "this"; a title line ("CONTRACT No. 15 dated 1 June 2025") has no preposition and stays this one's.
const CITED_BY_NUMBER = String.raw`\b(?:by|under|pursuant\s+to|in\s+accordance\s+with|according\s+to)\s+(?:(?!this\b)[\w'-]+\s+){0,4}(?:${AGREEMENT_NOUNS})\s+${DOCUMENT_NUMBER}${BETWEEN_DATED}`;
// A sub-agreement is another document too: "engaged Summit under a subcontract dated May 4, 2025", "the sublease dated …"
// (a settlement's recital, h30f24).
const EARLIER_AGREEMENT = new RegExp(String.raw`${ANOTHER}(?:sub-?)?(?:${AGREEMENT_NOUNS})${BETWEEN_DATED}|${EARLIER_AMENDMENT}|${CITED_BY_NUMBER}`, 'i');
// A paper may be cited by its number between its noun and "dated", and a party's own ("its Quotation No. Q-2037-0093
// dated 21st January, 2037", "our order No. 5 dated …"): the quotation's date, not this contract's (issue 18, h80f45d;
// facts set 45's cause 16). Bounded: linear.
// A tender or a bid the contract accepts is such a paper too: "Thank you for your tender dated 21 August 2038" in a letter
// of award, "the Contractor's bid dated …" — the day the offer was made, not the contract's (issue 18, h90fd; facts set
// 51's cause 10).
const PAPER_NUMBER = String.raw`(?:\s+(?:no\.?|number|ref\.?|#)\s*[\w./-]{1,16})?`;
const PAPER_OWNER = String.raw`\b(?:its|their|his|her|our|your)\s+(?:(?!this\b)[\w'-]+\s+){0,4}`;
const OTHER_PAPER = String.raw`(?:${ANOTHER}|${PAPER_OWNER})(?:order|letter|proposal|quotation|invoice|tender|bid)${PAPER_NUMBER}${BETWEEN_DATED}`;
const NOTICE_DATE = String.raw`(?:\bnotice(?:\s+of\s+\w+)?\s+(?:dated|given|served|sent|delivered)(?:\s+on)?|\b(?:gave|give[sn]?|serve[sd]?|sent)\s+(?:(?:written|a|its|the)\s+){0,2}notice(?:\s+of\s+\w+)?\s+on)\s+(?:(?:on|as\s+of|this|the)\s+)?$`;
const OTHER_DATE = new RegExp(String.raw`${OTHER_PAPER}|${NOTICE_DATE}`, 'i');
// A contract "concluded" on a day is signed then ("This contract was concluded on Sunday 9 February 2025", Arabic drafting
// in English; the weekday is the date's own word; h18f11).
// The parties that "sign it" (or "this contract") on a day sign then, their copies and the place perhaps between: "the
// parties sign it in duplicate in Santa Catarina Minas, Oaxaca, on the 12th of April of 2038" (Mexican drafting's
// closing; issue 18, h92fd, facts set 53's cause 16). Only the document as the object: "sign the delivery note on …"
// dates another paper. Bounded: linear.
const SIGNS_IT = String.raw`\bsign(?:s|ed)?\s{1,3}(?:it|this\s{1,3}[\w-]{1,20}|the\s{1,3}present\s{1,3}[\w-]{1,20})(?:\s{1,3}in\s{1,3}(?:duplicate|triplicate|[\w-]{1,12}\s{1,3}(?:\(\d{1,2}\)\s{1,3})?(?:copies|originals|counterparts|copies\s{1,3}of\s{1,3}the\s{1,3}same\s{1,3}tenor)))?(?:\s{1,3}(?:in|at)\s{1,3}[^.;:]{1,80}?,?)?\s{1,3}on\s{1,3}(?:the\s{1,3})?$`;
const EXECUTED = new RegExp(String.raw`\b(?:signed|executed|dated|entered\s+into|concluded)(?:\s+(?:by|between)\s+[^,;.]{1,60}?)?\s+(?:(?:on|as\s+of|this|the)\s+)?$|${SIGNS_IT}`, 'i');

// The second date of a range ("for one (1) year from July 1, 2025 to June 30, 2026") is where it ends: only the
// range's joining word stands between the two dates, perhaps with the hour and the weekday of the end ("from 4.00 pm on
// Friday 15 August 2031 to 10.00 am on Friday 22 August 2031", a holiday letting's stay; h45f31). Bounded: linear.
const TIME_AND_DAY = String.raw`(?:(?:\d{1,2}(?:[.:]\d{2})?\s{0,2}(?:[ap]\.?m\.?|hours|hrs|h)|noon|midday|midnight)\s{1,3}(?:on\s{1,3})?)?(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s{1,3})?(?:the\s{1,3})?`;

// The first date of such a range starts it, "from" right before it (its hour and weekday between) and the range's
// joining word right after: "for a holiday stay from 4.00 pm on Friday 15 August 2031 to …", "The season is from 1 July
// 2031 to 30 June 2032". A date after "from" with no range after it ("interest accrues from 1 May") is left to the
// sentence's other cues.
const FROM_DATE = new RegExp(String.raw`\bfrom\s{1,3}${TIME_AND_DAY}$`, 'i');
// The start's hour may follow the date before the joining word: "from 4 July 2034 at 09:00 until 6 July 2034 at 18:00",
// "from 1 May 2034 at 12:00 noon to …", "at 14.00 hrs until" (a rental's or a charter's period; facts set 38's cause 11,
// h70dates). An hour needs its minutes or its am/pm ("at 9 until" may be a count). Anchored, bounded: linear.
// The hour may also stand between commas without "at", as a form writes it: "Hire period: from 16.07.2043, 09:00 h, to
// 18.07.2043, 19:00 h" (issue 18, h101d61; facts set 61's cause 6); minutes needed, as above.
// Or in brackets right after the date, as a rental's counter form writes it: "from Monday, 4 October 2047 (8:00) to
// Saturday, 9 October 2047 (20:00)" (issue 18, h121f78; facts set 78's cause 5c); minutes needed, as above, and the
// range's other end must then be a date (AT_HOUR_FIRST): "from 3 May 2047 (9:00) to 17:00" gives a day's hours.
const START_HOUR = String.raw`(?:,?\s{0,3}at\s{1,3}(?:\d{1,2}[.:][0-5]\d(?:\s{0,2}(?:[ap]\.?m\.?|hours|hrs|h|noon|midday|midnight))?|\d{1,2}\s{0,2}[ap]\.?m\.?|noon|midday|midnight)\s{0,3},?\s{0,3}|,\s{0,3}\d{1,2}[.:][0-5]\d(?:\s{0,2}(?:[ap]\.?m\.?|hours|hrs|h))?\s{0,3},\s{0,3}|\(\s{0,2}\d{1,2}[.:][0-5]\d(?:\s{0,2}(?:[ap]\.?m\.?|hours|hrs|h))?\s{0,2}\)\s{0,3})?`;
// A clause set off by commas may stand there too, saying what happens on the start's day: "The work runs from 1 February
// 2047, when we prepare the house, to 20 February 2047, when it stands on its new stumps" (facts set 70's cause 7, issue
// 18, h110q70). It opens with a word of time or a relative ("when", "on which", "the day …") and holds no figure, so no
// other date or sum hides in it. Bounded, literal openers: linear.
const START_CLAUSE = String.raw`(?:,\s{0,3}(?:when|while|once|as|after|before|which|that|where|(?:on|by|during)\s{1,3}which|the\s{1,3}(?:day|date))\s[^,;.:\d]{1,80},\s{0,3})?`;
// A tilde joins a range as "to" does: Korean, Japanese and Chinese forms write "2047. 7. 1. ~ 2047. 10. 31." (the
// full-width "～" too; issue 18, h113q72, facts set 72's cause 6). One character of the class: linear.
const RANGE_JOINERS = '-–—~～';
// The stop that closes a year-first dotted date ("2047. 7. 1."), which the date's span leaves out, before a tilde only: a
// tilde opens no sentence, where "31 May 2046. To …" does. A literal then a lookahead: linear.
const TILDE_AFTER_STOP = String.raw`(?:\.(?=\s{0,3}[~～]))?`;
const RANGE_AFTER = new RegExp(String.raw`^${TILDE_AFTER_STOP}\s{0,3}${START_HOUR}${START_CLAUSE}(?:to|until|till|through|[${RANGE_JOINERS}])\s`, 'i');

// The end of such a range, the start's hour perhaps before the joining word ("from 4 July 2034, at 9 a.m., to …").
const RANGE_END = new RegExp(String.raw`^${TILDE_AFTER_STOP}\s{0,3}${START_HOUR}${START_CLAUSE}(?:to|[${RANGE_JOINERS}])\s{0,3}${TIME_AND_DAY}$`, 'i');

// After the start's hour, the range's other end must be a date, perhaps with its own hour first ("until 6 July 2034",
// "to 18:00 on 6 July 2034", "until 06.07.2034"): "collect the goods from 1 May 2034 at 09:00 until 17:00 on each
// business day", "from 3 May 2034 at 9 a.m. to 5 p.m." and "from 1 May 2034 at 18:00 to midnight" give the hours of a
// day, no period that starts (review hrev61 of h70dates). Anchored, bounded: linear.
const END_HOUR = String.raw`(?:\d{1,2}[.:][0-5]\d\s{0,2}(?:[ap]\.?m\.?|hours|hrs|h)?\s{1,3}(?:on\s{1,3})?)?`;
const END_IS_DATE = new RegExp(String.raw`^\s{0,3}${END_HOUR}${TIME_AND_DAY}(?:\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:of\s{1,3})?${MONTH_NAME}\b|${MONTH_NAME}\s{1,3}\d{1,2}\b|\d{1,2}[./-]\s?\d{1,2}[./-]\s?\d{2,4}\b|\d{4}-\d{1,2}-\d{1,2}\b)`, 'i');
const AT_HOUR_FIRST = /^\s{0,3},?\s{0,3}(?:at\b|\d|\()/i;

// A range whose start is the signing, said in words, ends at the date after its joining word: "This memorandum is valid
// from the date of signing to 31 August 2047" (Japanese drafting in English), "in force from the date of its signature
// until …", "effective from the date hereof to …" — the end, whatever start cue ("effective", "in force from") the range
// opens with (issue 18, h119w76; facts set 76's cause 7). "from the date of signing" (or "signature", "execution", "of
// this <document>" perhaps after it, "by both parties" perhaps) or "from the date hereof", then "to", "until", "till" or
// "through" right before the date. End-anchored, bounded: linear.
const FROM_SIGNING_TO = /\bfrom\s{1,3}(?:the\s{1,3})?(?:date|day)\s{1,3}(?:hereof|of\s{1,3}(?:its\s{1,3}|their\s{1,3})?(?:signing|signature|execution)(?:\s{1,3}of\s{1,3}(?:this|the)\s{1,3}[\w-]{1,20})?(?:\s{1,3}by\s{1,3}(?:both|all|the)\s{1,3}parties)?)\s{1,3}(?:to|until|till|through)\s{1,3}(?:the\s{1,3})?$/i;

/** Whether the date between `before` and `after` opens a range "from <date> to <date>" (read on 60 characters before, 40 after). */
export function opensRange(before: string, after: string): boolean {
  return FROM_DATE.test(before.slice(-60)) && rangeGoesOn(after);
}

/**
 * Whether `after` a date goes on to the range's other end: its joining word ("to", "until", a dash), the start's hour
 * perhaps before it or a clause set off by commas (START_CLAUSE), and a date after an hour (read on up to 130 characters,
 * then 48).
 */
export function rangeGoesOn(after: string): boolean {
  const joined = RANGE_AFTER.exec(after.slice(0, 130));
  if (!joined) return false;
  return !AT_HOUR_FIRST.test(joined[0]) || END_IS_DATE.test(after.slice(joined[0].length, joined[0].length + 48));
}

export type DateKind = 'effective' | 'termination' | 'executed' | 'earlier' | 'other';

/**
 * `effective`, `termination`, `executed` (the agreement's signing), `earlier` (an earlier agreement's date), `other` (a
 * notice's or another paper's date), or
 * undefined when `before` (the text since the previous date) holds no cue. In a statement of work (`workOrder`)
 * completing the work is an end cue as well.
 */
export function dateKind(before: string, workOrder = false): DateKind | undefined {
  if (RANGE_END.test(before) || FROM_SIGNING_TO.test(before.slice(-NEAR))) return 'termination';
  let kind: DateKind | undefined;
  let lastCue = -1;
  for (const m of matchesOf(CUE, before)) {
    kind = m[1] !== undefined ? 'effective' : 'termination';
    lastCue = m.index;
  }
  if (workOrder) {
    for (const m of matchesOf(COMPLETION, before)) {
      if (m.index > lastCue) {
        kind = 'termination';
        lastCue = m.index;
      }
    }
  }
  const start = Math.max(0, before.length - NEAR);
  const near = before.slice(start);
  // Another document's or a notice's date leads right up to the date, whatever cue its words hold ("notice of
  // termination dated"); a signing must come after the last cue ("signed by the Supplier and commencing on" is a start).
  if (OTHER_DATE.test(near)) return 'other';
  if (EARLIER_AGREEMENT.test(near)) return 'earlier';
  const executed = EXECUTED.exec(near);
  if (executed !== null && start + executed.index > lastCue) return 'executed';
  return kind;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function dateKindsRunPatterns(): readonly RegExp[] {
  return [COMPLETION];
}

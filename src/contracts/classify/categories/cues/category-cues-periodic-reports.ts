/**
 * A periodic report sent to the other party is information, no Deliverable (issue 18, h31c42; C8: "Information one party
 * must send the other is Communication; Deliverables is the work's product"). A monthly performance report, a quarterly
 * sales report, an annual report on the telescope, a report of its sales each quarter: the party tells the other how the
 * work or the business goes, as the contract asks it to at intervals. A report that is the work's product (a final
 * report, a completion report, an inspection report, a survey) is not periodic and keeps its Deliverables
 * (category-cue-lists.ts' report cues). Sets 1–42: of the 28 sentences that send, give, submit or deliver a report at an
 * interval or of the party's own sales or performance, 19 are labelled without Deliverables. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** How often: "monthly", "each calendar quarter", "every month". */
const INTERVAL = String.raw`(?:daily|weekly|fortnightly|monthly|quarterly|annual|yearly|half-yearly|six-monthly)`;

/**
 * The end of each period a report follows: "after the end of each calendar quarter", and (issue 18, h115c) "At the end
 * of each season" (a harvest's or a tourist season, said at the sentence's opening).
 */
const PERIOD_END = String.raw`(?:[Aa]fter|[Aa]t)\s{1,8}the\s{1,8}end\s{1,8}of\s{1,8}each\s{1,8}(?:calendar\s{1,8})?(?:month|quarter|year|season)\b`;

export const PERIODIC_REPORT_VETOES: readonly [RegExp, CategoryLabel][] = [
  // "send the Customer a monthly performance report", "give Hotel a monthly report of linen counts", "submit to the
  // Principal a quarterly report", "a sales report for each calendar quarter", "send the Supplier a report of its sales".
  // Not a report delivered ("deliver a weekly performance report"): delivering it hands over a product (sets 8, 9).
  [new RegExp(String.raw`\b(?:send|sends|sent|give|gives|provide|provides|submit|submits)\s+(?:to\s+)?(?:the\s+[A-Z][\w-]*\s+|[A-Z][\w-]*\s+)?(?:a|an|the|its|each)\s+(?:written\s+)?(?:${INTERVAL}\s+(?:[\w-]+\s+){0,3}?|(?:[\w-]+\s+){0,2}?(?:sales|performance|service\s+level)\s+)reports?\b|\breports?\s+(?:[\w-]+\s+){0,6}?(?:for|within\s+[\w-]+\s+(?:\([\d]{1,3}\)\s+)?(?:business\s+|working\s+)?days\s+after\s+the\s+end\s+of)\s+each\s+(?:calendar\s+)?(?:month|quarter|year)\b|\breports?\s+(?:of|on)\s+(?:its|their)\s+(?:sales|performance)\b|\b${PERIOD_END}[^.;]{0,80}?\breports?\b`), 'Deliverables'],
];

/**
 * (issue 18, h108c85, C213) A statement sent to the other party or to each member: "The Manager sends each Co-owner a
 * statement of the season's costs and sales by 31 May", "The Agency will send the Owners a monthly statement of bookings",
 * "shall provide the Partner with a monthly statement of the Points issued" — information one party sends another (C8):
 * sets 15, 27 ×2, 28, 29, 31, 51, 53, 54 and 72 label all ten such sentences Communication (five with Payment Terms &
 * Billing for the money they account for, left to the payment cues). A statement "of", "for" or "showing" something,
 * sent, given or provided to someone named between the verb and the statement. Not a statement made ("makes a false
 * statement"), nor a party's statement of work (its scope: "a statement of work" is no one's account). Bounded: linear.
 */
// Not a time after "each" or "every" ("shall deliver each year a statement of his assets": no one it is sent to;
// the first CI run of session 71).
export const STATEMENT_SENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h110cat) A statement rendered: "render" is itself the verb of handing an account to the one it is owed to
  // ("The Agent shall render half-yearly statements of its sales to the Author", "shall render a statement of the fees
  // earned", "render to the Owner a written statement of the takings"), so the recipient may follow or go unsaid. Sets
  // 1–86: all 3 sentences that render a statement are labelled Communication, 2 were missed (sets 11, 13). Not a
  // statement of work, nor "render services" (no statement). Bounded: linear.
  [new RegExp(String.raw`\b(?:render|renders|rendering)\s{1,8}(?:to\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,3}?)?(?:(?:an?|its|the|their|his|her|each|such)\s{1,8})?(?:(?:${INTERVAL}|written|full|detailed|true|periodic)\s{1,8}){0,2}statements?\s{1,8}(?:of|for|showing)\s{1,8}(?!work\b)`, 'i'), 'Communication'],
  [/\b(?:send|sends|sending|give|gives|giving|provide|provides|providing|deliver|delivers|issue|issues|issuing)\s{1,8}(?:to\s{1,8})?(?:each|every|the|all|its|his|her|their|any|you)\s{1,8}(?!(?:year|month|quarter|week|day|time)s?\b)(?:[\w'’-]{1,30}\s{1,8}){0,3}?(?:with\s{1,8})?(?:an?|its|the)\s{1,8}(?:(?:daily|weekly|fortnightly|monthly|quarterly|annual|yearly|half-yearly|written|settlement|full|detailed)\s{1,8})?statements?\s{1,8}(?:of|for|showing)\s{1,8}(?!work\b)/i, 'Communication'],
];

/**
 * (issue 18, h115c; C8 as h31c42 reads it) A report given to a party named after the verb at the end of each period said
 * before it: "At the end of each season the Group gives the Panchayat a report of the cardamom dried and the charges
 * collected", "Within fifteen days after the end of each calendar quarter, the Distributor shall send the Supplier a report
 * of its sales". The interval stands apart from the report, so the periodic report's own words ("a quarterly report")
 * are not there; the party tells the other how the work went, at intervals. Sets 1–89: the 2 such sentences are
 * Communication (sets 42, 89), the one in set 89 read as Deliverables and Pricing & Taxes. Bounded windows: linear.
 */
export const REPORT_AT_INTERVALS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${PERIOD_END}[^.;]{0,80}?\b(?:send|sends|give|gives|provide|provides|submit|submits)\s{1,8}(?:to\s{1,8})?(?:the\s{1,8})?[A-Z][\w'’-]{0,30}\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,2}?(?:a|an|its|the)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?reports?\b`), 'Communication'],
];

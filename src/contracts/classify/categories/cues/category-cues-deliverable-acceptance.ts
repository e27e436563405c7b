/**
 * Deliverables named by their acceptance, and benefits listed as what is provided (issue 18, h30c40, set 40's misses;
 * docs/contract-labels.md table 2.3: Deliverables, "the goods or services to be provided; the work's product", cue
 * "acceptance"). A Deliverable failing, rejected, redelivered or accepted ("If a Deliverable fails to conform to the
 * Acceptance Criteria", "redeliver the Deliverable", "ninety days after acceptance of each Deliverable", "due upon
 * acceptance of the corresponding Milestone") is the work's product judged. The names "Acceptance Criteria", "Acceptance
 * Tests" alone are no cue: a clause that only refers to them (an invoice once the criteria are met, a delay remedy) is
 * about its own subject, and the shared check's reference gives such clauses no Deliverables (tried and dropped). A lead-in that lists the benefits, items or materials a party shall provide ("shall provide the Sponsor
 * with the following benefits:") gives its items the category (index.ts: an item with no category of its own takes its
 * lead-in's). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * A lead-in listing what a party shall provide names its subject outright (category-cue-lists.ts' STRONG_CUES): it has few words
 * of its own for the sentence model to weigh, and its items are the Deliverables themselves.
 */
export const LISTED_BENEFITS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Not the buyer's own inputs ("The Customer shall give the following materials to the Supplier:"): what the paying
  // party hands over is no product of the work. Nor benefits given to a party's own staff ("shall provide the following
  // benefits to its employees:"): pay and conditions, not the contract's deliverables (h31rev).
  [/(?<!\b(?:customer|client|buyer|purchaser)\s{1,8}(?:shall|will|must)\s{1,8})\b(?:provide|provides|supply|supplies|deliver|delivers|give|gives)\s+(?:to\s+)?(?:the\s+[A-Z][\w-]*\s+|[A-Z][\w-]*\s+)?(?:with\s+)?the\s+following\s+(?:[\w-]+\s+)?(?:benefits|deliverables|items|materials|goods)\b(?!\s+to\s+(?:its|their|his|her)\s+(?:own\s+)?(?:employees|staff|personnel|workers|workforce)\b)/i, 'Deliverables'],
];

/** Papers and requests a party answers, deemed accepted by silence: no product of the work. */
const ANSWERED = String.raw`(?:orders?|offers?|quotes?|quotations?|invoices?|statements?|proposals?|bookings?|changes?|variations?|amendments?|minutes|reports?|accounts?|bills?|claims?)`;

/**
 * What is not rejected or disputed within a time and then deemed accepted; no answered paper in the sentence. (h107cat,
 * C109) Also the buyer that "does not state any objection within that time" and the work "considered accepted" (a
 * translation's word for deemed). Bounded, anchored.
 */
const DEEMED_ACCEPTED_BY_SILENCE = new RegExp(String.raw`^(?![^]{0,400}\b${ANSWERED}\b)[^]{0,300}?\bnot\s{1,8}(?:rejected|disputed|objected\s{1,8}to|contested|refused|(?:state|states|raise|raises|make|makes|lodge|lodges)\s{1,8}(?:any\s{1,8}|an\s{1,8})?(?:objections?|complaints?))\b[^.;]{0,80}?\b(?:deemed|considered)\s{1,8}(?:to\s{1,8}(?:be|have\s{1,8}been)\s{1,8})?accepted\b`, 'i');

/**
 * (h105c82, C171) A batch of the work's output called "a delivery", judged: sampled, rejected, redone or deemed accepted
 * ("checks a sample of each delivery", "may reject a delivery in which more than 2% of the pages are blurred", "rescans
 * a rejected delivery within ten days", "A delivery not rejected within ten days is deemed accepted"): the product judged
 * (the Deliverables row's "acceptance"; C107, C109, C157), not its transfer. Bounded windows: linear.
 */
const BATCH_JUDGED = String.raw`\b(?:reject|rejects|rejected|rejecting|refuse|refuses|refused)\s{1,8}(?:a|the|any|each|that|such|this)\s{1,8}delivery\b(?!\s{1,8}(?:date|time|address|note|charges?|fees?|schedule|period|slot|point|van|vehicle)\b)|\b(?:a|the|any|each|every|that)\s{1,8}rejected\s{1,8}delivery\b|\b(?:a|the|any|each|every)\s{1,8}delivery\s{1,8}(?:not\s{1,8}(?:rejected|refused|disputed)|(?:is|was)\s{1,8}(?:rejected|refused))\b|\bsample\s{1,8}of\s{1,8}(?:[\w-]{1,20}\s{1,8}){0,5}?(?:from\s{1,8})?(?:each|every|a|the)\s{1,8}delivery\b`;
/** Lateness in the sentence: a delivery refused because it came late is its time (Delivery), not the product judged. */
const LATENESS = String.raw`\b(?:late|lateness|delay|delayed|on\s{1,8}time|after\s{1,8}the\s{1,8}delivery\s{1,8}date)\b`;
export const BATCH_JUDGED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(BATCH_JUDGED, 'i'), 'Deliverables']];

export const DELIVERABLE_ACCEPTANCE_CUES: readonly [RegExp, CategoryLabel][] = [
  ...LISTED_BENEFITS_STRONG_CUES,
  ...BATCH_JUDGED_STRONG_CUES,
  // (h31c42) The work tested, found nonconforming or deemed accepted within an acceptance period ("may test the Software
  // for thirty days after installation (the "Acceptance Period") to determine whether it conforms", "notify each
  // nonconformity before the end of the Acceptance Period", "The Software is deemed accepted"): the product judged, as
  // a Deliverable's acceptance is. A clause naming the period without judging the work ("the fee is due after the
  // Acceptance Period") stays with its own subject, as the names of the criteria and tests do (above). Bounded windows.
  [/\b(?:test|tests|testing|trial|trials|evaluate|evaluates|conforms?|meets?|non-?conformit(?:y|ies)|accepted|rejects?|rejected)\b[^.;]{0,160}?\b[Aa]cceptance\s+[Pp]eriod\b|\b[Aa]cceptance\s+[Pp]eriod\b[^.;]{0,160}?\b(?:test|tests|testing|trial|trials|evaluate|evaluates|conforms?|meets?|non-?conformit(?:y|ies)|accepted|rejects?|rejected)\b|\b(?:The|the|Each|each|Any|any)\s+(?:[A-Z][\w-]*\s+){0,2}?(?:Software|System|Equipment|Works?|Goods|Products?|Milestones?|Plant|Deliverables?)\s+(?:is|are|shall\s+be|will\s+be)\s+deemed\s+(?:to\s+have\s+been\s+)?accepted\b/, 'Deliverables'],
  [/\b(?:[Aa]|[Tt]he|[Ee]ach|[Aa]ny|[Ee]very)\s+Deliverables?\s+(?:fails?|does\s+not\s+(?:conform|pass|meet)|is\s+(?:deemed\s+)?(?:accepted|rejected))\b|\bre-?deliver(?:s|ed|ing|y\s+of)?\s+(?:the|a|any|each)\s+(?:rejected\s+)?Deliverables?\b|\bacceptance\s+of\s+(?:the|a|each|any|every)\s+(?:corresponding\s+|relevant\s+|applicable\s+)?(?:Deliverables?|Milestones?)\b/, 'Deliverables'],
  // (issue 18, h98c74) The finished works accepted within a time after they are reported done ("to accept the works within
  // 10 working days after receiving the Contractor's notice of completion", "shall accept the completed works within five
  // days of their completion"): the work's product judged, the Deliverables row's "acceptance" (C108), not the notice
  // it runs from (category-cues-telling-as-time.ts). A duty or a right to accept the works or services, and a time.
  [/\b(?:to|shall|must|will|may)\s{1,8}accept\s{1,8}(?:the|all|any|each)\s{1,8}(?:(?:completed|finished|performed)\s{1,8})?(?:works?|services)\s{1,8}(?:within|no\s{1,8}later\s{1,8}than|not\s{1,8}later\s{1,8}than)\b/i, 'Deliverables'],
  // (issue 18, h99c75) The goods or the work deemed accepted when not rejected or disputed within a time ("Books that are
  // not rejected within that period are deemed accepted", "Any bale not disputed within 5 days is deemed accepted"): the
  // product judged by the buyer's silence, the Deliverables row's "acceptance". Not an order, an offer, a quote, an
  // invoice or a change deemed accepted (sets 16 and 57: an order not rejected is the order's answer, Communication).
  [DEEMED_ACCEPTED_BY_SILENCE, 'Deliverables'],
];

/**
 * (issue 18, h99c75) "disputed" in such a sentence is the buyer's objection to the goods, no dispute between the parties
 * (C10's disputes are the parties' own): a veto of Dispute Resolution's cue and learned proposal (category-cue-vetoes.ts).
 */
export const DEEMED_ACCEPTANCE_VETOES: readonly [RegExp, CategoryLabel][] = [
  [DEEMED_ACCEPTED_BY_SILENCE, 'Dispute Resolution'],
  // (h105c82, C171) A batch called "a delivery" judged is no transfer: a veto of Delivery's cue word and learned
  // proposal, unless the sentence speaks of lateness (anchored, bounded lookahead).
  [new RegExp(String.raw`^(?![^]{0,400}${LATENESS})[^]{0,400}?(?:${BATCH_JUDGED})`, 'i'), 'Delivery'],
];

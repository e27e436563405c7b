/**
 * Liability for liquidated damages and contractual penalties owed for a delay or a failure to perform (issue 18,
 * h76c58; set 58's misses): "shall pay the Employer liquidated damages of RO 50.000 for each day of delay, up to a
 * maximum of 10% of the Contract Price", "shall pay a penalty of UYU 1.200 per luminaire for each day of delay", "The
 * contractual penalty is limited to 5% of the net lump sum". A sum fixed in advance for a party's own failure is what it
 * answers for that failure, and a cap on it limits that (the Liability row: "fault, limitation of liability"). Sets
 * 1–58 label 21 of the 28 such sentences Liability (sets 2, 7, 8, 9, 12, 13, 14, 15, 16, 22, 24, 26, 35, 42, 54, 57,
 * 58), and no cue read them: the learned model gave Liability to none of them. Not a penalty for paying late ("a
 * contractual penalty of 0.05% of the amount due for each day of delay in payment", "a late payment penalty"): the
 * sets label those the payment's term alone (sets 13, 23, 26, 34, 58; category-late-payment.ts reads them); not a
 * penalty paid on ending ("terminate without penalty"), nor a tax authority's penalties (sets 6, 25: fault, read by
 * other cues). The sentence must name the damages or the penalty and a delay, a failure or a breach of performance,
 * or the cap on them. Windows bounded, the late-payment guard anchored: linear on hostile text.
 * Tests: `test/contracts/classify/categories/categories-delay-damages.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * Liquidated damages or a contractual, delay or daily penalty ("liquidated damages", "a penalty of", "penalties"); not a
 * "Liquidated Damages Period" (a span of time named after them: "a Key Milestone is not achieved by the end of the
 * Liquidated Damages Period" is a ground of ending).
 */
const DAMAGES = String.raw`(?:liquidated\s{1,8}damages(?!\s{1,8}period)|(?:contractual\s{1,8}|delay\s{1,8})?penalt(?:y|ies))`;

/** What the sum answers for: a delay, a failure, a breach, late completion or delivery (not a bare "late": "penalties for late filing" are a tax's). */
const FAILURE = String.raw`(?:delay(?:s|ed)?|late\s{1,8}(?:completion|delivery|handover|performance)|fails?|failure|breach(?:es)?|not\s{1,8}(?:achieved|complete[ds]?|ready|delivered|performed))`;

/** A cap on the sum ("shall not exceed", "capped at", "is limited to", "up to a maximum of"). */
const CAP = String.raw`(?:(?:shall|will|may|must|do(?:es)?)\s{1,8}not\s{1,8}exceed|(?:are|is)\s{1,8}(?:capped|limited)\s{1,8}(?:at|to)|capped\s{1,8}at|up\s{1,8}to\s{1,8}a\s{1,8}maximum)`;

/**
 * Paying late: the payment's term, not the performance's (category-late-payment.ts); a delay excused by force majeure
 * ("not liable for liquidated damages for any delay caused by force majeure": Force Majeure's, C4); penalties an
 * indemnity covers ("indemnify … against any claims, penalties and costs arising from its breach": Indemnification's).
 */
const PAYING_LATE = String.raw`(?:delay(?:s|ed)?\s{1,8}in\s{1,8}(?:the\s{1,8})?(?:payment|paying)|late\s{1,8}payment|pa(?:y|ys|id)\s{1,8}late|overdue|unpaid|amount\s{1,8}due|outstanding\s{1,8}(?:amount|sum)|(?:fails?|failure)\s{1,8}to\s{1,8}pay|payments?\s{1,8}(?:is|are)\s{1,8}late|penalty\s{1,8}interest|force\s{1,8}majeure|indemnif\w*)`;

/**
 * (hrev67) A penalty that is no sum owed for a failure to perform: a tax authority's or customs' penalty for a filing
 * or a declaration ("penalties imposed by the tax authority for a delay in filing the VAT returns", "any failure to
 * file a tax return on time": a tax's, as the late filing above); the price of an option taken ("the early repayment
 * penalty shall not exceed 1%", "the cancellation penalty is limited to 50% of the booking price": a charge for
 * repaying, cancelling or leaving, capped as a price is); an award's "penalty rates" (wages at a loading for overtime
 * or holidays); and a right used "without penalty" (an ending's, as "terminate without penalty" above).
 */
const NO_PERFORMANCE_PENALTY = String.raw`(?:tax(?:es|ation)?\s{1,8}(?:authorit(?:y|ies)|returns?|filings?|office)|revenue\s{1,8}(?:authorit(?:y|ies)|service)|customs\s{1,8}(?:authorit(?:y|ies)|penalt(?:y|ies)|offices?)|(?:delay(?:s|ed)?|failure|fails?)\s{1,8}(?:in|to)\s{1,8}(?:file|filing|declare|declaring|register|registering)|(?:early\s{1,8}(?:re)?payment|prepayment|repayment|redemption|cancell?ation|(?:early\s{1,8})?termination|withdrawal|surrender|exit|break)\s{1,8}(?:(?:fees?|charges?)\s{1,8}(?:or|and)\s{1,8})?penalt(?:y|ies)|penalty\s{1,8}rates?|without\s{1,8}(?:any\s{1,8})?penalty)`;

/** The damages or the penalty and what they answer for, or their cap, in a sentence about no late payment. */
const DELAY_DAMAGES = new RegExp(
  String.raw`^(?![^]{0,600}?\b(?:${PAYING_LATE}|${NO_PERFORMANCE_PENALTY})\b)[^]{0,600}?(?:\b${DAMAGES}\b[^.;]{0,200}?\b(?:${FAILURE}|${CAP})\b|\b${FAILURE}\b[^.;]{0,200}?\b${DAMAGES}\b)`,
  'i',
);

export const DELAY_DAMAGES_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[DELAY_DAMAGES, 'Liability']];

/**
 * The sum so owed is a remedy, no price (as category-cues-amounts.ts' paid-amount cue leaves liquidated damages and
 * penalties out, and its liability veto a cap measured by a price): the contract price or the fee it is measured by
 * ("0.5% of the contract price for each week of delay", "up to 10% of the Contract Price") and its amount name no
 * Pricing & Taxes. Sets 1–58: 14 of the 24 such sentences that name a delay or a failure are labelled without Pricing &
 * Taxes. Paying it stays Payment Terms & Billing's (its own cue word).
 */
export const DELAY_DAMAGES_VETOES: readonly [RegExp, CategoryLabel][] = [[DELAY_DAMAGES, 'Pricing & Taxes']];

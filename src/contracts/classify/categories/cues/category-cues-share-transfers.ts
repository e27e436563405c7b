/**
 * Assignments where no word says "assign" (issue 18, h30c41, set 41): a party's holding or contracts passed to
 * another — table 2.3's "transferring rights or obligations to a third party". Each sense is a general way drafting
 * writes it, with test sentences of its own (`categories-set-41.test.ts`).
 *
 * Shares: a holder transferring or selling *its own* shares ("A Member wishing to transfer Shares", "sell its shares",
 * "transferring any Shares to a family trust"), a transfer notice, tag- and drag-along. Not the sale that
 * is a share purchase's own subject ("The Seller shall sell the Shares", "transfers of the Sale Shares"): that is the
 * contract's subject, not a transfer to a third party, and the bare or possessive noun is the cue, never "the Shares".
 * The count that decided it (sets 1–40, every element with shares and transfer/sell/sale/dispose/acquire/purchase):
 * 17 elements; Assignments in 3 — set 21's "A Shareholder wishing to sell its shares must first offer them …" and "If
 * Tanjong sells its shares to a third party …", set 32's "sell a controlling interest in its shares" — and in none of
 * the 14 sentences of share purchases (sets 6, 12, 39: "sell … the Shares", "sale and purchase of the Sale Shares",
 * "transfers of the Shares"), which this cue does not read.
 *
 * Contracts: "an assignment and assumption agreement", contracts transferred to another ("shall transfer to the Client
 * all media contracts"). Not a seller's obligations assumed alone (counted below). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * A company or a body the portioned word only describes: "its shares in the data centre subsidiary", "in the revenue
 * sharing vehicle" are holdings in that body (hrev26).
 */
const HOLDER = String.raw`(?:[\w-]+\s+){0,1}(?:subsidiar(?:y|ies)|compan(?:y|ies)|business(?:es)?|firms?|entit(?:y|ies)|ventures?|vehicles?|group|fund|trust|partnership|corporation)\b`;

/**
 * What a party holds a share *of* as a portion, not a company's shares: sums, work and data. "shares in the Company",
 * "Shares of every other Shareholder" name none of these, so stay holdings.
 */
const PORTIONED = String.raw`(?:profits?|costs?|proceeds|revenues?|income|earnings|savings|losses|expenses|fees|budget|pool|workload|work|tasks?|duties|output|production|capacity|data)\b(?!\s+${HOLDER})`;

/** Someone outside the holders that shares go to: "a third party", "any person", "a purchaser" (the active and the passive sale). */
const OUTSIDE_TAKER = String.raw`(?:a|any)\s{1,3}(?:third\s{1,3}party|transferee|person|purchaser|buyer)`;

export const SHARE_TRANSFER_CUES: readonly [RegExp, CategoryLabel][] = [
  // A holder's own shares transferred or sold: the bare, "any" or possessive noun, never "the Shares". Not the
  // singular "its share of" / "share in" a sum or a balance: a portion, not a holding (hrev25). Nor the plural "its
  // shares of the monthly workload", "shares of the Customer's data", "its shares in the project profits": portions of
  // a sum, the work or data (`PORTIONED`), after at most three words (h31rev). Not "shares in lieu of fees" (shares
  // given instead of a sum) nor "shares in the data centre subsidiary" (`HOLDER`): holdings still (hrev26).
  [new RegExp(String.raw`\b(?:transfer|transfers|transferring|transferred|sell|sells|selling|dispose\s+of|disposing\s+of)\s+(?:any\s+(?:of\s+(?:its|his|her|their)\s+)?|all\s+(?:of\s+)?(?:its|his|her|their)\s+|its\s+|his\s+(?:or\s+her\s+)?|her\s+|their\s+)?(?:[Ss]hares|[Ss]hare(?!\s{1,4}(?:of|in)\b))\b(?!\s+(?:in|of)\s+(?!lieu\b)(?:the\s+)?(?:[\w'’-]+\s+){0,3}?${PORTIONED})`), 'Assignments'],
  // (issue 18, h108c85, C211) A holder's own share sold, given, pledged or mortgaged in a list of such acts: "No Co-owner
  // may sell, give or mortgage his or her Share without first offering it to the others", "may not sell or pledge your
  // share" (set 50's share of a solar garden, Assignments), "sell or mortgage her share in the boat": a share held in a
  // thing owned in common is moved as a partner's interest is (C178). The list holds two or three acts, one of them a
  // sale or a transfer; the share is the holder's own (a possessive) and not a portion of a sum, the work or data
  // (PORTIONED: "sell or give their share of the profits" is none). Fixed words, bounded: linear.
  [new RegExp(String.raw`\b(?:sell|transfer|assign|give|mortgage|pledge|charge|encumber)\s{0,3},?\s{1,3}(?:(?:sell|transfer|assign|give|mortgage|pledge|charge|encumber)\s{0,3},?\s{1,3})?(?:or|and)\s{1,3}(?:sell|transfer|assign|give|mortgage|pledge|charge|encumber)\s{1,3}(?:his\s{1,3}or\s{1,3}her|her\s{1,3}or\s{1,3}his|its|his|her|their|your)\s{1,3}[Ss]hares?\b(?!\s{1,3}(?:in|of)\s{1,3}(?:the\s{1,3})?(?:[\w'’-]{1,30}\s{1,3}){0,3}?${PORTIONED})`, 'i'), 'Assignments'],
  // (issue 18, h112left) The active sale "to a third party" and the passive one below read one list of takers
  // (OUTSIDE_TAKER): "to any person", "to a purchaser" too; "the Buyer" of a share purchase is still none (no "a"/"any").
  // (issue 18, h110c87, C178) A pre-emption's or a death's shares bought or passed on, with no possessive: "may buy the
  // shares offered", "may buy all the shares held by that person or by his or her heirs", "the offering Shareholder may
  // transfer the remaining shares to a third party", "may sell the Shares to a third party" (C178: shares moved between
  // holders; sets 1–87: the five such sentences, all Assignments). Not "the Shares" of a share purchase's own sale, which
  // goes to the Buyer, not "to a third party", and is neither "offered" nor "held by". Fixed words, bounded: linear.
  [new RegExp(String.raw`\b(?:buy|buys|purchase|purchases|acquire|acquires|take\s{1,3}up)\s{1,3}(?:all\s{1,3}|any\s{1,3})?(?:of\s{1,3})?the\s{1,3}(?:remaining\s{1,3})?shares\s{1,3}(?:so\s{1,3})?(?:offered|held\s{1,3}by)\b|\b(?:sell|sells|transfer|transfers)\s{1,3}(?:all\s{1,3})?the\s{1,3}(?:remaining\s{1,3}|unsold\s{1,3}|offered\s{1,3})?shares?\s{1,3}to\s{1,3}${OUTSIDE_TAKER}\b`, 'i'), 'Assignments'],
  // Shares passed to someone outside: "Shares not taken up may be sold to a third party" (OUTSIDE_TAKER, the active
  // sale's list above too).
  [new RegExp(String.raw`\b[Ss]hares\b[^.;]{0,60}?\b(?:sold|transferred)\s+to\s+${OUTSIDE_TAKER}\b`), 'Assignments'],
  // The machinery of a share transfer: a transfer notice, tag- and drag-along and their sellers. Not "pre-emption":
  // a right of pre-emption in an Encumbrance's definition (set 39) and a broadcast's "preemption" (set 23) are none.
  [/\btransfer\s+notices?\b|\b(?:tag|drag)[- ]along\b|\b(?:dragging|tagging|selling|transferring)\s+[Ss]hareholders?\b/i, 'Assignments'],
  // An assignment and assumption agreement (the assignment's own word, as a document's name). A seller's obligations
  // assumed alone are not read: sets 1–40 label "assume … the obligations of" Assignments once in 5 (set 4; set 7's
  // "shall not assume any other liability or obligation of Seller" is Liability, sets 33 and 39 Business Continuity).
  [/\bassignment\s+and\s+assumption\b/i, 'Assignments'],
  // Contracts transferred to another party: "shall transfer to the Client … all media contracts".
  [/\btransfers?\s+to\s+[^.;]{0,40}?\b(?:all|any|the|its|each)\s+(?:[\w-]+\s+){0,2}?contracts\b/i, 'Assignments'],
];

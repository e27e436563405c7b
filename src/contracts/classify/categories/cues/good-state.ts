/**
 * The state a thing is kept in, one home for the two readers that wrote it apart (issue 18, h114dup): the Asset Use of
 * a thing let kept in good order (category-cues-kept-in-order.ts) and the Responsibilities of a party's own machines
 * kept in working order (category-cues-own-conduct.ts). Fixed word lists, no nested quantifier: linear. A leaf.
 */

/** What makes the state fit: good, proper, sound or clean. */
const FIT = String.raw`good|proper|sound|clean`;
/** A thing that runs, kept so: working or running (order). */
const RUNNING = String.raw`working|running`;
/** The state's noun: order, repair, condition or state. */
const STATE_NOUN = String.raw`order|repair|condition|state`;

/**
 * The state a thing let is kept in: good, proper, sound or clean order, repair, condition or state, with or without
 * "working" or "and substantial", or working order ("in good repair", "in a sound and substantial state", "at working
 * order"). Not "safe" (a site kept safe is Safety and Security), nor the noun alone ("in order to").
 */
export const GOOD_STATE = String.raw`(?:in|at)\s+(?:a\s+)?(?:(?:${FIT})\s+(?:(?:and\s+)?(?:${RUNNING}|substantial)\s+)?|(?:${RUNNING})\s+)(?:${STATE_NOUN})\b`;

/**
 * The noun alone as a machine's state: "in repair", "in condition", "in order" but not "in order to" (a purpose), nor
 * "state" (issue 18, h114mendB, review h114rr's finding 10: "its vessels in state waters" names no state kept).
 */
const BARE_STATE_NOUN = String.raw`(?:order\b(?!\s+to\b)|repair|condition)`;

/**
 * The state a party keeps its own machines in: GOOD_STATE, or "safe" or working order ("keep its machinery in safe
 * working order", "in safe condition"), or the noun alone (BARE_STATE_NOUN: "keeps its trucks in repair"): after a
 * machine's name, "in order" is its state.
 */
export const KIT_STATE = String.raw`(?:${GOOD_STATE}|in\s+(?:(?:safe\s+(?:(?:${RUNNING})\s+)?|(?:${RUNNING})\s+)(?:${STATE_NOUN})|${BARE_STATE_NOUN})\b)`;

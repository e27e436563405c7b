/**
 * Safety and Security against what others do on purpose: war and piracy a crew or a vessel is sent into, and fraud a
 * party watches its network or its traffic for (issue 18, h33c43). The spec's Safety and Security is physical and cyber
 * safety. A seafarer who may refuse to sail into a war risk area, or owners not bound to send the vessel where it is
 * exposed to war or piracy, is kept from physical danger (sets 7 and 43 label both so); a carrier that monitors its
 * traffic for fraud guards its network against misuse, cyber safety (set 43). Not war or piracy as an event that
 * excuses a party (Force Majeure, C4: "due to acts of God, war, piracy"), nor war risks insured (Insurance: "insured
 * against all risks, including war risks"), nor fraud as a fault one answers for (Liability: "liability for fraud") or
 * a transaction refused as fraudulent (no watch kept). Each pattern is a chain of bounded steps: linear on hostile
 * text. Tests: `test/contracts/classify/categories/categories-hostile-acts.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A watch kept for fraud: the verb, what is watched, and the fraud within ten words after "for". */
const FRAUD_WATCH = String.raw`\bmonitor(?:s|ed|ing)?\s+(?:[\w'’-]+\s+){0,4}?for\s+(?:[\w'’-]+\s+){0,10}?(?:fraud|fraudulent)\b`;

export const HOSTILE_ACT_CUES: readonly [RegExp, CategoryLabel][] = [
  // A place of war or piracy to be entered or avoided: "a declared war risk area", "a war zone", "the piracy high risk
  // area", and a ship or crew "exposed to war, piracy or hostilities".
  [/\b(?:war|high)[\s-]risk\s+(?:areas?|zones?|waters)\b|\bwar\s+zones?\b|\bexposed\s+to\s+(?:the\s+risks?\s+of\s+)?(?:war|piracy|hostilities|terrorism)\b/i, 'Safety and Security'],
  // A watch kept for fraud: "shall monitor its Traffic for signs of artificially inflated traffic and international
  // revenue share fraud", "monitors the accounts for any suspected fraud".
  [new RegExp(FRAUD_WATCH, 'i'), 'Safety and Security'],
];

/**
 * The fraud a party watches for is no fault it answers for: Liability's cue word "fraud" reads the sentence without
 * the watch (category-not-said.ts' NOT_SAID), and a sentence that also limits a liability keeps its own cue.
 */
export const HOSTILE_ACT_NOT_SAID: readonly [RegExp, CategoryLabel][] = [[new RegExp(FRAUD_WATCH, 'gi'), 'Liability']];

/**
 * "Terminating" a call or traffic is carrying it to its destination, not ending the contract (issue 18, h32c43: set
 * 43's voice interconnection agreement). Carriers' drafting names the roles of a call by what each network does with it
 * ("the Originating Party" hands it over, "the Terminating Party" completes it), says "terminate the Traffic", "the
 * Traffic it terminated", "the country in which the call terminates", and hands calls over "for termination". None of
 * these is the duration, termination or consequences of the contract (the spec's Term & Termination gist), so the
 * category's cues read the sentence without them (category-not-said.ts' NOT_SAID); a sentence that also ends the agreement
 * ("either Party may terminate this Agreement if the Terminating Party …") keeps its own cue.
 *
 * "Terminating Party" is read as a call's role only with capitals, as a defined term: in small letters "the terminating
 * party" is the party that ends the contract. Every pattern is a chain of bounded steps: linear on hostile text. Tests:
 * `test/contracts/classify/categories/categories-call-termination.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What a carrier terminates: calls, traffic, minutes, connections (not a "Call-Off Contract" or a "Connection Agreement"). */
const CARRIED = String.raw`(?:calls?|traffic|minutes|connections?)\b(?![-‐]|\s+(?:off|agreements?|contracts?|orders?)\b)`;
/** The contract and what it makes, which a termination ends: after the verb, the phrase is the contract's end. */
const CONTRACT_AFTER = String.raw`(?!\s+(?:this|the|that|such|any|its|their|our|your)\s+(?:[\w-]+\s+)?(?:agreement|contract|licen[cs]e|lease|appointment|arrangement|services?|term|engagement)\b)`;

export const CALL_TERMINATION_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // The roles of a call, defined terms: "the Originating Party", "the Terminating Party". Case-sensitive (above).
  [/(?<![-‐\w])(?:Originating|Terminating)\s+Part(?:y|ies)\b/g, 'Term & Termination'],
  // A carrier's network by what it does with a call: "the terminating operator", "terminating carriers", "the
  // originating network", "terminating traffic".
  [/\b(?:originating|terminating)\s+(?:operators?|carriers?|networks?|switch(?:es)?|exchanges?|calls?|traffic|minutes)\b/gi, 'Term & Termination'],
  // The verb with a call as its object: "terminate the Traffic that the other Party sends", "terminating international
  // voice calls", "termination of the calls". Not the contract among the words between ("terminate this Agreement").
  [new RegExp(String.raw`\bterminat(?:e|es|ed|ing|ion)\s+(?:of\s+)?(?:the\s+|a\s+|an\s+|any\s+|all\s+|each\s+|its\s+|their\s+|such\s+)?(?:(?!(?:agreement|contract|licen[cs]e|lease)\b)[\w-]+\s+){0,2}?${CARRIED}`, 'gi'), 'Term & Termination'],
  // A call as the subject, or the object named first: "the call terminates", "the Traffic it terminated", "calls that
  // the Terminating Party terminates", "the minutes each Party terminated on its network". Not a termination of the
  // contract after it ("if no traffic is sent, either Party may terminate this Agreement": a comma or the contract
  // stops it).
  [new RegExp(String.raw`\b(?:calls?|traffic|minutes)\s+(?:(?:that|which)\s+)?(?:[\w-]+\s+){0,3}?terminat(?:e|es|ed|ing)\b${CONTRACT_AFTER}`, 'gi'), 'Term & Termination'],
  // A call handed over "for termination" (to be completed by the other network).
  [/\b(?:calls?|traffic)\b(?:\s+[\w-]+){0,6}?\s+for\s+termination\b(?!\s+of\s+(?:this|the)\s+(?:agreement|contract)\b)/gi, 'Term & Termination'],
];

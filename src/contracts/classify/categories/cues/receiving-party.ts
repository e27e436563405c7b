/**
 * The party a paper or a message is sent to (C8: "Information one party must send the other is Communication"): one
 * pattern for every cue that reads a sending (category-cues-papers-sent.ts' certificates and papers sent,
 * category-cues-information.ts' statement or notice sent). Issue 18, h50cue: the papers-sent cue (h47cat2) and the
 * certificates-sent cue (h47s49) each had a receiver of its own; this is their union, measured over sets 1–50 (bench/log.md,
 * "One receiver, and deposits as cues").
 *
 * - A capitalised name, two words at most ("the Main Contractor", "THE CLIENT", "Party A"), or its named officer ("the
 *   Producer's manager", "the Trust's finance officer"). Not a party's place ("to the Customer's office", "to the
 *   Owner's warehouse"): papers carried to a place are delivered (Delivery, review h31rev's DELIVERY_VETOES).
 * - A pronoun ("send us copies", "give you a statement").
 * - A group of members, customers or clients ("send each member a statement of flying charges").
 *
 * Case-sensitive (the cues that use it are): a party is a capitalised name. No unbounded repetition is nested: linear.
 */
export const RECEIVING_PARTY = String.raw`(?:(?:the\s+)?[A-Z][\w-]*\b(?:\s+[A-Z][\w-]*\b)?(?:['’]s\s+(?:[a-z][\w-]*\s+){0,2}?(?:manager|controller|officer|representative|secretary|agent)\b|(?!['’]s\b))|us|you|them|him|her|(?:each|every|all)\s+(?:members?|customers?|clients?|subscribers?|owners?))`;

/**
 * Damage a party causes and must make good (issue 18, h61c52b): "The Tenant shall make good any damage to the boat
 * caused by his guests", "make good any damage its surveys cause to fences and crops". Making good the damage one's own
 * people or work cause is answering for it: Liability, beside the thing's own use (Asset Use). Sets 29, 35 and 52 label
 * all 3 such sentences Liability; the cues read none of them. Not the place made good after a removal ("remove its
 * fittings and make good any damage caused by their removal", sets 6, 11, 16 and 40: the end of a lease's reinstatement,
 * Asset Use and Term & Termination, no Liability): no "remov…" in the sentence. Nor a repair ("repair any damage caused
 * by its trucks": set 28 gives it no Liability). Nor (hrev49) damage that wear and tear or the weather causes ("make good any
 * damage caused by ordinary wear and tear", "the damage caused by the flood"): no party caused it, a repair duty
 * (Asset Use) or a natural event's (Force Majeure), no loss answered for. A strong cue, so that it stands beside the thing used. Bounded windows,
 * one anchored lookahead: linear on hostile text. Tests: `categories-set-52-part-2.test.ts`.
 *
 * The same answer said as a condition (issue 18, h77c60b): "If you damage a car, you pay an excess of €800 for each
 * incident", "If the Hirer damages or loses the equipment, the Hirer must pay the cost of replacing it", "If we damage
 * your property through our negligence, we will pay the reasonable cost of the repair": the party that damages a thing
 * pays for it (Liability), whatever the sum is called (an excess, a cost, a charge). Sets 1–60 have 2 such sentences
 * (sets 34 and 60), both labelled Liability; the cues read set 60's (an excess) not at all. The condition's subject
 * damages something and the main clause's subject pays, in one clause (no "." or ";" between). Not a thing damaged by no
 * party ("If the goods are damaged in transit, the Carrier pays …": a passive, no party damaging), nor a loss alone ("If
 * you lose a key, you pay £40": a charge), nor a main clause that does not pay ("If the Tenant damages the garden, the
 * Tenant must restore it": a repair duty). Bounded gaps: linear.
 *
 * The same answer said by repairing or paying for the damage (issue 18, h87c): "repair at its own cost any damage to
 * pavements … caused by the works", "shall pay for any damage its visitors cause to the lodge", "pay the reasonable cost
 * of repairing any damage caused by you or your guests", "We will repair or pay for any damage we cause". Sets 16, 20,
 * 23, 64 and 65 label all five Liability; the cues read none. The damage is caused by a party, its people or its works
 * (CAUSERS), not by a thing it keeps ("any damage … caused by its trucks", set 28: a repair duty, Asset Use), nor after a
 * removal, nor taken from a deposit ("keep from the deposit the cost of repairing any damage": the deposit's Payment).
 * Tests: `categories-losses-answered-h87c.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Those whose damage a party answers for: itself, its people, its animals, its works. */
const PEOPLE = String.raw`(?:guests?|visitors?|staff|employees|workers|workmen|players|spectators|customers|pupils|members|invitees|agents|contractors|subcontractors|animals|dogs|pets|surveys?)`;
const CAUSERS = String.raw`(?:caused\s{1,8}by\s{1,8}(?:you|us|him|her|them|(?:its|his|her|their|your|our)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${PEOPLE}|(?:the|its|their)\s{1,8}(?:works?|operations|activities))\b|\b(?:you|we|they|he|she|(?:its|his|her|their|your|our)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${PEOPLE})\s{1,8}(?:cause|causes|caused)\b)`;
/** Repairing or paying for damage, or paying the cost of its repair. */
const REPAIRED_OR_PAID = String.raw`\b(?:repair|repairs|pay\s{1,8}for|pays\s{1,8}for|pa(?:y|ys)\s{1,8}(?:the\s{1,8})?(?:reasonable\s{1,8}|full\s{1,8})?costs?\s{1,8}of\s{1,8}repairing)(?:\s{1,8}or\s{1,8}(?:repair|pay\s{1,8}for|replace))?\s{1,8}(?:at\s{1,8}(?:its|his|her|their|your|our)\s{1,8}own\s{1,8}(?:cost|expense)\s{1,8})?(?:any|all)\s{1,8}damage\b`;

export const DAMAGE_MADE_GOOD_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bif\s{1,8}(?:you|we|it|they|(?:the|a|either|our|your|its|their)\s{1,8}[\w-]{2,30})\s{1,8}(?:(?:lose|loses|destroy|destroys)\s{1,8}or\s{1,8})?damages?\s{1,8}(?:or\s{1,8}(?:lose|loses|destroy|destroys)\s{1,8})?(?:an?|the|any|your|our|its|their|his|her)\s{1,8}[^.;]{0,120}?,\s{0,8}(?:you|we|it|they|(?:the|that|such)\s{1,8}[\w-]{2,30})\s{1,8}(?:(?:must|shall|will)\s{1,8})?pa(?:y|ys)\b/i, 'Liability'],
  [new RegExp(String.raw`^(?![^]{0,600}\b(?:remov\w{0,10}|deposit)\b)[^]{0,600}?${REPAIRED_OR_PAID}[^.;]{0,160}?${CAUSERS}`, 'i'), 'Liability'],
  [/^(?![^]{0,600}\b(?:remov|caused\s{1,8}by\s{1,8}(?:(?:an?|the|any|fair|ordinary|normal|reasonable|natural)\s{1,8}){0,2}(?:flood|fire|storm|lightning|earthquake|weather|force\s{1,8}majeure|acts?\s{1,8}of\s{1,8}god|wear\s{1,8}and\s{1,8}tear)\b))[^]{0,600}?\bmake\s{1,8}good\s{1,8}(?:any|all|the)\s{1,8}damage\b[^.;]{0,160}?\bcaus(?:e|es|ed)\b/i, 'Liability'],
];

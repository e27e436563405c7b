/**
 * Communication for a party told something, and for where a customer tells a complaint (C8: information one party must
 * send the other is Communication; the spec's Communication covers complaints; issue 18, h80cat).
 *
 * "Tell" is the plain word for "notify" ("must tell the Landlord at once", "shall tell the Breeder the buyer's name",
 * "by telling us in writing"), and over label sets 1–62 79 of the 86 sentences that tell a party something carry
 * Communication; parley read it only from the sentence model, which lost the second place to the act's own subject
 * (an emergency's Safety and Security, a price reduced, a refund). A strong cue, as "notify" is (category-cue-lists.ts'
 * STRONG_CUES). The one told is a pronoun, a capitalised party, "the other" or a person named by a noun ("the
 * caretaker", "your loan officer"); not "tell the difference", "tell the time" or "tell … apart", and not "it" (a thing's event said by
 * another: "after the Grower tells it that the room is empty" is the collection's time).
 *
 * Where to complain: "If you have a complaint, please write to our customer care manager", "if you are unhappy with our
 * service, call our free line", "display its complaints telephone number": the means of telling the complaint, as a
 * notices clause gives the address (the sets label 4 of 4 such sentences Communication). Not a complaint referred to an
 * ombudsman or a scheme (Dispute Resolution), nor complaints handled as a service level.
 *
 * Bounded gaps and alternations: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Nouns that are not someone told: "tell the difference", "tell the time". */
const NOT_TOLD = String.raw`(?!(?:difference|time|truth|story|tale|way)\b)`;

/** The one told: a pronoun, "the other", a capitalised party, or a person by a noun ("the caretaker", "your loan officer"). */
const TOLD = String.raw`(?:us|you|him|her|them|(?:the\s{1,3})?other\b|(?:the\s{1,3})?[A-Z][\w'’-]{0,40}|(?:the|your|our|its|their)\s{1,3}${NOT_TOLD}[a-z][\w-]{0,40})`;

export const TELLING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Not "tell … apart" (told one from another: "cannot tell the other batches apart"). (issue 18, h115c) And "told" with
  // the one told after it: a declaration that one has told ("– I have told the pilot of every medicine I take", set 89's
  // one such sentence, Communication); a past telling that only starts a time ("after we told you that …") is read out
  // by category-cues-telling-as-time.ts.
  [new RegExp(String.raw`\b(?:[Tt]ell(?:s|ing)?|told)\s{1,3}${TOLD}(?![^.;]{0,60}?\bapart\b)`), 'Communication'],
  // (h101c77; C123) A thing to be reported to someone: "Any injury must be reported at once to the site manager", "is to be
  // reported to the Producer on the day of the sale" (sets 1–76: 6 of the 7 such sentences Communication; the one other
  // a find reported to a coroner by law). The telling said in the passive, as "tell" is in the active.
  [new RegExp(String.raw`\b(?:must|shall|will|is\s{1,3}to|are\s{1,3}to|to)\s{1,3}be\s{1,3}reported\s{1,3}(?:[\w,'’-]{1,30}\s{1,3}){0,8}?to\s{1,3}${TOLD}`), 'Communication'],
  // Where a complaint is told: "If you have a complaint, write to …", "if you are unhappy with our service, call …".
  [/\b(?:[Ii]f|[Ww]here|[Ss]hould)\s{1,3}you\s{1,3}(?:have\s{1,3}(?:a|any)\s{1,3}complaint|are\s{1,3}(?:unhappy|dissatisfied|not\s{1,3}satisfied))\b[^.;]{0,80}?\b(?:write|call|phone|telephone|contact|visit|e-?mail|speak)\b/, 'Communication'],
  // The line or the address for complaints: "its complaints telephone number", "our complaints line".
  [/\bcomplaints?\s{1,3}(?:(?:tele)?phone\s{1,3}|e-?mail\s{1,3}|postal\s{1,3})?(?:number|line|address|hotline|desk)\b/i, 'Communication'],
];

/**
 * Nature relatives: a party inside a relative clause on a noun ("any dispute the parties cannot resolve", "Taxes that
 * Sublandlord is required to pay", "Every appliance you bring must") binds no one, and a relative clause on the party that
 * opens the clause ("A Party that receives an inquiry … may refer") leaves that party the modal's subject.
 */
import { mentionIndexFrom } from '../parties/party-lexicon.js';
import { leadLength } from '../text/text.js';
import { runInHeadingEnd, type Mention } from './nature-subjects.js';

/**
 * A subject inside a relative clause on a noun, with "cannot" ("any issue it cannot resolve", "Any dispute that the
 * parties cannot resolve within 30 days shall be referred …", "Any dispute about this lease which the parties cannot
 * settle …", the noun with a short phrase and "which" or "that", "any dispute over the final account that …", "any
 * disagreement as to the price which …"): what a party is unable to do qualifies the noun, it bars no one. ("any sum
 * which Buyer agrees to pay" is still Buyer's promise: only the inability is read so.) The indefinite article heads such
 * a noun as "any" does where it opens the clause: "A dispute that the parties cannot settle is decided by the court"
 * (`INDEFINITE_RELATIVE`, issue 18, h77t60); inside a predicate ("grants a licence that the Buyer cannot transfer") the
 * relative clause keeps the sentence's bar (hrev58).
 */
export const RELATIVE = /\b(?:any|each|every|all)\s+(?!other\b)[a-z]+(?:\s+(?:that|which)|(?:\s+(?:about|under|in|of|on|over|concerning|regarding|between|with|as\s+to|relating\s+to|arising)(?:\s+[a-z]+){1,3})\s+(?:that|which))?\s+(?:the\s+)?$/i;
export const UNABLE = /^(?:cannot|can\s*not)$/i;
/**
 * "A" or "An" opening the clause (after the text's start, marked by a leading "\n" the caller adds, or a stop, semicolon
 * or colon; a clause number may stand between), a noun and "that"/"which" before the party. Case-sensitive; tested on
 * at most 60 characters before the party: linear.
 */
export const INDEFINITE_RELATIVE = /(?:\n|[.;:]\s{1,3})\s{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s{1,3})?An?\s+[a-z]+\s+(?:that|which)\s+(?:the\s+)?$/;
/**
 * The same inability in a relative clause on a longer noun phrase, with no quantifier right before the noun: "… will buy
 * the finished goods and packaging made to its forecast that the Maker cannot use for another customer", "the spare parts
 * which the Supplier cannot resell": the clause says which goods, it bars no one (issue 18, h67n54). The word before
 * "that"/"which" is a lower-case noun, no comma before it ("…, which the Buyer cannot …" is a clause of its own) and no
 * verb or conjunction that takes a complement clause ("acknowledges that the Supplier cannot …", "so that", "provided
 * that"). Read only with "cannot" (a promise in a relative clause is still made). Case-sensitive, bounded: linear.
 */
export const UNABLE_RELATIVE_BEFORE = /(?<![,;]\s{0,3})\b(?!(?:agrees?|agreed|acknowledges?|acknowledged|confirms?|confirmed|understands?|understood|warrants?|warranted|represents?|represented|accepts?|accepted|notes?|noted|ensures?|ensured|provided|providing|so|such|fact|except|states?|stated|declares?|declared|recogni[sz]es?|recogni[sz]ed|knows?|means|shows?|proves?|demonstrates?|certif(?:y|ies)|given|now|is|are|was|were|be|been|in|as|of)\s)[a-z]{2,}\s+(?:that|which)\s+(?:the\s+)?$/;
/**
 * Between the party of such a relative clause and a later modal: the clause's own "cannot" and its verb, no stop or
 * comma. The later modal is the noun's ("Any question that the Buyer cannot answer shall be put to the engineer": the
 * question is put, the Buyer promises nothing); it binds no one.
 */
export const UNABLE_CLAUSE_GAP = /^\s{1,3}(?:cannot|can\s?not)\s[^,;.:]{1,80}$/i;
/**
 * What a party "can show" in a restrictive relative clause on a noun: "information which the Receiving Party can show:",
 * "data that the Recipient can demonstrate was already known": the clause says which information an exception covers,
 * the proof is the party's burden, no right granted (issue 18, h29n38). The noun is in lower case, no comma before
 * "which" ("the records, which the Customer can inspect" is the sentence's own right); the verb is one of proof.
 */
export const PROOF_RELATIVE_BEFORE = /(?<![,;]\s{0,3})\b[a-z]{3,}\s+(?:which|that)\s+(?:the\s+)?$/;
export const PROOF_AFTER = /^\s+(?:(?:clearly|reasonably)\s+)?(?:show|demonstrate|prove|establish|evidence)\b/i;
export const ABLE = /^(?:can|could)$/i;
export const PREPOSITION_WHICH = /(?<!,\s{0,3})\b(?:during|in|on|at|for|by|with|under|from|through|within)\s+which\s+(?:it|they|he|she|we|you|I|(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+$/;
/**
 * The same clause on a name's apposition: "… of Interval Exchange Inc., an independent exchange company through which
 * Purchaser may trade its week", "the fees of Parcel Hub Ltd, a courier through which the Publisher may send its proofs".
 * A named company is one: no clause can restrict it, so the clause is the sentence's own, as after a comma, and its
 * "may" grants (set 73, issue 18, h98at). The name's last word capitalised before the comma, an indefinite article and up
 * to four words of the noun; a legal form in small letters may close the name ("Northway Bank plc, a bank from which").
 * Bounded, anchored at the end: read on the 120 characters before the modal.
 */
export const APPOSITION_PREPOSITION_WHICH = /\p{Lu}[\p{L}.&'’-]{0,30}(?:\s[\p{Ll}.]{2,6})?,\s{1,3}an?\s{1,3}(?:[\p{Ll}-]{1,30}\s{1,3}){1,4}(?:during|in|on|at|for|by|with|under|from|through|within)\s{1,3}which\s{1,3}(?:it|they|he|she|we|you|I|(?:the\s{1,3})?\p{Lu}[\w-]{0,30}(?:\s{1,3}\p{Lu}[\w-]{0,30})?)\s{1,3}$/u;
/**
 * A relative clause without "that"/"which" (a contact clause) after a quantified noun: "… which prevail over any terms the
 * Customer may propose" (no right to propose is granted: the clause says which terms). Read so only when the verb after
 * the modal lacks its object (`GAP_AFTER`), as a relative clause's verb does: "In any event the Customer may terminate the
 * Agreement" keeps its right. The word before the quantifier is in lower case (the clause's first word, "In any event",
 * opens an adverbial) and no conjunction ("and in each case the Supplier shall").
 */
const CONTACT_RELATIVE = /\b(?!(?:and|or|but|nor|then)\s)[a-z]+\s+(?:any|all|every|such|those|other)\s+(?:[a-z-]+\s+)?[a-z-]+\s+(?:the\s+)?$/;
/**
 * A duty or right stated (no modal) in a relative clause on a noun: "Taxes that Sublandlord is required to pay under the
 * Master Lease", "any amount which the Supplier is entitled to claim under Clause 5": it says which taxes or amounts, a
 * duty or a right that another instrument or clause gives; it binds the party to nothing here. A promise made in a
 * relative clause is still made ("any sum which Buyer agrees to pay", "information, which the Supplier shall provide").
 * The noun phrase opens with a determiner (a verb before "that", "acknowledges that the Supplier is entitled to", takes a
 * complement clause, no relative one), and the verb lacks its object (`GAP_AFTER`).
 */
const STATED_RELATIVE = /\b(?:any|all|every|such|those|other|the|of)\s+(?:[A-Za-z-]+\s+){0,4}?[A-Za-z-]+\s+(?:that|which)\s+(?:the\s+)?$/;
/**
 * A quantified noun right before a party ("Every electrical appliance you bring", "Any vehicle the Trader parks on site")
 * and one verb between the party and the modal: the party opens a contact relative clause on the noun. The noun's words
 * are lower case and no "of" ("each of you must" names the parties).
 */
export const QUANTIFIED_NOUN_BEFORE = /\b(?:every|each|any|all|no)\s+(?:(?!of\b)[a-z-]+\s+){0,2}(?!of\b)[a-z-]{2,}\s+(?:the\s+)?$/i;
/**
 * A verb of opinion inserted between a party and a modal: "a share of 6.5 kW, which we estimate will produce about 7,800
 * kWh a year", "the works, which the Contractor expects will take six weeks": the modal's subject is the relative
 * pronoun (the share, the works); the party only gives its estimate and promises nothing (issue 18, h50n50). Read on the
 * words between the party and the modal (anchored, one word: linear).
 */
export const OPINION_GAP = /^\s{1,3}(?:estimates?|expects?|believes?|anticipates?|thinks?|projects?|forecasts?|assumes?|predicts?)\s{1,3}$/i;
export const RELATIVE_VERB_GAP = /^\s+(?:[a-z]+ly\s+)?(?!(?:shall|will|may|must|can|cannot|also|then|not|alone|only|itself|themselves|each|both|all)\b)[a-z]+\s+$/;
/**
 * A contact clause on a definite noun that a preposition governs: "makes no warranty about the income the Buyer will earn
 * from it", "no guarantee of the yield the Grower will obtain": the clause says which income or yield, and binds the
 * party to nothing, as the quantified noun's does (CONTACT_RELATIVE; set 80, issue 18, h103a80). Read with GAP_AFTER as
 * that one is: "on the date the Buyer shall pay the price" keeps its duty (the verb has its object). Anchored at the end,
 * bounded: linear.
 */
// A second such noun joined by "or"/"and" to the first ("about the number of visitors the website will receive or the
// income the Buyer will earn") is governed by the same preposition.
const PREPOSITION_NOUN_BEFORE = /\b(?:about|of|on|for|over|regarding|concerning|or|and)\s+the\s+[a-z-]{2,30}\s+(?:the\s+)?$/;
const STATED = /^(?:is|are)\s+(?:required|obliged|obligated|entitled|permitted|allowed)\s+to$/i;
/** After a modal: a verb (or two joined) whose object is missing — a stop, a bracket or a preposition follows it. */
const GAP_AFTER = /^\s+(?:\w+ly\s+)?[a-z]+(?:\s+(?:or|and)\s+[a-z]+)?(?:\s*(?:[.,;:)]|$)|\s+(?:under|in|to|for|from|by|at|on|with|within|during|pursuant|as|against|until|before|after)\b)/;

/**
 * A permission in a restrictive relative clause on a quantified noun: "to execute any further document that the Assignee
 * may reasonably require", "any amount which the Supplier may claim under Clause 5". The clause says which documents or
 * amounts, as the contact clause does (CONTACT_RELATIVE); no right to require or claim is granted here (set 77, issue 18,
 * h101t77). Only "may" and "can": a promise in a relative clause is still made ("any sum which Buyer shall pay"). No
 * comma between the noun and the pronoun ("any records, which the Customer may inspect" is the sentence's own right);
 * the noun's words bounded, anchored at the end: linear.
 */
const QUANTIFIED_RELATIVE = /\b(?:any|all|every|such|those|other)\s+(?:[A-Za-z-]+\s+){0,3}?[a-z-]+\s+(?:that|which)\s+(?:the\s+)?$/;
const PERMISSION = /^(?:may|can)\b/i;
/** Whether the subject at `begin` of the modal phrase `modal` (ending at `end`) sits in a relative clause on a noun. */
export function inRelativeClause(text: string, begin: number, modal: string, end: number, mentions: readonly Mention[]): boolean {
  const before = text.slice(Math.max(0, begin - 80), begin);
  if (!GAP_AFTER.test(text.slice(end, end + 60))) return false;
  if (CONTACT_RELATIVE.test(before.slice(-40)) || PREPOSITION_NOUN_BEFORE.test(before.slice(-40))) return true;
  if (PERMISSION.test(modal) && QUANTIFIED_RELATIVE.test(before)) return true;
  if (!STATED.test(modal)) return false;
  const head = STATED_RELATIVE.exec(before);
  // The noun phrase names no party ("the Customer acknowledges that" is a verb's complement, not a relative clause).
  if (!head) return false;
  const from = begin - before.length + head.index;
  return !mentions.some((p) => p.begin >= from && p.end <= begin);
}

/**
 * The party opening the clause when a relative clause on it is all that stands before the modal at `at`: "A Party that
 * receives an inquiry … may refer", "Any Member who ceases to … shall". No comma, colon or semicolon and no modal between
 * (a modal inside the relative clause is the clause's own), at most 200 characters.
 */
export function relativeOpener(text: string, at: number, mentions: readonly Mention[]): string[] {
  // Cheap test first: most modals without a subject (agentless passives) have no relative pronoun before them.
  if (!/\b(?:that|who|whom|which|whose|affected|breach|default|[a-z]{3,}ing)\s/i.test(text.slice(Math.max(0, at - 200), at))) return [];
  // "A Shareholder wishing to sell …", "Any Member who …": an indefinite article opens the clause as "the" does.
  const start = Math.max(leadLength(text), runInHeadingEnd(text));
  const first = mentions[mentionIndexFrom(mentions, start)];
  if (!first || first.end > at || !/^\s*(?:(?:the|an?|any|each|every)\s*)?$/i.test(text.slice(start, first.begin))) return [];
  const party = first.party;
  const gap = text.slice(first.end, at);
  if (first.negative || gap.length > 200 || /[,;:]/.test(gap)) return [];
  return RELATIVE_ON_OPENER.test(gap) && !/\b(?:shall|will|may|must|can|cannot|would|should|could)\b/i.test(gap) ? [party] : [];
}

/**
 * What may qualify the party that opens a clause before its modal: a relative clause ("A Party that receives …", "A party
 * whose interest is diluted …") or a participle ("The Party affected by force majeure …", "A Shareholder wishing to sell
 * its shares …"): whichever party it befalls is the subject.
 */
// A preposition may open the relative clause: "The Party for which performance became impossible is obliged to notify",
// "a Member to whom shares are offered" (h23s23).
// A participle may take a "that" clause: "A party claiming that a dispute has arisen must give …" (h31n).
const RELATIVE_ON_OPENER = /^\s+(?:(?:(?:for|to|in|on|of|by|with|from|against)\s+(?:which|whom)|that|who|which|whose)\s+[a-z]+\b|affected\s+by\b|in\s+(?:breach|default)\b|[a-z]{3,}ing\s+(?:to|its|their|his|her|the|a|an|any|that)\b)/i;

/**
 * A relative clause set off by a comma after a party, "who" then the modal: "The Seller ships the boards to the Buyer,
 * who shall inspect them on arrival", "Waste is to be returned to the Lessors, who must dispose of it". The party the
 * clause is on is the modal's subject, whatever preposition stands before it. Not after "of" ("a driver of the Carrier,
 * who must": the clause is on the driver), and only "who" ("notice to the Buyer, which shall be in writing" is on the
 * notice). The gap is anchored and bounded: one look per modal.
 */
const WHO_AFTER_PARTY = /^\s{0,3},\s{0,3}who\s{1,3}(?:[a-z]+ly\s{1,3})?$/;
const OF_BEFORE = /\bof\s{1,3}(?:the\s{1,3})?$/i;
export function relativeWhoSubject(text: string, at: number, mentions: readonly Mention[]): string[] {
  let k = mentionIndexFrom(mentions, at) - 1;
  while (k >= 0 && mentions[k].end > at) k--;
  const last = mentions[k];
  if (!last || last.negative || at - last.end > 30 || !WHO_AFTER_PARTY.test(text.slice(last.end, at))) return [];
  return OF_BEFORE.test(text.slice(Math.max(0, last.begin - 12), last.begin)) ? [] : [last.party];
}

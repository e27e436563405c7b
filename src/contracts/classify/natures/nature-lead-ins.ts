/**
 * Lead-ins read for their words: a lead-in that names the subject of the items under it ("The Supplier shall:", "l) Buyer:",
 * "The Lessee is obliged in particular:"), the items that open on an infinitive ("(i) to patrol …", "d) not to sublet …"),
 * the labels handed to that subject; and a lead-in set at the contract's end, whose ending its items do not take
 * (categories, round 8). Which element is whose lead-in is lists.ts'.
 */
import type { Label } from '../../wire.js';
import type { PartyLexicon } from '../parties/party-lexicon.js';
import { leadLength } from '../text/text.js';
import { ASIDE, HAS_FOLLOWING_DUTIES, LEAD_IN_TIME } from './nature-modals.js';

/**
 * An item that opens on an infinitive, or a negated one, after its number: "(i) to patrol the concession;", "d) not to
 * sublet …" (under "The Seller undertakes:", "The Lessee is obliged in particular:"). Not "to the best of its knowledge".
 */
export const ITEM_INFINITIVE = /^\s*(?:not\s+)?to\s+(?!(?:the|a|an|any|its|their|his|her|our|your|my|this|that|these|those|such|each|all|which|whom)\b)(?:be\s+)?[a-z]+\b/i;
/**
 * A lead-in that ends on its modal ("Supplier will:", "the Supplier shall:", "The Tenant must:"), and an item under it
 * that opens on the bare verb the modal governs, after an opening phrase or not ("3. at the Owner's request, remove a
 * worker from the site …", "(b) promptly repair any damage"): the item is the lead-in's duty, whatever clause of its
 * own it adds ("… provided that the Supplier shall not be liable …", issue 18, h27n32). Not an item that opens on a
 * determiner, a pronoun, a preposition or a conjunction ("(i) the relevant SOW terminates; or"). Anchored, each run
 * bounded: linear.
 */
export const MODAL_LEAD = /\b(?:shall|will|must)\s*:\s*$/i;
export const ITEM_BARE_VERB = /^\s*(?:(?:at|upon|on|if|when|where|following|after|before|within)\b[^,;:]{1,80},\s*)?(?!(?:the|a|an|any|its|their|his|her|our|your|my|this|that|these|those|such|each|every|all|no|not|to|in|on|at|by|for|of|with|from|if|where|when|unless|and|or|nor|but|subject|provided|save|except|there|it|they|he|she|we|you|which|who|whose|as|so|than|only|other|both|either|neither|any|some|more|less|up|per|under|over|during|until|after|before|upon|including|excluding)\b)[a-z]{3,}\b/;
/** An item that opens on "not to" and a verb: "d) not to sublet …" (the lead-in gives its subject). */
export const ITEM_NOT_TO = /^\s*not\s+to\s+(?:be\s+)?[a-z]+\b/i;
/**
 * A duty joined after such an item's bar: "– not to sell any tickets above the agreed price, and to give free tickets to
 * local schools;" under "The Charity agrees:" — the infinitive after ", and to" is the lead-in's promise, as an item that
 * opens on "to" is, beside the bar (table 2.1 reads the bar joined after a "to" item; this is the same pair the other way
 * round: set 69's cause 4, issue 18, h91ty). A verb in small letters must follow "to": not a determiner or a name ("…,
 * and to its agents", "…, and to Members"), nor a word that ends the clause ("…, and to charities;"). Bounded: linear.
 */
export const ITEM_JOINED_INFINITIVE = /,\s{0,3}and\s{1,3}(?:also\s{1,3})?to\s{1,3}(?!(?:the|a|an|any|its|their|his|her|our|your|my|this|that|these|those|such|each|every|all|which|whom)\b)(?:be\s{1,3})?[a-z]{2,20}\b(?![,;.:)])/;

/**
 * What follows a lead-in's subject: "shall:", "undertakes (to):", "agrees:", "covenants:", "is obliged in particular (to):",
 * "is responsible for the following:", "has the following duties:", or the colon alone.
 */
const LEAD_IN_DUTY = new RegExp(String.raw`^\s*(?:(?:shall|will|must)${LEAD_IN_TIME}|(?:agrees?${ASIDE}|(?:undertakes?|covenants?)${ASIDE}${LEAD_IN_TIME})(?:\s+to)?|(?:is|are)\s+(?:required|obliged|obligated)${ASIDE}(?:\s+to)?|(?:is|are)\s+(?:fully\s+|solely\s+)?responsible\s+for\s+the\s+following|${HAS_FOLLOWING_DUTIES})?\s*:\s*$`, 'i');

/** The party a lead-in names as the subject of its items: "l) Buyer:", "The Supplier shall:", "Supplier will:". */
export function subjectOfLeadIn(text: string, parties: PartyLexicon): string | undefined {
  const mentions = parties.find(text);
  const last = mentions[mentions.length - 1];
  // Only a lead-in that is its subject alone: "pay the Supplier:" ends with an object, not a subject.
  if (!last || last.negative || !/^\s*(?:the\s+)?$/i.test(text.slice(leadLength(text), last.begin))) return undefined;
  return LEAD_IN_DUTY.test(text.slice(last.end)) ? last.party : undefined;
}

/**
 * A row of a table written with bars ("more than 20 days before the hire | nothing", "Gross receipts up to $250,000 |
 * 22%"): a row states a term of the table, not a sentence of the lead-in's subject, so it takes no type from the lead-in
 * above it ("If the Hirer cancels, he shall pay the following share:"), whether it opens in lower case (read as the lead-in's
 * fragment) or on a figure (sets 4, 36–38, 57–59 and 62 leave all 66 such rows under a typed lead-in untyped). A literal
 * bar between blanks: linear.
 */
export const BAR_ROW = /\s\|\s/;

/** Labels given to another party (the natures kept, duplicates dropped). */
export function withParty(labels: readonly Label[], party: string | undefined): Label[] {
  if (!party) return [...labels];
  const out: Label[] = [];
  for (const l of labels) if (!out.some((o) => o.nature === l.nature)) out.push({ nature: l.nature, party: l.nature === 'Definition' ? l.party : party });
  return out;
}

/**
 * A lead-in set at the time the contract ends ("When your tenancy ends you must:", "At the end of the hire the Hirer
 * shall:", "On termination the Agent is to:"): its Term & Termination is when the list applies, and its items (clear
 * the place, return the key) take their own words' categories (C6), not the ending's (index.ts). Only a time clause
 * then a party's bare duty: "Upon notice either party may terminate if the other party:" ends the contract on its
 * items, which keep its Term & Termination.
 */
export function isEndingLeadIn(lead: string): boolean {
  return ENDING_LEAD.test(lead);
}

const ENDING_LEAD = /^\W*(?:\d[\d.]*\s+)?(?:when|on|upon|after|at|following)\b[^:;.,]{0,100}?\b(?:ends?|ended|expir\w*|terminat\w*)\b(?:\s+of\s+[^:;.,]{0,60}?)?,?\s+(?:the\s+|each\s+)?(?:[A-Z][\w-]*\s+){0,3}?(?:[A-Z][\w-]*|you|we|it|they)\s+(?:shall|must|will|is\s+to|are\s+to|agrees?\s+to|undertakes?\s+to)\s*:\s*$/i;
